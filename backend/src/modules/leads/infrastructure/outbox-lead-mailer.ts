import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { MAX_SCHOOL_OWNER_CONTACTS } from '../../identity';
import { MailOutbox, OutboxErasure } from '../../mail';
import { LeadMailer, type LeadRecipient, type LeadSchool } from '../application/ports/lead-mailer';
import type { SummarisedLead, SummaryDay } from '../application/ports/lead-notification.store';
import { describeDay } from '../domain/lead-notification';
import type { Lead } from '../domain/lead';
import { leadReplyMailKey, type LeadReply } from '../domain/lead-reply';
import { describePreferredTimes } from '../domain/lead-form';

type LeadMail = Parameters<MailOutbox['queue']>[0];

const REQUEST_TYPE = {
  information: 'Information request',
  tour: 'Tour request',
  open_house: 'Open house RSVP',
} as const;

/**
 * Outbox keys of a lead's mails: the family's confirmation and one
 * notification per owner (at most MAX_SCHOOL_OWNER_CONTACTS). Derived from the
 * lead id, so each is stored once, ever, and erasure finds them all.
 */
export function leadMailKeys(leadId: string): { confirmation: string; notifications: string[] } {
  return {
    confirmation: `lead-confirmation:${leadId}`,
    notifications: Array.from({ length: MAX_SCHOOL_OWNER_CONTACTS }, (_, n) => `lead-notification:${leadId}:${n}`),
  };
}

/**
 * Where the owner's notification links to: the school dashboard's Leads tab, opened on this lead's detail
 * (`lead`), for the lead's school (`school`: an owner of several schools lands in the right inbox).
 */
export function leadInboxUrl(publicUrl: string, schoolId: number, leadId: string): string {
  return `${leadsTabUrl(publicUrl, schoolId)}&lead=${encodeURIComponent(leadId)}`;
}

/** Outbox keys of a school's summary for a day: one per owner (at most MAX_SCHOOL_OWNER_CONTACTS). */
export function leadSummaryKeys(schoolId: number, day: string): string[] {
  return Array.from({ length: MAX_SCHOOL_OWNER_CONTACTS }, (_, n) => `lead-summary:${schoolId}:${day}:${n}`);
}

/** Where the daily summary links to: the school dashboard's Leads tab, for that school. */
export function leadsTabUrl(publicUrl: string, schoolId: number): string {
  return `${publicUrl}/school-dashboard?tab=leads&school=${schoolId}`;
}

const timeOfDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The lead's mails through the mail module's outbox, in the transaction that
 * stores the lead. The one place this module calls `MailOutbox.queue`.
 */
@Injectable()
export class OutboxLeadMailer extends LeadMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly erasure: OutboxErasure,
    private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super();
  }

  async queueSubmitted(
    lead: Lead,
    school: LeadSchool,
    owners: LeadRecipient[],
    { familyCopy = true }: { familyCopy?: boolean } = {},
  ): Promise<void> {
    const keys = leadMailKeys(lead.id);
    const requestType = REQUEST_TYPE[lead.type];
    const preferredTimes = lead.preferredTimes.length ? describePreferredTimes(lead.preferredTimes) : undefined;
    const parentName = `${lead.parentFirstName} ${lead.parentLastName}`;
    const mails: LeadMail[] = owners.slice(0, keys.notifications.length).map((owner, n) => ({
      template: 'lead-notification',
      to: owner.email,
      replyTo: lead.email,
      key: keys.notifications[n],
      data: {
        ...(owner.firstName ? { firstName: owner.firstName } : {}),
        schoolName: school.name,
        requestType,
        parentName,
        email: lead.email,
        ...(lead.phone ? { phone: lead.phone } : {}),
        childGrade: lead.childGrade,
        ...(lead.intendedStart ? { intendedStart: lead.intendedStart } : {}),
        ...(preferredTimes ? { preferredTimes } : {}),
        message: lead.message,
        inboxUrl: leadInboxUrl(this.config.publicUrl, school.id, lead.id),
      },
    }));
    if (familyCopy)
      mails.push({
        template: 'lead-confirmation',
        to: lead.email,
        key: keys.confirmation,
        data: {
          firstName: lead.parentFirstName,
          schoolName: school.name,
          requestType,
          childGrade: lead.childGrade,
          ...(lead.intendedStart ? { intendedStart: lead.intendedStart } : {}),
          ...(preferredTimes ? { preferredTimes } : {}),
          message: lead.message,
          schoolUrl: `${this.config.publicUrl}/schools/${encodeURIComponent(school.slug)}`,
        },
      });
    for (const mail of mails) await this.queue(mail);
  }

  async queueSummary(
    school: Pick<LeadSchool, 'id' | 'name'>,
    day: string,
    leads: SummarisedLead[],
    owners: LeadRecipient[],
  ): Promise<void> {
    const lines = leads.map(
      (lead) =>
        `${`${lead.parentFirstName} ${lead.parentLastName}`.trim()}: ${REQUEST_TYPE[lead.type]}, ${timeOfDay.format(lead.createdAt)}`,
    );
    const recipients = owners.slice(0, MAX_SCHOOL_OWNER_CONTACTS);
    for (const [n, owner] of recipients.entries())
      await this.queue({
        template: 'lead-summary',
        to: owner.email,
        // One per owner, school and day: a retry of the run stores nothing twice.
        key: leadSummaryKeys(school.id, day)[n],
        data: {
          ...(owner.firstName ? { firstName: owner.firstName } : {}),
          schoolName: school.name,
          day: describeDay(day),
          leads: lines,
          inboxUrl: leadsTabUrl(this.config.publicUrl, school.id),
        },
      });
  }

  async forgetSummaries(summaries: SummaryDay[]): Promise<void> {
    await this.erasure.forget(summaries.flatMap((summary) => leadSummaryKeys(summary.schoolId, summary.day)));
  }

  async queueReply(lead: Lead, reply: LeadReply, school: LeadSchool, replyTo: string): Promise<void> {
    await this.queue({
      template: 'lead-reply',
      to: lead.email,
      replyTo,
      fromName: school.name,
      key: reply.mailKey(),
      data: {
        firstName: lead.parentFirstName || 'there',
        schoolName: school.name,
        requestType: REQUEST_TYPE[lead.type],
        authorName: reply.authorName,
        reply: reply.body,
        message: lead.message,
        schoolUrl: `${this.config.publicUrl}/schools/${encodeURIComponent(school.slug)}`,
      },
    });
  }

  async forget(leadIds: string[]): Promise<void> {
    if (!leadIds.length) return;
    // Reply mails are keyed by the reply, so their keys are read from this module's own lead_reply.
    const replies = await this.em
      .getConnection('write')
      .execute<{ id: string }[]>(
        `select "id" from "lead_reply" where "lead_id" in (?)`,
        [leadIds],
        'all',
        this.em.getTransactionContext(),
      );
    await this.erasure.forget([
      ...leadIds.flatMap((id) => {
        const keys = leadMailKeys(id);
        return [keys.confirmation, ...keys.notifications];
      }),
      ...replies.map((reply) => leadReplyMailKey(reply.id)),
    ]);
  }

  /** The single call into the outbox: it joins the transaction the caller's UnitOfWork opened. */
  private queue(mail: LeadMail): Promise<void> {
    return this.outbox.queue(mail);
  }
}
