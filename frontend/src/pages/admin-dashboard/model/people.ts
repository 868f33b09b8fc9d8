/** Shared wording of the People and mail tabs (Users, Inbox, Audit). */

export const ROLE_LABELS: Record<string, string> = {
  user: 'User',
  school_admin: 'School Admin',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** '21 Nov 2026, 14:05' in the reader's time zone, or the fallback when there is no date. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || person.email;
}

export type MailState = 'queued' | 'retrying' | 'sent' | 'failed' | 'missing';

export const MAIL_STATE_TEXT: Record<MailState, string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  missing: 'Not stored',
};

export const MAIL_STATE_COLOR: Record<MailState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  queued: 'info',
  retrying: 'warning',
  sent: 'success',
  failed: 'error',
  missing: 'default',
};

/** 'Sent', 'Retrying (2 attempts): 451 Mailbox busy', 'Failed: 451 …' */
export function mailStateLine(mail: { state: MailState; attempts: number; lastError: string | null }): string {
  const head =
    mail.state === 'retrying'
      ? `Retrying (${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'})`
      : MAIL_STATE_TEXT[mail.state];
  return mail.lastError && (mail.state === 'retrying' || mail.state === 'failed') ? `${head}: ${mail.lastError}` : head;
}

export const CONTACT_STATUS_TEXT: Record<string, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
