import {
  Injectable,
  type BeforeApplicationShutdown,
  type FactoryProvider,
  type OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BullRegistrar, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Worker, WorkerOptions } from 'bullmq';
import { AppConfig } from '../../config';
import { workerRedisOptions } from './redis-options';
import { settleConnection } from './settle-connections';

/** What a processor decides about its worker; the connection and key prefix are the same for every one. */
export type WorkerSettings = Omit<WorkerOptions, 'connection' | 'prefix' | 'autorun'>;

/** A WorkerHost as the subclass below sees it: its worker, its `process`, maybe its own shutdown hook. */
interface ProcessorInstance {
  readonly worker: Worker;
  process(job: Job, token?: string): Promise<unknown>;
  beforeApplicationShutdown?(signal?: string): unknown;
}
// A mixin's base must take `any[]` (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type HostClass = new (...args: any[]) => ProcessorInstance;

/**
 * Registers `host` as the `@Processor()` of `queue`: @nestjs/bullmq creates,
 * runs and closes its BullMQ worker, with the worker-grade connection (it waits
 * out a Redis outage), the configured key prefix and `settings(config)`.
 *
 * Why not `@Processor(queue, options)` on the class itself: @nestjs/bullmq gives
 * a processor the connection of the queue registered under the same name, and
 * every queue is registered with the fail-fast producer connection; a named
 * `configKey` is read only when no such queue is registered. Options passed to
 * `@Processor` win over the queue's, but a decorator on the class is evaluated
 * before the configuration exists, and the lock timings must be set when the
 * worker is built (BullMQ copies them into its lock manager then). So the class
 * is decorated here, once per application, on a subclass built from the
 * loaded AppConfig.
 *
 * The worker closes in `beforeApplicationShutdown` (after the class's own
 * hook, if any): it finishes its active job while the database is still open,
 * since Nest closes both @nestjs/bullmq's workers and the database only in
 * `onApplicationShutdown`.
 */
export function processorProvider<T extends WorkerHost>(
  host: Type<T>,
  queue: string,
  settings: (config: AppConfig) => WorkerSettings = () => ({}),
): FactoryProvider<T> {
  const Host = host as unknown as HostClass;
  return {
    provide: host,
    inject: [ModuleRef, AppConfig],
    useFactory: (moduleRef: ModuleRef, config: AppConfig) => {
      @Processor(queue, {
        ...settings(config),
        connection: workerRedisOptions(config.redisUrl),
        prefix: config.redisPrefix,
      })
      class ConfiguredProcessor extends Host implements BeforeApplicationShutdown {
        override async beforeApplicationShutdown(signal?: string): Promise<void> {
          await super.beforeApplicationShutdown?.(signal);
          await closeWorker(this);
        }
      }
      Object.defineProperty(ConfiguredProcessor, 'name', { value: host.name });
      // Built by Nest, so the host's constructor gets its dependencies from this module.
      return moduleRef.create(ConfiguredProcessor as unknown as Type<T>);
    },
  };
}

/** Closes a processor's worker; there is none when the application was never started (compiled and closed). */
async function closeWorker(host: ProcessorInstance): Promise<void> {
  let worker: Worker;
  try {
    worker = host.worker;
  } catch {
    return;
  }
  await settleConnection(worker);
  await worker.close();
}

/**
 * Starts every `@Processor()` worker. QueueModule.forRoot registers them
 * manually: left to itself @nestjs/bullmq starts them in its own (global, so
 * first) `onModuleInit`, before the modules have registered their hooks and
 * listeners or synced what jobs read. Provided by a root module, whose
 * `onApplicationBootstrap` Nest calls after every other module's.
 */
@Injectable()
export class StartProcessors implements OnApplicationBootstrap {
  constructor(private readonly registrar: BullRegistrar) {}

  onApplicationBootstrap(): void {
    this.registrar.register();
  }
}
