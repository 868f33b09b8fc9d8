import { Module } from '@nestjs/common';
import { QueueModule } from '../../shared/queue';
import { MailOutbox } from './application/mail-outbox';
import { MailSentHooks } from './application/mail-sent-hooks';
import { AfterCommit } from './infrastructure/after-commit';
import { MikroOrmOutboxRepository } from './infrastructure/mikro-orm-outbox.repository';
import { OutboxErasure } from './infrastructure/outbox-erasure';
import { MAIL_QUEUE, MailQueue } from './jobs/mail.queue';

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
    MailSentHooks,
    OutboxErasure,
  ],
  exports: [MailOutbox, MailSentHooks, MailQueue, MikroOrmOutboxRepository, OutboxErasure],
})
export class MailModule {}
