import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { Lead } from '../domain/lead';
import { lasVegasDayOf } from '../domain/lead-notification';
import { LeadNotFoundError } from '../domain/leads.errors';
import { LeadMailer } from './ports/lead-mailer';
import { LeadRepository } from './ports/lead.repository';

/**
 * A family's request to be forgotten, carried out by an admin: the lead's
 * personal fields, its notes and its stored mails are erased; its type,
 * grade, start, status and dates stay, so every count stays right.
 */
@Injectable()
export class EraseLead {
  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: LeadMailer,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(leadId: string, now = new Date()): Promise<Lead> {
    return this.unitOfWork.transaction(async () => {
      const lead = await this.leads.findForUpdate(leadId);
      if (!lead) throw new LeadNotFoundError();
      if (lead.erase(now)) {
        await this.leads.save(lead);
        await this.leads.eraseNotes([lead.id]);
        await this.mailer.forget([lead.id]);
        // The day's summary names this family too (along with the others of that day): its stored copy goes as well.
        await this.mailer.forgetSummaries([{ schoolId: lead.schoolId, day: lasVegasDayOf(lead.createdAt) }]);
      }
      return lead;
    });
  }
}
