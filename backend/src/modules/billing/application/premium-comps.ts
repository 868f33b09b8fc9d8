import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolLookup } from '../../directory';
import {
  CompAlreadyActiveError,
  CompEndsInPastError,
  CompNotFoundError,
  CompSchoolNotFoundError,
} from '../domain/billing.errors';
import { compEndsAt, lasVegasDayBefore } from '../domain/billing-console';
import { PremiumComp } from '../domain/premium-comp';
import { PremiumCompRepository } from './ports/premium-comp.repository';
import { SyncSchoolPremium } from './sync-school-premium';

/** How far back the hourly run looks for comps that ended: a worker down for days still catches up. */
const ENDED_LOOKBACK_MS = 30 * 24 * 3_600_000;

/**
 * The operator's complimentary premium (issue 43, docs/decisions/billing-console.md): grant with a reason and
 * a last day, extend, revoke. Each change is audited in its own transaction with the listing's premium
 * re-read, so the directory never shows a comp that the table no longer holds.
 */
@Injectable()
export class PremiumComps {
  constructor(
    private readonly comps: PremiumCompRepository,
    private readonly schools: SchoolLookup,
    private readonly syncPremium: SyncSchoolPremium,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async grant(
    input: { actorId: string; schoolId: number; reason: string; endsOn: string },
    now = new Date(),
  ): Promise<PremiumComp> {
    const endsAt = endOf(input.endsOn);
    return this.unitOfWork.transaction(async () => {
      if (!(await this.schools.byId(input.schoolId))) throw new CompSchoolNotFoundError();
      if (await this.comps.findActive(input.schoolId, now)) throw new CompAlreadyActiveError();
      const comp = PremiumComp.grant(
        { schoolId: input.schoolId, reason: input.reason.trim(), endsAt, grantedBy: input.actorId },
        now,
      );
      await this.comps.save(comp);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'billing.comp_granted',
          targetType: 'school',
          targetId: String(input.schoolId),
          after: { compId: comp.id, reason: comp.reason, endsOn: input.endsOn },
        },
        now,
      );
      await this.syncPremium.execute(input.schoolId, now);
      return comp;
    });
  }

  async extend(input: { actorId: string; compId: number; endsOn: string }, now = new Date()): Promise<PremiumComp> {
    const endsAt = endOf(input.endsOn);
    return this.unitOfWork.transaction(async () => {
      const comp = await this.comps.findById(input.compId);
      if (!comp) throw new CompNotFoundError();
      const before = lasVegasDayBefore(comp.endsAt);
      comp.extend(endsAt, now);
      await this.comps.save(comp);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'billing.comp_extended',
          targetType: 'school',
          targetId: String(comp.schoolId),
          before: { compId: comp.id, endsOn: before },
          after: { compId: comp.id, endsOn: input.endsOn },
        },
        now,
      );
      await this.syncPremium.execute(comp.schoolId, now);
      return comp;
    });
  }

  async revoke(input: { actorId: string; compId: number; reason: string }, now = new Date()): Promise<PremiumComp> {
    return this.unitOfWork.transaction(async () => {
      const comp = await this.comps.findById(input.compId);
      if (!comp) throw new CompNotFoundError();
      comp.revoke(input.actorId, input.reason.trim(), now);
      await this.comps.save(comp);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'billing.comp_revoked',
          targetType: 'school',
          targetId: String(comp.schoolId),
          before: { compId: comp.id, endsOn: lasVegasDayBefore(comp.endsAt) },
          after: { compId: comp.id, reason: comp.revokeReason },
        },
        now,
      );
      await this.syncPremium.execute(comp.schoolId, now);
      return comp;
    });
  }

  /** The worker's hourly run: schools whose comp ran out get their premium re-read. Answers how many. */
  async endExpired(now = new Date()): Promise<number> {
    const ended = await this.unitOfWork.transaction(() =>
      this.comps.findEndedBetween(new Date(now.getTime() - ENDED_LOOKBACK_MS), now),
    );
    const schoolIds = [...new Set(ended.map((comp) => comp.schoolId))];
    for (const schoolId of schoolIds) {
      await this.unitOfWork.transaction(() => this.syncPremium.execute(schoolId, now));
    }
    return schoolIds.length;
  }
}

function endOf(endsOn: string): Date {
  const endsAt = compEndsAt(endsOn);
  if (!endsAt) throw new CompEndsInPastError();
  return endsAt;
}
