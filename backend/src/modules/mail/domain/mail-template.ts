/**
 * Every e-mail the product sends, and the data each one needs. Callers pass
 * `data` as a plain record (it is stored as JSON in the outbox), so the fields
 * are checked when a mail is queued, not only when the worker renders it.
 */
export const TEMPLATE_NAMES = [
  'contact-notification',
  'contact-confirmation',
  'claim-received',
  'claim-approved',
  'password-reset',
  'change-approved',
  'change-rejected',
  'article-approved',
  'article-rejected',
  'payment-failed',
  'payment-action-required',
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * The `data` of each template. Links are absolute URLs built from
 * AppConfig.publicUrl; amounts are in cents.
 */
export interface MailTemplateData {
  'contact-notification': {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    /** The subject's label, e.g. 'General Inquiry'. */
    subject: string;
    message: string;
  };
  'contact-confirmation': { firstName: string; subject: string; message: string };
  'claim-received': { firstName: string; schoolName: string };
  'claim-approved': { firstName: string; schoolName: string; setPasswordUrl: string; expiresInHours?: number };
  'password-reset': { firstName?: string; resetUrl: string; expiresInMinutes?: number };
  'change-approved': { firstName?: string; schoolName: string; notes?: string };
  'change-rejected': { firstName?: string; schoolName: string; notes?: string };
  'article-approved': { firstName?: string; articleTitle: string; articleUrl?: string };
  'article-rejected': { firstName?: string; articleTitle: string; notes?: string };
  'payment-failed': { firstName?: string; schoolName: string; amountCents?: number; billingUrl?: string };
  'payment-action-required': { firstName?: string; schoolName: string; actionUrl: string; amountCents?: number };
}

type FieldKind = 'text' | 'url' | 'number';
interface FieldRule {
  kind: FieldKind;
  required: boolean;
}
const text = (required = true): FieldRule => ({ kind: 'text', required });
const url = (required = true): FieldRule => ({ kind: 'url', required });
const num = (): FieldRule => ({ kind: 'number', required: false });

export const TEMPLATE_FIELDS: { [T in TemplateName]: Record<keyof MailTemplateData[T], FieldRule> } = {
  'contact-notification': {
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(false),
    subject: text(),
    message: text(),
  },
  'contact-confirmation': { firstName: text(), subject: text(), message: text() },
  'claim-received': { firstName: text(), schoolName: text() },
  'claim-approved': { firstName: text(), schoolName: text(), setPasswordUrl: url(), expiresInHours: num() },
  'password-reset': { firstName: text(false), resetUrl: url(), expiresInMinutes: num() },
  'change-approved': { firstName: text(false), schoolName: text(), notes: text(false) },
  'change-rejected': { firstName: text(false), schoolName: text(), notes: text(false) },
  'article-approved': { firstName: text(false), articleTitle: text(), articleUrl: url(false) },
  'article-rejected': { firstName: text(false), articleTitle: text(), notes: text(false) },
  'payment-failed': { firstName: text(false), schoolName: text(), amountCents: num(), billingUrl: url(false) },
  'payment-action-required': { firstName: text(false), schoolName: text(), actionUrl: url(), amountCents: num() },
};

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}

/** The problems with `data` for `template` (empty when it is fine). */
export function templateDataProblems(template: TemplateName, data: Record<string, unknown>): string[] {
  const rules = TEMPLATE_FIELDS[template] as Record<string, FieldRule>;
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = data[field];
    if (value === undefined || value === null || value === '') {
      if (rule.required) problems.push(`${field} is required`);
      continue;
    }
    if (rule.kind === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      problems.push(`${field} must be a number`);
    if (rule.kind !== 'number' && typeof value !== 'string') problems.push(`${field} must be a string`);
    if (rule.kind === 'url' && typeof value === 'string' && !/^https?:\/\/[^\s]+$/i.test(value))
      problems.push(`${field} must be an absolute http(s) URL`);
  }
  for (const field of Object.keys(data)) if (!(field in rules)) problems.push(`${field} is not a field of ${template}`);
  return problems;
}
