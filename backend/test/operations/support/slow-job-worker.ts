import { Module } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ConfigModule } from '../../../src/config';
import { ObservabilityModule, instrumentProcessor } from '../../../src/shared/observability';
import { QueueModule } from '../../../src/shared/queue';
import { startWorker } from '../../../src/worker';

/**
 * The real worker entry (`startWorker`: migration check, logging, signal
 * handling) running a tiny `@Processor` on a test queue, wired like the
 * billing processor, for the shutdown test. Each job sleeps `data.ms` and
 * then returns when it finished.
 */
const QUEUE = process.env.OPS_SLOW_QUEUE ?? 'ops-slow';

@Processor(QUEUE)
class SlowJobProcessor extends WorkerHost {
  private readonly run = instrumentProcessor(async (job: Job<{ ms: number }>) => {
    await new Promise((done) => setTimeout(done, job.data.ms));
    return { finishedAt: Date.now() };
  });

  process(job: Job<{ ms: number }>): Promise<{ finishedAt: number }> {
    return this.run(job);
  }
}

@Module({
  imports: [ConfigModule, ObservabilityModule.forWorker(), QueueModule.forRoot(), QueueModule.registerQueues(QUEUE)],
  providers: [SlowJobProcessor],
})
class SlowWorkerModule {}

void startWorker(SlowWorkerModule);
