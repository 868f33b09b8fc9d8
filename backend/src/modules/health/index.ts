export { HealthModule } from './health.module';
export { MigrationStatus, pendingMigrationNames } from './migration-status';
