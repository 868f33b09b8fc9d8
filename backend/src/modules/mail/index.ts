export { MailModule } from './mail.module';
export { MailOutbox } from './application/mail-outbox';
export { MailSentHooks } from './application/mail-sent-hooks';
export type { MailSent } from './application/mail-sent-hooks';
export { isSafeMailAddress } from './domain/mail-address';
export { MailJobsModule } from './jobs/mail-jobs.module';
export { QueueDashboardModule } from './http/queue-dashboard.module';
