import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { RevertProfileChange, type RevertOutcome } from '../../directory';
import { SchoolOwnership } from '../../identity';
import { MailOutbox } from '../../mail';
import { PendingChangeRepository } from './ports/pending-change.repository';
import { Submitters } from './ports/submitters';

/**
 * An admin's revert of an applied school change (the Audit tab), told to the
 * owner it undoes (docs/product.md "Edits and moderation"). In one transaction:
 * directory's `RevertProfileChange` sets the fields back and records the
 * reason; when the entry applied an owner's approved change, that change is
 * marked reverted (their history says 'Reverted by the team' with the reason);
 * the owner who made the change (the submitter of an approved change, the
 * author of a live edit while they still own the school) is e-mailed through
 * the outbox, once per revert. An admin's own edit mails nobody.
 */
@Injectable()
export class RevertChange {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly revertProfileChange: RevertProfileChange,
    private readonly changes: PendingChangeRepository,
    private readonly submitters: Submitters,
    private readonly ownership: SchoolOwnership,
    private readonly mail: MailOutbox,
  ) {}

  async execute(input: { adminId: string; entryId: number; reason: string }): Promise<RevertOutcome> {
    const reason = input.reason.trim();
    return this.unitOfWork.transaction(async () => {
      const outcome = await this.revertProfileChange.execute({ ...input, reason });
      const change =
        outcome.revertedAction === 'school.change_applied'
          ? await this.changes.findByAppliedEntryForUpdate(outcome.revertedEntryId)
          : null;
      let ownerId: string | null = null;
      if (change) {
        change.markReverted(reason);
        await this.changes.save(change);
        ownerId = change.userId;
      } else if (
        outcome.revertedAction === 'school.updated' &&
        outcome.revertedActorId &&
        (await this.ownership.owns(outcome.revertedActorId, outcome.school.id))
      ) {
        ownerId = outcome.revertedActorId;
      }
      const owner = ownerId ? await this.submitters.byId(ownerId) : null;
      if (owner) {
        await this.mail.queue({
          template: 'change-reverted',
          to: owner.email,
          data: {
            ...(owner.firstName ? { firstName: owner.firstName } : {}),
            schoolName: outcome.school.name,
            fields: outcome.reverted.join(', '),
            reason,
          },
          key: `change-reverted:${outcome.revertEntryId}`,
        });
      }
      return outcome;
    });
  }
}
