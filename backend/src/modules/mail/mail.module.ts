import { Module } from '@nestjs/common';
import { QueueModule } from '../../shared/queue';
import { MailDelivery } from './application/mail-delivery';
import { MailOutbox } from './application/mail-outbox';
import { MailSentHooks } from './application/mail-sent-hooks';
import { AfterCommit } from './infrastructure/after-commit';
import { MikroOrmOutboxRepository } from './infrastructure/mikro-orm-outbox.repository';
import { OutboxErasure } from './application/ports/outbox-erasure';
import { SqlOutboxErasure } from './infrastructure/outbox-erasure';
import { MAIL_QUEUE, MailQueue } from './jobs/mail.queue';
import { OutboxMailDelivery } from './jobs/outbox-mail-delivery';

/**
 * Sending e-mail from any module: inject `MailOutbox` and call `queue(…)`
 * inside your use case's `UnitOfWork.transaction(...)`. Imported by the web app and the worker alike; the
 * processor and relay live in `MailJobsModule` (worker only).
 */
@Module({
  imports: [QueueModule.registerQueues(MAIL_QUEUE)],
  providers: [
    AfterCommit,
    MikroOrmOutboxRepository,
    MailQueue,
    { provide: MailOutbox, useExisting: MailQueue },
    { provide: MailDelivery, useClass: OutboxMailDelivery },
    MailSentHooks,
    { provide: OutboxErasure, useClass: SqlOutboxErasure },
  ],
  exports: [MailOutbox, MailDelivery, MailSentHooks, MailQueue, MikroOrmOutboxRepository, OutboxErasure],
})
export class MailModule {}
