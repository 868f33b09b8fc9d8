import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { requestsReachSomeone } from '../../directory';
import { SchoolOwnerContacts } from '../../identity';
import { SchoolUnclaimedError } from '../domain/leads.errors';
import { Lead } from '../domain/lead';
import { LeadMailer, type LeadRecipient } from './ports/lead-mailer';
import { LeadNotificationStore } from './ports/lead-notification.store';
import { LeadRepository } from './ports/lead.repository';

export interface OpenHouseRsvpLead {
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
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
 * stored exactly when the RSVP is. The owners hear of it as of any lead, as
 * they chose: at once (the lead notification, in this transaction) or in the
 * day's summary. No lead mail to the family: they got the open house's own
 * confirmation.
 */
@Injectable()
export class RecordOpenHouseLead {
  constructor(
    private readonly leads: LeadRepository,
    private readonly owners: SchoolOwnerContacts,
    private readonly mailer: LeadMailer,
    private readonly notifications: LeadNotificationStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Who hears of an RSVP at this school at once: its owners (else the
   * school's address) when they chose 'at once', nobody when they chose the
   * daily summary. Read before the RSVP's transaction, which holds the open
   * house's row lock and must not wait for another connection. A school
   * with neither owner nor e-mail takes no RSVP (SchoolUnclaimedError): the
   * family would be registered for an event nobody at the school knows of.
   */
  async recipientsFor(school: { id: number; email: string | null }): Promise<LeadRecipient[]> {
    const owners: LeadRecipient[] = await this.owners.activeOwnersOf(school.id);
    if (!requestsReachSomeone({ hasActiveOwner: owners.length > 0, email: school.email }))
      throw new SchoolUnclaimedError();
    if ((await this.notifications.modeOf(school.id)) !== 'immediate') return [];
    if (!owners.length && school.email) owners.push({ email: school.email, firstName: null });
    return owners;
  }

  /** Inside the RSVP's transaction; `recipients` from `recipientsFor`. */
  async execute(input: OpenHouseRsvpLead, recipients: LeadRecipient[], now = new Date()): Promise<void> {
    const [first, ...rest] = input.name.trim().split(/\s+/);
    const lead = Lead.submit(
      {
        schoolId: input.schoolId,
        type: 'open_house',
        parentFirstName: (first ?? '').slice(0, 50),
        parentLastName: rest.join(' ').slice(0, 50),
        email: input.email,
        childGrade: input.childGrade,
        // Only what the family sent: the RSVP form asks no school year, and the page it was sent from is not
        // known here (an open house is booked from the school's page and from /open-houses alike).
        intendedStart: null,
        message: input.summary,
        newsletter: false,
        sourcePage: null,
        idempotencyKey: input.rsvpId,
      },
      now,
      null,
    );
    await this.unitOfWork.transaction(async () => {
      if (!(await this.leads.insertIfNew(lead)) || !recipients.length) return;
      await this.mailer.queueSubmitted(
        lead,
        { id: input.schoolId, name: input.schoolName, slug: input.schoolSlug },
        recipients,
        { familyCopy: false },
      );
    });
  }
}
