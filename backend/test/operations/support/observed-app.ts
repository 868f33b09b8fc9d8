import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Type } from '@nestjs/common';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import { AppModule } from '../../../src/app.module';
import { AppConfig, loadConfig } from '../../../src/config';
import { configureHttpApp } from '../../../src/shared/http';
import { LogDestination } from '../../../src/shared/observability';
import { LogCapture } from './log-capture';

export interface ObservedApp {
  app: NestExpressApplication;
  config: AppConfig;
  logs: LogCapture;
  close(): Promise<void>;
}

/**
 * The real HTTP app (as createTestApp) whose log lines are captured in memory
 * instead of going to stdout. `controllers` adds test-only routes.
 */
export async function createObservedApp(
  env: Record<string, string> = {},
  controllers: Type[] = [],
): Promise<ObservedApp> {
  // nestjs-pino keeps one process-wide fallback logger; point it at this app's.
  __resetOutOfContextForTests();
  const config = loadConfig({ ...process.env, STATIC_DIR: '', LOG_LEVEL: 'info', ...env });
  const logs = new LogCapture();
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.withPayments(config.payments.mode)],
    controllers,
  })
    .overrideProvider(AppConfig)
    .useValue(config)
    .overrideProvider(LogDestination)
    .useValue(logs)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureHttpApp(app, config);
  await app.init();
  return { app, config, logs, close: () => app.close() };
}
