import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/config';
import { configureHttpApp } from '../../src/shared/http';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real HTTP app (same pipeline as `main.ts`) on the run's database and
 * Redis prefix. `env` overrides single variables, e.g. a dead REDIS_URL.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, STATIC_DIR: '', ...env });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.withPayments(config.payments.mode)] })
    .overrideProvider(AppConfig)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: ['error', 'warn'] });
  configureHttpApp(app, config);
  await app.init();
  return { app, config, close: () => app.close() };
}
