export { AuditModule } from './audit.module';
export { AuditTrail } from './application/audit-trail';
export type { AuditEntryInput } from './domain/audit-entry';
export { AuditEntrySchema } from './infrastructure/audit-entry.schema';
