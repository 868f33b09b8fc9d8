/**
 * One row of the audit trail: who did what to which record, with the record's
 * relevant fields before and after. Written in the same transaction as the
 * change it describes, so the trail never claims something that was rolled back.
 */
export interface AuditEntryInput {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  /**
   * The entry this one undoes (an admin's revert of an applied change). The
   * table has no column for it: it is kept as `after.revertOf`, so the entry
   * reads on its own in the trail and `AuditLookup` finds what was reverted.
   */
  revertOf?: number;
}

/** The key of `after` that names the entry a revert undid (see `AuditEntryInput.revertOf`). */
export const REVERT_OF_KEY = 'revertOf';

/** What an entry was recorded about, for finding the entries that reverted it (their target is the same). */
export interface AuditEntryRef {
  id: number;
  targetType: string;
  targetId: string;
}

export class AuditEntry {
  id: number;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;

  constructor(input: AuditEntryInput, now = new Date()) {
    this.actorId = input.actorId;
    this.action = input.action;
    this.targetType = input.targetType;
    this.targetId = input.targetId;
    this.before = input.before ?? null;
    this.after =
      input.revertOf === undefined
        ? (input.after ?? null)
        : { ...((input.after ?? {}) as Record<string, unknown>), [REVERT_OF_KEY]: input.revertOf };
    this.createdAt = now;
  }
}

/** The entry a revert undid, or null for any other entry. */
export function revertOfEntry(after: unknown): number | null {
  if (!after || typeof after !== 'object') return null;
  const value = (after as Record<string, unknown>)[REVERT_OF_KEY];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
