import { Module } from '@nestjs/common';
import { ConfigModule } from './config';
import { DatabaseModule } from './shared/database';
import { QueueModule } from './shared/queue';
import { HealthModule } from './modules/health';

/** The HTTP process: controllers and producers, never queue processors. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueueModule.forRoot(), HealthModule],
})
export class AppModule {}
