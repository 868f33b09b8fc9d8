import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import type { Lead } from '../domain/lead';
import { LeadNotFoundError } from '../domain/leads.errors';
import { leadActorOf } from './lead-access';
import { LeadRepository } from './ports/lead.repository';

/** An admin takes a lead out of the school's inbox and counts as spam (admin route, role-guarded). */
@Injectable()
export class MarkLeadSpam {
  constructor(
    private readonly leads: LeadRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(admin: SessionUser, leadId: string, now = new Date()): Promise<Lead> {
    return this.unitOfWork.transaction(async () => {
      const lead = await this.leads.findForUpdate(leadId);
      if (!lead) throw new LeadNotFoundError();
      const entry = lead.markSpam(leadActorOf(admin), now);
      if (entry) {
        await this.leads.save(lead);
        await this.leads.addActivity(entry);
      }
      return lead;
    });
  }
}
