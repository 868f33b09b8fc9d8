import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { ContactMessageNotFoundError } from '../domain/contact-admin.errors';
import type { ContactStatus } from '../domain/contact-message';
import { ContactMessageRepository } from './ports/contact-message.repository';

/** The admin marks a contact message new, answered or closed. */
@Injectable()
export class SetContactMessageStatus {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { actorId: string; messageId: string; status: ContactStatus }, now = new Date()): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const message = await this.messages.findById(input.messageId);
      if (!message) throw new ContactMessageNotFoundError();
      const before = message.status;
      if (before === input.status) return;
      message.status = input.status;
      await this.messages.save(message);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'contact_message.status_changed',
          targetType: 'contact_message',
          targetId: message.id,
          before: { status: before },
          after: { status: input.status },
        },
        now,
      );
    });
  }
}
