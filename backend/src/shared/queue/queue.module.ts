import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import type { DefaultJobOptions } from 'bullmq';
import { AppConfig } from '../../config';
import { producerRedisOptions, workerRedisOptions } from './redis-options';
import { SettleQueueConnections } from './settle-connections';

/** Defaults for every job: keep failures for inspection, trim successes. */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 15_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
};

/**
 * BullMQ wiring. `forRoot` sets the shared connection (worker-grade) and key
 * prefix; `registerQueues` gives a module producer handles (`@InjectQueue`)
 * whose connection fails fast instead of queueing commands while Redis is down.
 * Processors are registered with `processorProvider` and start when the root
 * module's `StartProcessors` says so (processors.ts).
 */
@Module({})
export class QueueModule {
  static forRoot(): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        BullModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            connection: workerRedisOptions(config.redisUrl),
            prefix: config.redisPrefix,
            defaultJobOptions: DEFAULT_JOB_OPTIONS,
          }),
          extraOptions: { manualRegistration: true },
        }),
        DiscoveryModule,
      ],
      providers: [SettleQueueConnections],
    };
  }

  static registerQueues(...names: string[]): DynamicModule {
    return BullModule.registerQueueAsync(
      ...names.map((name) => ({
        name,
        inject: [AppConfig],
        useFactory: (config: AppConfig) => ({
          connection: producerRedisOptions(config.redisUrl),
          prefix: config.redisPrefix,
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
        }),
      })),
    );
  }
}
