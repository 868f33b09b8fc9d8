import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { MailDelivery } from '../../mail';
import { ContactMessageNotFoundError, NoFailedMailError } from '../domain/contact-admin.errors';
import { contactMailKey } from '../domain/contact-message';
import { ContactMessageRepository } from './ports/contact-message.repository';

/**
 * The admin's Retry on a message whose mail failed: the mail module reopens
 * the failed ones among its two mails (a sent one is never sent again) and
 * queues them once this transaction commits. 400 when none has failed.
 */
@Injectable()
export class RetryContactMail {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly delivery: MailDelivery,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Returns which mails were reopened ('notification', 'confirmation'). */
  async execute(input: { actorId: string; messageId: string }, now = new Date()): Promise<string[]> {
    return this.unitOfWork.transaction(async () => {
      const message = await this.messages.findById(input.messageId);
      if (!message) throw new ContactMessageNotFoundError();
      const kinds = ['notification', 'confirmation'] as const;
      const reopened = await this.delivery.retryFailed(kinds.map((kind) => contactMailKey(kind, message.id)));
      if (!reopened.length) throw new NoFailedMailError();
      const mails = kinds.filter((kind) => reopened.includes(contactMailKey(kind, message.id)));
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'contact_message.mail_retried',
          targetType: 'contact_message',
          targetId: message.id,
          after: { mails },
        },
        now,
      );
      return mails;
    });
  }
}
