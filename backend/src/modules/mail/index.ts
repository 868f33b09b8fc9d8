export { MailModule } from './mail.module';
export { MailOutbox } from './application/mail-outbox';
export type { QueuedMail } from './application/mail-outbox';
export { MailDelivery } from './application/mail-delivery';
export type { MailDeliveryState, MailDeliveryStatus } from './application/mail-delivery';
export { MailSentHooks } from './application/mail-sent-hooks';
export type { MailSent } from './application/mail-sent-hooks';
export { isSafeMailAddress } from './domain/mail-address';
export { OutboxErasure } from './application/ports/outbox-erasure';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { OutboxMailSchema } from './infrastructure/outbox-mail.schema';
