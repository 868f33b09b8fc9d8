import { ConsoleLogger, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Test, type TestingModule } from '@nestjs/testing';
import type { WorkerHost } from '@nestjs/bullmq';
import type { Worker } from 'bullmq';
import { AppConfig, loadConfig } from '../../src/config';
import { PaymentEventsProcessor } from '../../src/modules/billing/jobs/payment-events.processor';
import { LeadRetentionProcessor } from '../../src/modules/leads/jobs/lead-retention.processor';
import { MailProcessor } from '../../src/modules/mail/jobs/mail.processor';
import { WorkerModule } from '../../src/worker.module';
import { FAST_MAIL_ENV } from '../mail/test-worker';

const PROCESSORS = [MailProcessor, PaymentEventsProcessor, LeadRetentionProcessor];
type ProcessorClass = (typeof PROCESSORS)[number];
/** Processors whose worker has emitted `closed`. */
const closedWorkers = new Set<ProcessorClass>();

function workerOf(moduleRef: Pick<ModuleRef, 'get'>, processor: ProcessorClass): Worker | undefined {
  try {
    return moduleRef.get<WorkerHost>(processor, { strict: false }).worker;
  } catch {
    return undefined;
  }
}

/**
 * Sits in the test's root module. Its `onModuleInit` runs after every other
 * module's (where hook registries fill up); its `onApplicationShutdown` runs
 * first of that phase, the one in which Nest closes the database.
 */
@Injectable()
class LifecycleProbe implements OnModuleInit, OnApplicationShutdown {
  workersAtModuleInit: Array<Worker | undefined> = [];
  workersClosedAtShutdown: boolean[] = [];

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    this.workersAtModuleInit = PROCESSORS.map((processor) => workerOf(this.moduleRef, processor));
  }

  onApplicationShutdown(): void {
    this.workersClosedAtShutdown = PROCESSORS.map((processor) => closedWorkers.has(processor));
  }
}

/** The worker's BullMQ processors as @nestjs/bullmq runs them: connection, timings, start and stop. */
describe('operations: the worker’s processors', () => {
  let config: AppConfig;
  let moduleRef: TestingModule;
  let probe: LifecycleProbe;

  beforeAll(async () => {
    config = loadConfig({ ...process.env, STATIC_DIR: '', ...FAST_MAIL_ENV });
    moduleRef = await Test.createTestingModule({
      imports: [WorkerModule.withPayments(config.payments.mode)],
      providers: [LifecycleProbe],
    })
      .overrideProvider(AppConfig)
      .useValue(config)
      .setLogger(new ConsoleLogger({ logLevels: ['error'] }))
      .compile();
    probe = moduleRef.get(LifecycleProbe);
    await moduleRef.init();
    // Connected before the last test closes them: BullMQ reports a connection closed while it is still starting as an error.
    await Promise.all(PROCESSORS.map((processor) => workerOf(moduleRef, processor)!.waitUntilReady()));
    for (const processor of PROCESSORS)
      workerOf(moduleRef, processor)!.on('closed', () => closedWorkers.add(processor));
  });
  afterAll(() => moduleRef?.close());

  it('start only once every module has initialised, then run', () => {
    expect(probe.workersAtModuleInit).toEqual([undefined, undefined, undefined]);
    for (const processor of PROCESSORS) expect(workerOf(moduleRef, processor)?.isRunning()).toBe(true);
  });

  it('wait out Redis outages (worker-grade connection) under the configured prefix', () => {
    for (const processor of PROCESSORS) {
      const { opts } = workerOf(moduleRef, processor)!;
      expect(opts.prefix).toBe(config.redisPrefix);
      expect(opts.connection).toMatchObject({ maxRetriesPerRequest: null });
      expect(opts.connection).not.toHaveProperty('enableOfflineQueue', false);
    }
  });

  it('take their concurrency and lock timings from the processor and the configuration', () => {
    expect(workerOf(moduleRef, MailProcessor)!.opts).toMatchObject({
      concurrency: 4,
      lockDuration: config.mail.lockMs,
      lockRenewTime: config.mail.lockMs / 2,
      stalledInterval: config.mail.lockMs,
      maxStalledCount: 3,
    });
    expect(config.mail.lockMs).toBe(Number(FAST_MAIL_ENV.MAIL_LOCK_MS));
    expect(workerOf(moduleRef, PaymentEventsProcessor)!.opts.concurrency).toBe(1);
    expect(workerOf(moduleRef, LeadRetentionProcessor)!.opts.concurrency).toBe(1);
  });

  it('have closed their workers before the phase that closes the database begins', async () => {
    await moduleRef.close();
    expect(probe.workersClosedAtShutdown).toEqual([true, true, true]);
  });
});
