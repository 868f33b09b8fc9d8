import { ConsoleLogger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { AppConfig, loadConfig } from '../../src/config';
import { WorkerModule } from '../../src/worker.module';

export interface TestWorker {
  module: TestingModule;
  config: AppConfig;
  close(): Promise<void>;
}

/** Timings that keep the mail tests fast: tiny backoff, quick relay, short job locks. */
export const FAST_MAIL_ENV = {
  MAIL_BACKOFF_MS: '50',
  MAIL_RELAY_INTERVAL_MS: '200',
  MAIL_LOCK_MS: '1000',
};

/**
 * The real worker process's module graph (processors, relay), in this test
 * process, on the run's database and Redis prefix. `env` overrides variables,
 * e.g. SMTP_URL of a TestSmtpServer.
 */
export async function startTestWorker(env: Record<string, string> = {}): Promise<TestWorker> {
  const config = loadConfig({ ...process.env, STATIC_DIR: '', ...FAST_MAIL_ENV, ...env });
  const module = await Test.createTestingModule({ imports: [WorkerModule.withPayments(config.payments.mode)] })
    .overrideProvider(AppConfig)
    .useValue(config)
    .setLogger(new ConsoleLogger({ logLevels: ['error'] }))
    .compile();
  await module.init();
  return { module, config, close: () => module.close() };
}
