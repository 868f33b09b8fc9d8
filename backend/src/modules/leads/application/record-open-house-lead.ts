import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { Lead } from '../domain/lead';
import { intendedStartOptions } from '../domain/lead-form';
import { LeadRepository } from './ports/lead.repository';

export interface OpenHouseRsvpLead {
  schoolId: number;
  /** The RSVP's id: the lead's idempotency key, so one RSVP is one lead. */
  rsvpId: string;
  name: string;
  email: string;
  childGrade: string;
  /** One line for the inbox, e.g. 'RSVP for Fall Open House (Sat, Dec 12, 2026), party of 3'. */
  summary: string;
}

/**
 * An open-house RSVP as a lead in the school's inbox (type `open_house`),
 * called by the open-houses module inside its RSVP transaction, so the lead is
 * stored exactly when the RSVP is. No mail: the family got the open house's
 * own confirmation, and the school sees the lead in its inbox.
 */
@Injectable()
export class RecordOpenHouseLead {
  constructor(
    private readonly leads: LeadRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: OpenHouseRsvpLead, now = new Date()): Promise<void> {
    const [first, ...rest] = input.name.trim().split(/\s+/);
    const lead = Lead.submit(
      {
        schoolId: input.schoolId,
        type: 'open_house',
        parentFirstName: (first ?? '').slice(0, 50),
        parentLastName: rest.join(' ').slice(0, 50),
        email: input.email,
        childGrade: input.childGrade,
        intendedStart: intendedStartOptions(now)[1] ?? intendedStartOptions(now)[0],
        message: input.summary,
        newsletter: false,
        sourcePage: '/open-houses',
        idempotencyKey: input.rsvpId,
      },
      now,
      null,
    );
    await this.unitOfWork.transaction(() => this.leads.insertIfNew(lead));
  }
}
