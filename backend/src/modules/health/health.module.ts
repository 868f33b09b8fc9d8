import { Module } from '@nestjs/common';
import { RedisHealth } from '../../shared/queue';
import { DatabaseHealth } from './database-health';
import { HealthController } from './health.controller';
import { MigrationStatus } from './migration-status';

@Module({
  controllers: [HealthController],
  providers: [DatabaseHealth, RedisHealth, MigrationStatus],
})
export class HealthModule {}
