export { AuditModule } from './audit.module';
export { AuditTrail } from './application/audit-trail';
export { AuditLookup } from './application/audit-lookup';
export type { AuditEntry, AuditEntryInput, AuditEntryRef } from './domain/audit-entry';
export { revertOfEntry } from './domain/audit-entry';
export { AuditEntryNotFoundError } from './domain/audit.errors';
export { AuditEntrySchema } from './infrastructure/audit-entry.schema';
