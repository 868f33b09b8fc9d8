import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import { LeadActivity } from '../domain/lead-activity';
import { LeadErasedError, LeadNotFoundError } from '../domain/leads.errors';
import { LeadAccess, leadActorOf } from './lead-access';
import { LeadRepository } from './ports/lead.repository';

/** A note the school keeps on a lead (not sent to the family). */
@Injectable()
export class AddLeadNote {
  constructor(
    private readonly access: LeadAccess,
    private readonly leads: LeadRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: SessionUser,
    schoolId: number,
    leadId: string,
    text: string,
    now = new Date(),
  ): Promise<LeadActivity> {
    await this.access.assertCanManage(user, schoolId);
    return this.unitOfWork.transaction(async () => {
      const lead = await this.leads.findForUpdate(leadId);
      if (!lead || lead.schoolId !== schoolId) throw new LeadNotFoundError();
      if (lead.erasedAt) throw new LeadErasedError();
      const note = LeadActivity.note(lead.id, text, leadActorOf(user), now);
      await this.leads.addActivity(note);
      return note;
    });
  }
}
