import { Module } from '@nestjs/common';
import { AuditLookup } from './application/audit-lookup';
import { AuditTrail } from './application/audit-trail';
import { AuditEntryRepository } from './application/ports/audit-entry.repository';
import { MikroOrmAuditEntryRepository } from './infrastructure/mikro-orm-audit-entry.repository';

/**
 * The audit trail (`audit_log`): every admin and owner write records who did
 * what through `AuditTrail`, inside its own transaction. `AuditLookup` reads
 * single entries and what was reverted (an admin's revert, the Audit tab); the
 * admin's Activity list reads the rest (moderation's reads).
 */
@Module({
  providers: [{ provide: AuditEntryRepository, useClass: MikroOrmAuditEntryRepository }, AuditTrail, AuditLookup],
  exports: [AuditTrail, AuditLookup],
})
export class AuditModule {}
