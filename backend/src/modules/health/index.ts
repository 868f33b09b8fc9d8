export { HealthModule } from './health.module';
export { pendingMigrationNames } from './migration-status';
