import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolCatalogue } from '../../catalogue';
import { requestsReachSomeone } from '../../directory';
import { SchoolOwnerContacts } from '../../identity';
import { Lead, type SubmittedLead } from '../domain/lead';
import { spamReasonOf } from '../domain/lead-form';
import { LeadSchoolNotFoundError, SchoolNotAcceptingLeadsError, SchoolUnclaimedError } from '../domain/leads.errors';
import { LeadMailer } from './ports/lead-mailer';
import { LeadNotificationStore } from './ports/lead-notification.store';
import { LeadRepository } from './ports/lead.repository';

export interface LeadSubmission extends Omit<SubmittedLead, 'schoolId'> {
  website?: string | null;
  formStartedAt: number;
}

/**
 * A family's request from a premium school's page. The lead and its mails'
 * outbox rows are stored in one transaction, so once this returns the request
 * is safe and will be mailed whether or not Redis, the mail server or the
 * worker is up. Spam is stored (status spam) but never mailed; a repeated
 * idempotency key stores and mails nothing new.
 */
@Injectable()
export class SubmitLead {
  constructor(
    private readonly catalogue: SchoolCatalogue,
    private readonly owners: SchoolOwnerContacts,
    private readonly leads: LeadRepository,
    private readonly mailer: LeadMailer,
    private readonly notifications: LeadNotificationStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(slug: string, input: LeadSubmission, now = new Date()): Promise<void> {
    const school = await this.catalogue.findBySlug(slug);
    if (!school) throw new LeadSchoolNotFoundError();
    if (!school.isPremium) throw new SchoolNotAcceptingLeadsError();

    const owners = await this.owners.activeOwnersOf(school.id);
    // Nobody to receive it: refused before anything is stored (the page offers no request there either).
    if (!requestsReachSomeone({ hasActiveOwner: owners.length > 0, email: school.email }))
      throw new SchoolUnclaimedError();

    const { website, formStartedAt, ...fields } = input;
    const spamReason = spamReasonOf({ website, formStartedAt }, now);
    const lead = Lead.submit({ ...fields, schoolId: school.id }, now, spamReason);
    // Owners on the daily summary hear of it in the next summary (SendLeadSummaries); the family's copy goes now.
    const ownersNow = !spamReason && (await this.notifications.modeOf(school.id)) === 'immediate';
    const recipients = ownersNow ? [...owners] : [];

    await this.unitOfWork.transaction(async () => {
      const stored = await this.leads.insertIfNew(lead);
      if (!stored || lead.isSpam()) return;
      if (!ownersNow)
        return this.mailer.queueSubmitted(lead, { id: school.id, name: school.name, slug: school.slug }, []);
      if (!recipients.length && school.email) recipients.push({ email: school.email, firstName: null });
      await this.mailer.queueSubmitted(lead, { id: school.id, name: school.name, slug: school.slug }, recipients);
    });
  }
}
