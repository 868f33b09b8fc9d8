import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { exitIfMigrationsPending } from './cli/exit-if-migrations-pending';
import { loadConfigOrExit } from './cli/load-config-or-exit';
import { configureHttpApp } from './shared/http';
import {
  ProcessRole,
  RootLogger,
  closeHttpServer,
  createRootLogger,
  defaultLogDestination,
  exitGracefullyOnSignals,
} from './shared/observability';

/**
 * The web app. Start-up: configuration, then the migration check, then Nest.
 * Shutdown (SIGTERM/SIGINT): stop accepting connections and let in-flight
 * requests finish, then close the app (queues, Redis, the database pool), all
 * within SHUTDOWN_TIMEOUT_MS.
 *
 * `rootModule` is replaceable so the shutdown test runs this same code with a
 * slow test route; by default the app for the configured payment mode.
 */
export async function startWebApp(rootModule?: Type | DynamicModule): Promise<void> {
  const config = loadConfigOrExit();
  const bootLogger = createRootLogger(config, new ProcessRole('web'), defaultLogDestination(config));
  await exitIfMigrationsPending(config, bootLogger);

  const app = await NestFactory.create<NestExpressApplication>(
    rootModule ?? AppModule.withPayments(config.payments.mode),
    { bodyParser: false, bufferLogs: true },
  );
  configureHttpApp(app, config);
  await app.listen(config.port);
  const logger = app.get(RootLogger).pino;
  logger.info({ port: config.port }, `${config.appName} listening on http://localhost:${config.port}`);

  const { shutdownTimeoutMs } = config.observability;
  exitGracefullyOnSignals(logger, shutdownTimeoutMs, async () => {
    // Most of the budget goes to in-flight requests; the rest to closing connections and pools.
    await closeHttpServer(app.getHttpServer(), Math.floor(shutdownTimeoutMs * 0.8));
    await app.close();
  });
}

if (require.main === module) void startWebApp();
