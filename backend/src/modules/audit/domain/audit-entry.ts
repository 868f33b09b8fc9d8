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
    this.after = input.after ?? null;
    this.createdAt = now;
  }
}
