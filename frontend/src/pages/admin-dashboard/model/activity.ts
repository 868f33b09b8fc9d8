import { formatDateTime } from './people';

/** How the audit trail reads in the Activity list. */
const ACTION_LABELS: Record<string, string> = {
  'school.updated': 'Edited school',
  'school.status_changed': 'Changed school status',
  'school.change_applied': 'Applied profile change',
  'school.change_reverted': 'Reverted change',
  'change.submitted': 'Submitted a change',
  'change.approved': 'Approved change',
  'change.rejected': 'Rejected change',
  'article.submitted': 'Submitted article',
  'article.published': 'Published article',
  'article.status_changed': 'Changed article status',
  'article.updated': 'Edited article',
  'user.disabled': 'Disabled account',
  'user.enabled': 'Enabled account',
  'user.role_changed': 'Changed role',
  'user.password_link_sent': 'Sent password link',
  'user.school_linked': 'Linked school',
  'user.school_unlinked': 'Removed school link',
  'contact_message.status_changed': 'Changed message status',
  'contact_message.mail_retried': 'Retried contact mail',
  'billing.subscription_started': 'Subscription started',
  'billing.payment_succeeded': 'Payment succeeded',
  'billing.payment_failed': 'Payment failed',
  'billing.plan_changed': 'Plan changed',
  'billing.cancellation_scheduled': 'Cancellation scheduled',
  'billing.cancellation_undone': 'Cancellation undone',
  'billing.subscription_ended': 'Subscription ended',
  'billing.refund_issued': 'Refunded payment',
  'billing.payment_refunded': 'Refund confirmed by the provider',
  'billing.comp_granted': 'Granted complimentary premium',
  'billing.comp_extended': 'Extended complimentary premium',
  'billing.comp_revoked': 'Revoked complimentary premium',
};

export function actionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TARGET_LABELS: Record<string, string> = {
  school: 'School',
  article: 'Article',
  pending_school_change: 'Change',
  claim: 'Claim',
  school_claim_request: 'Claim',
  app_user: 'Account',
  contact_message: 'Message',
  school_subscription: 'Subscription',
};

/** How an entry names its target once the server knows the name (Activity shows names, never '#21'). */
const NAMED_TARGETS: Record<string, (name: string) => string> = {
  school: (name) => name,
  article: (name) => `Article: ${name}`,
  pending_school_change: (name) => `Change to ${name}`,
  claim: (name) => `Claim for ${name}`,
  school_claim_request: (name) => `Claim for ${name}`,
  app_user: (name) => `Account: ${name}`,
  contact_message: (name) => `Message from ${name}`,
};

export function targetLabel(targetType: string, targetId: string, targetName?: string | null): string {
  const named = NAMED_TARGETS[targetType];
  if (targetName && named) return named(targetName);
  if (targetName) return `${TARGET_LABELS[targetType] ?? targetType}: ${targetName}`;
  return `${TARGET_LABELS[targetType] ?? targetType} #${targetId}`;
}

/**
 * Ids (schoolId, articleId, userId…) say nothing to a reader; the target already names the record. A revert's
 * `revertOf` is shown on its own ('Reverted entry #N'), not as a field.
 */
const isHiddenKey = (key: string) => key === 'id' || /Id$/.test(key) || key === 'revertOf';

/** A stored time ('2026-11-28T23:26:41.455Z'), as opposed to a plain date ('2026-12-01') or other text. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A recorded value as a reader wants it: times as dates, lists and links joined, long texts clipped to `max`. */
export function displayValue(value: unknown, max = 60): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.length ? clip(value.map((item) => displayValue(item, max)).join(', '), max) : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length
      ? clip(entries.map(([key, item]) => `${key}: ${displayValue(item, max)}`).join(', '), max)
      : '—';
  }
  const text = String(value);
  if (ISO_DATE_TIME.test(text)) return formatDateTime(text, text);
  return clip(text, max);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
}

/** How many changed fields the one-line summary shows before '(+N more)'. */
export const SUMMARY_FIELDS = 4;

/** One 'field: old → new' (or 'field: value' when nothing was before) per field the entry changed. */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter(
    (key) => !isHiddenKey(key),
  );
  return keys.map((key) =>
    before && key in before
      ? `${key}: ${displayValue(before[key])} → ${displayValue(after?.[key])}`
      : `${key}: ${displayValue(after?.[key])}`,
  );
}

/** 'isActive: yes → no; city: Las Vegas → Henderson' for the fields the entry changed. */
export function changeSummary(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const lines = changeLines(before, after);
  return lines
    .slice(0, SUMMARY_FIELDS)
    .join('; ')
    .concat(lines.length > SUMMARY_FIELDS ? ` (+${lines.length - SUMMARY_FIELDS} more)` : '');
}

/** A field a revert sets back: its value before the change (`old`) and the one the change set (`current`). */
export interface RevertLine {
  field: string;
  old: string;
  current: string;
}

const asMap = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What the revert confirmation lists, old ← new: every field the change set except the slug (a name set back
 * derives it again), social links network by network as the server reports them (`socialLinks.instagram`).
 */
export function revertLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): RevertLine[] {
  const lines: RevertLine[] = [];
  for (const field of Object.keys(after ?? {})) {
    if (field === 'slug' || field === 'revertOf') continue;
    if (field === 'socialLinks') {
      const was = asMap(before?.socialLinks);
      const became = asMap(after?.socialLinks);
      for (const network of [...new Set([...Object.keys(was), ...Object.keys(became)])]) {
        if ((was[network] ?? null) === (became[network] ?? null)) continue;
        lines.push({
          field: `socialLinks.${network}`,
          old: displayValue(was[network], 200),
          current: displayValue(became[network], 200),
        });
      }
      continue;
    }
    lines.push({ field, old: displayValue(before?.[field], 200), current: displayValue(after?.[field], 200) });
  }
  return lines;
}

/** The toast after a revert: which fields went back, and which were left because they changed since. */
export function revertOutcomeText(outcome: { reverted: string[]; changedSince: string[] }): string {
  const reverted = `Reverted: ${outcome.reverted.join(', ')}.`;
  return outcome.changedSince.length
    ? `${reverted} Left as they are (changed since): ${outcome.changedSince.join(', ')}.`
    : reverted;
}
