import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { exitIfMigrationsPending } from './cli/exit-if-migrations-pending';
import { loadConfigOrExit } from './cli/load-config-or-exit';
import {
  ProcessRole,
  createRootLogger,
  defaultLogDestination,
  exitGracefullyOnSignals,
  lowerCpuPriority,
  processorWorkers,
  runningJobs,
} from './shared/observability';
import { WorkerModule } from './worker.module';

/**
 * The BullMQ worker process. Start-up: configuration, the migration check,
 * then Nest, whose root module starts the processors once every module has
 * initialised (StartProcessors). Shutdown (SIGTERM/SIGINT):
 * the workers stop taking jobs and finish the active ones, then the app closes
 * (database last). After SHUTDOWN_TIMEOUT_MS the process exits anyway; the
 * jobs it was running keep their lock until it expires, then BullMQ hands
 * them to another worker as stalled (docs/operations.md).
 *
 * `rootModule` is replaceable so the shutdown test runs this same code with a
 * test processor; by default the worker for the configured payment mode.
 */
export async function startWorker(rootModule?: Type | DynamicModule): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config, new ProcessRole('worker'), defaultLogDestination(config));
  await exitIfMigrationsPending(config, logger);
  // Before any job can start (processors start during Nest's init): background work takes only the CPU the
  // web app leaves idle on a shared machine.
  const nice = lowerCpuPriority(config.observability.workerNice);
  logger.info({ nice }, 'worker CPU priority lowered');

  // Nest's own lines go through pino from the first one (no buffering: a job may start during init).
  const nestLogger = new NestPinoLogger(new PinoLogger({ pinoHttp: { logger } }), {});
  const app = await NestFactory.createApplicationContext(
    rootModule ?? WorkerModule.withPayments(config.payments.mode),
    { logger: nestLogger },
  );
  logger.info('worker started; processing queues');

  exitGracefullyOnSignals(
    logger,
    config.observability.shutdownTimeoutMs,
    async () => {
      const active = runningJobs();
      if (active.length) logger.info({ activeJobs: active }, 'waiting for active jobs to finish');
      await Promise.all(processorWorkers(app).map((worker) => worker.close()));
      await app.close();
    },
    () => logger.error({ activeJobs: runningJobs() }, 'jobs still running at the shutdown timeout'),
  );
}

if (require.main === module) void startWorker();
