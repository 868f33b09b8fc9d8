import { randomUUID } from 'node:crypto';

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Unconfirmed alerts are deleted this long after they were asked for (double opt-in). */
export const UNCONFIRMED_ALERT_DAYS = 7;
/** A confirmed alert lapses (is deleted) this long after it was confirmed or last kept by the family. */
export const ALERT_KEPT_DAYS = 365;
/** Digests in an alert's last days say when it ends and offer 'Keep this alert'. */
export const ALERT_LAPSE_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A family's saved directory search with an e-mail address (no account):
 * nothing is sent but the confirmation mail until the address confirms
 * (double opt-in); then a digest per day or week when something is new.
 */
export class SavedSearchAlert {
  id!: string;
  /** Lower-cased, trimmed. */
  email!: string;
  /** The directory's filter object (`GET /api/schools` parameters), as validated when saved. */
  filters!: Record<string, unknown>;
  frequency!: AlertFrequency;
  confirmedAt: Date | null = null;
  /** When the family last pressed 'Keep this alert'; the 12 months run from here (else from confirming). */
  renewedAt: Date | null = null;
  /** Changes after this instant are new to the next digest: the last digest run, else the confirmation. */
  lastDigestAt: Date | null = null;
  createdAt!: Date;

  static create(input: {
    email: string;
    filters: Record<string, unknown>;
    frequency: AlertFrequency;
  }): SavedSearchAlert {
    return Object.assign(new SavedSearchAlert(), {
      id: randomUUID(),
      email: normaliseEmail(input.email),
      filters: input.filters,
      frequency: input.frequency,
      createdAt: new Date(),
    });
  }

  /** Confirming twice changes nothing. */
  confirm(now = new Date()): void {
    if (this.confirmedAt) return;
    this.confirmedAt = now;
    this.lastDigestAt = now;
  }

  /** When a confirmed alert lapses unless kept (null while unconfirmed). */
  lapsesAt(): Date | null {
    const from = this.renewedAt ?? this.confirmedAt;
    return from ? new Date(from.getTime() + ALERT_KEPT_DAYS * DAY_MS) : null;
  }

  /** In its last ALERT_LAPSE_NOTICE_DAYS: digests say when it ends. */
  lapsesSoon(now = new Date()): boolean {
    const lapsesAt = this.lapsesAt();
    return lapsesAt !== null && lapsesAt.getTime() - now.getTime() <= ALERT_LAPSE_NOTICE_DAYS * DAY_MS;
  }

  /** 'Keep this alert': another 12 months from now. Only a confirmed alert can be kept. */
  keep(now = new Date()): void {
    if (this.confirmedAt) this.renewedAt = now;
  }

  /** What the next digest counts as new: anything after this. */
  digestSince(): Date {
    return this.lastDigestAt ?? this.confirmedAt ?? this.createdAt;
  }

  /** The same search as `filters` (stored form), whatever the order of keys or of a list's values. */
  isSearch(filters: Record<string, unknown>): boolean {
    return canonicalSearch(this.filters) === canonicalSearch(filters);
  }
}

function canonicalSearch(filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
