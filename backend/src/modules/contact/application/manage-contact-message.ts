import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { AdminAccounts } from '../../identity';
import { MailOutbox } from '../../mail';
import { ContactAssigneeNotAdminError, ContactMessageNotFoundError } from '../domain/contact-admin.errors';
import { ContactReply } from '../domain/contact-message';
import { contactSubjectLabel } from '../domain/contact-subject';
import { ContactMessageRepository } from './ports/contact-message.repository';

/**
 * The team's notes on a message and who looks after it (an active admin, or nobody). Fields left out
 * stay; the changed ones are audited as `contact_message.updated`.
 */
@Injectable()
export class UpdateContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly admins: AdminAccounts,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    input: { actorId: string; messageId: string; notes?: string | null; assigneeId?: string | null },
    now = new Date(),
  ): Promise<void> {
    if (input.assigneeId && !(await this.admins.activeAdmin(input.assigneeId)))
      throw new ContactAssigneeNotAdminError();
    await this.unitOfWork.transaction(async () => {
      const message = await this.messages.findByIdForUpdate(input.messageId);
      if (!message) throw new ContactMessageNotFoundError();
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (input.notes !== undefined) {
        const notes = input.notes?.trim() || null;
        if (notes !== message.notes) {
          before.notes = message.notes;
          after.notes = notes;
          message.notes = notes;
        }
      }
      if (input.assigneeId !== undefined && input.assigneeId !== message.assigneeId) {
        before.assigneeId = message.assigneeId;
        after.assigneeId = input.assigneeId;
        message.assigneeId = input.assigneeId;
      }
      if (!Object.keys(after).length) return;
      await this.messages.save(message);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'contact_message.updated',
          targetType: 'contact_message',
          targetId: message.id,
          before,
          after,
        },
        now,
      );
    });
  }
}

/**
 * The team answers from the inbox: the reply is kept on the message and mailed to the sender through the
 * outbox (once, keyed by the reply), Reply-To the team's inbox so the answer comes back to the team. A
 * new message becomes answered. All of it commits together.
 */
@Injectable()
export class ReplyToContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly mail: MailOutbox,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
  ) {}

  async execute(
    input: { actor: { id: string; name: string }; messageId: string; body: string },
    now = new Date(),
  ): Promise<ContactReply> {
    return this.unitOfWork.transaction(async () => {
      const message = await this.messages.findByIdForUpdate(input.messageId);
      if (!message) throw new ContactMessageNotFoundError();
      const reply = ContactReply.write(
        { messageId: message.id, authorId: input.actor.id, authorName: input.actor.name, body: input.body },
        now,
      );
      await this.messages.addReply(reply);
      await this.mail.queue({
        template: 'contact-reply',
        to: message.email,
        replyTo: this.config.mail.contactInbox,
        key: reply.mailKey(),
        data: {
          firstName: message.firstName,
          subject: contactSubjectLabel(message.subject),
          reply: reply.body,
          message: message.message,
        },
      });
      const statusBefore = message.status;
      if (message.status === 'new') {
        message.status = 'answered';
        await this.messages.save(message);
      }
      await this.audit.record(
        {
          actorId: input.actor.id,
          action: 'contact_message.replied',
          targetType: 'contact_message',
          targetId: message.id,
          before: { status: statusBefore },
          after: { status: message.status, replyId: reply.id },
        },
        now,
      );
      return reply;
    });
  }
}
