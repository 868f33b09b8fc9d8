import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import type { ClosedReason, Lead, OwnerSettableStatus } from '../domain/lead';
import { LeadNotFoundError } from '../domain/leads.errors';
import { LeadAccess, leadActorOf } from './lead-access';
import { LeadRepository } from './ports/lead.repository';

/** The school moves a lead in its pipeline or closes it; the first change records the first response. */
@Injectable()
export class ChangeLeadStatus {
  constructor(
    private readonly access: LeadAccess,
    private readonly leads: LeadRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: SessionUser,
    schoolId: number,
    leadId: string,
    change: { status: OwnerSettableStatus; closedReason?: ClosedReason | null },
    now = new Date(),
  ): Promise<Lead> {
    await this.access.assertCanManage(user, schoolId);
    return this.unitOfWork.transaction(async () => {
      const lead = await this.leads.findForUpdate(leadId);
      if (!lead || lead.schoolId !== schoolId) throw new LeadNotFoundError();
      const entry = lead.changeStatus(change.status, change.closedReason ?? null, leadActorOf(user), now);
      if (entry) {
        await this.leads.save(lead);
        await this.leads.addActivity(entry);
      }
      return lead;
    });
  }
}
