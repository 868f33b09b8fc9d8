import { randomUUID } from 'node:crypto';
import type { ClosedReason, LeadStatus } from './lead-status';

/** Who did something to a lead, as the history shows them. */
export interface LeadActor {
  userId: string;
  name: string;
}

export type LeadActivityKind = 'note' | 'status';

/**
 * One entry of a lead's timeline: a note the school wrote, or a status change.
 * Entries are only ever added (never edited), so two people working the same
 * lead never overwrite each other. Erasure blanks note texts, which may hold
 * personal data.
 */
export class LeadActivity {
  id!: string;
  leadId!: string;
  kind!: LeadActivityKind;
  actorId: string | null = null;
  actorName!: string;
  text: string | null = null;
  fromStatus: LeadStatus | null = null;
  toStatus: LeadStatus | null = null;
  closedReason: ClosedReason | null = null;
  createdAt!: Date;

  static note(leadId: string, text: string, actor: LeadActor, now: Date): LeadActivity {
    return Object.assign(new LeadActivity(), {
      id: randomUUID(),
      leadId,
      kind: 'note' as const,
      actorId: actor.userId,
      actorName: actor.name,
      text: text.trim(),
      createdAt: now,
    });
  }

  static statusChange(
    leadId: string,
    change: { from: LeadStatus; to: LeadStatus; closedReason: ClosedReason | null },
    actor: LeadActor,
    now: Date,
  ): LeadActivity {
    return Object.assign(new LeadActivity(), {
      id: randomUUID(),
      leadId,
      kind: 'status' as const,
      actorId: actor.userId,
      actorName: actor.name,
      fromStatus: change.from,
      toStatus: change.to,
      closedReason: change.closedReason,
      createdAt: now,
    });
  }
}

export const LEAD_NOTE_LIMITS = { min: 1, max: 2000 } as const;
