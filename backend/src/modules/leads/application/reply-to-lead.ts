import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { MailDelivery } from '../../mail';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { LeadReply, leadReplyMailKey } from '../domain/lead-reply';
import {
  LeadNotFoundError,
  LeadReplyNotFoundError,
  LeadSchoolNotFoundError,
  NoFailedReplyMailError,
} from '../domain/leads.errors';
import { leadActorOf } from './lead-access';
import { LeadMailer } from './ports/lead-mailer';
import { LeadReplyStore } from './ports/lead-reply.store';
import { LeadRepository } from './ports/lead.repository';
import { ResponseTimes } from './ports/response-times';

/**
 * The owner answers a family from the lead inbox (issue 44, docs/decisions/lead-replies.md): the reply is kept
 * on the lead and mailed through the outbox (once, keyed by the reply) with the school's name as sender name
 * and Reply-To the owner's own address, so the family's answer goes straight to the owner's mailbox. The first
 * reply records the family's wait in business minutes, a new lead becomes contacted, and the school's
 * response-time figures are recounted: all in one transaction. Owners only: the reply speaks for the school
 * with the writer's own address (an admin's Reply-To would send the family's answer to the team).
 */
@Injectable()
export class ReplyToLead {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly schools: SchoolLookup,
    private readonly leads: LeadRepository,
    private readonly replies: LeadReplyStore,
    private readonly mailer: LeadMailer,
    private readonly responseTimes: ResponseTimes,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: SessionUser,
    schoolId: number,
    leadId: string,
    body: string,
    now = new Date(),
  ): Promise<LeadReply> {
    await this.ownership.assertOwns(user.id, schoolId);
    const school = await this.schools.byId(schoolId);
    if (!school) throw new LeadSchoolNotFoundError();
    return this.unitOfWork.transaction(async () => {
      const lead = await this.leads.findForUpdate(leadId);
      if (!lead || lead.schoolId !== schoolId) throw new LeadNotFoundError();
      const actor = leadActorOf(user);
      const statusChange = lead.recordReply(actor, now);
      const reply = LeadReply.write({ leadId: lead.id, author: actor, body }, now);
      await this.leads.save(lead);
      if (statusChange) await this.leads.addActivity(statusChange);
      await this.replies.addReply(reply);
      await this.mailer.queueReply(lead, reply, { id: school.id, name: school.name, slug: school.slug }, user.email);
      await this.responseTimes.refreshSchool(schoolId, now);
      return reply;
    });
  }
}

/**
 * 'Retry' on a reply whose mail failed: the mail module reopens it (a sent mail is never sent again) and
 * queues it once this transaction commits. 400 when it has not failed. Owners only, as the reply.
 */
@Injectable()
export class RetryLeadReplyMail {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly leads: LeadRepository,
    private readonly replies: LeadReplyStore,
    private readonly delivery: MailDelivery,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: SessionUser, schoolId: number, leadId: string, replyId: string): Promise<void> {
    await this.ownership.assertOwns(user.id, schoolId);
    await this.unitOfWork.transaction(async () => {
      const lead = await this.leads.findForUpdate(leadId);
      if (!lead || lead.schoolId !== schoolId) throw new LeadNotFoundError();
      const reply = await this.replies.findReply(lead.id, replyId);
      if (!reply) throw new LeadReplyNotFoundError();
      const reopened = await this.delivery.retryFailed([leadReplyMailKey(reply.id)]);
      if (!reopened.length) throw new NoFailedReplyMailError();
    });
  }
}
