export { ContactModule } from './contact.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ContactMessageSchema, ContactReplySchema } from './infrastructure/contact-message.schema';
