import { Injectable, Module } from '@nestjs/common';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ConfigModule } from '../../../src/config';
import { ObservabilityModule, instrumentProcessor } from '../../../src/shared/observability';
import { QueueModule, StartProcessors, processorProvider } from '../../../src/shared/queue';
import { startWorker } from '../../../src/worker';

/**
 * The real worker entry (`startWorker`: migration check, logging, signal
 * handling) running a tiny processor on a test queue, wired like the billing
 * processor (`processorProvider`, `StartProcessors`), for the shutdown test.
 * Each job sleeps `data.ms` and then returns when it finished.
 */
const QUEUE = process.env.OPS_SLOW_QUEUE ?? 'ops-slow';

@Injectable()
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
  providers: [processorProvider(SlowJobProcessor, QUEUE, () => ({ concurrency: 1 })), StartProcessors],
})
class SlowWorkerModule {}

void startWorker(SlowWorkerModule);
