import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessageRepository } from '../application/ports/contact-message.repository';
import { ContactMessage, type ContactReply } from '../domain/contact-message';

/** Through the injected EntityManager: inside a transaction (the caller's) it resolves to that transaction's. */
@Injectable()
export class MikroOrmContactMessageRepository extends ContactMessageRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(message: ContactMessage): Promise<void> {
    await this.em.persist(message).flush();
  }

  findById(id: string): Promise<ContactMessage | null> {
    return this.em.findOne(ContactMessage, { id });
  }

  findByIdForUpdate(id: string): Promise<ContactMessage | null> {
    return this.em.findOne(ContactMessage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async addReply(reply: ContactReply): Promise<void> {
    await this.em.persist(reply).flush();
  }

  async save(message: ContactMessage): Promise<void> {
    await this.em.persist(message).flush();
  }

  async recordMailSent(messageId: string, mail: 'notification' | 'confirmation', sentAt: Date): Promise<void> {
    const field = mail === 'notification' ? 'notificationSentAt' : 'confirmationSentAt';
    await this.em.nativeUpdate(ContactMessage, { id: messageId }, { [field]: sentAt });
  }
}
