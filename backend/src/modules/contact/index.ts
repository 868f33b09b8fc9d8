export { ContactModule } from './contact.module';
export { ContactJobsModule } from './jobs/contact-jobs.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ContactMessageSchema, ContactReplySchema } from './infrastructure/contact-message.schema';
