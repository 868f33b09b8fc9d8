import { Module } from '@nestjs/common';
import { AuditTrail } from './application/audit-trail';
import { AuditEntryRepository } from './application/ports/audit-entry.repository';
import { MikroOrmAuditEntryRepository } from './infrastructure/mikro-orm-audit-entry.repository';

/**
 * The audit trail (`audit_log`): every admin and owner write records who did
 * what through `AuditTrail`, inside its own transaction. The admin's Activity
 * list reads it (moderation's reads).
 */
@Module({
  providers: [{ provide: AuditEntryRepository, useClass: MikroOrmAuditEntryRepository }, AuditTrail],
  exports: [AuditTrail],
})
export class AuditModule {}
