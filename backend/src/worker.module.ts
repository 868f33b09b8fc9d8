import { Module } from '@nestjs/common';
import { ConfigModule } from './config';
import { DatabaseModule } from './shared/database';
import { QueueModule } from './shared/queue';

/**
 * The background process: every module's `*JobsModule` (BullMQ processors).
 * Loaded only by `worker.ts`, never by the web app.
 */
@Module({
  imports: [ConfigModule, DatabaseModule, QueueModule.forRoot()],
})
export class WorkerModule {}
