import { Module } from '@nestjs/common';
import { RedisHealth } from '../../shared/queue';
import { DatabaseHealth } from './database-health';
import { HealthController } from './health.controller';

@Module({
  controllers: [HealthController],
  providers: [DatabaseHealth, RedisHealth],
})
export class HealthModule {}
