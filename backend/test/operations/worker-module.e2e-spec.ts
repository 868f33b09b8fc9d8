import { Test, type TestingModule } from '@nestjs/testing';
import { ModulesContainer } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/config';
import { QUEUE_NAMES } from '../../src/shared/queue';
import { WorkerModule } from '../../src/worker.module';

/** Nest registers APP_GUARD, APP_PIPE, … providers under tokens that start with the constant's name. */
const GLOBAL_HTTP_ENHANCERS = /^APP_(GUARD|INTERCEPTOR|PIPE|FILTER)\b/;

/**
 * Library modules that have a `configure` method which registers nothing
 * outside an HTTP app (pino's request logger, MikroORM's request context).
 */
const LIBRARY_MIDDLEWARE = new Set(['LoggerModule', 'MikroOrmCoreModule']);

/** Every controller, global guard/pipe/filter/interceptor and middleware-configuring module of ours in a compiled graph. */
function httpPieces(moduleRef: TestingModule): string[] {
  const pieces: string[] = [];
  for (const module of moduleRef.get(ModulesContainer).values()) {
    for (const controller of module.controllers.keys())
      pieces.push(`controller ${String((controller as { name?: string }).name ?? controller)}`);
    for (const token of module.providers.keys()) {
      if (typeof token === 'string' && GLOBAL_HTTP_ENHANCERS.test(token))
        pieces.push(`${token.split(' ')[0]} in ${module.name}`);
    }
    const prototype = (module.metatype as { prototype?: { configure?: unknown } }).prototype;
    if (typeof prototype?.configure === 'function' && !LIBRARY_MIDDLEWARE.has(module.name))
      pieces.push(`middleware of ${module.name}`);
  }
  return pieces.sort();
}

async function compile(root: typeof AppModule | typeof WorkerModule): Promise<TestingModule> {
  const config = loadConfig({ ...process.env, STATIC_DIR: '' });
  const moduleRef = await Test.createTestingModule({ imports: [root.withPayments(config.payments.mode)] })
    .overrideProvider(AppConfig)
    .useValue(config)
    .compile();
  await queuesConnected(moduleRef);
  return moduleRef;
}

/**
 * The graph is closed right after it is compiled; a BullMQ connection closed
 * while it is still starting reports an error after its listeners are gone,
 * which fails the test. So every registered queue connects first.
 */
async function queuesConnected(moduleRef: TestingModule): Promise<void> {
  const queues = QUEUE_NAMES.flatMap((name) => {
    try {
      return [moduleRef.get<Queue>(getQueueToken(name), { strict: false })];
    } catch {
      return [];
    }
  });
  await Promise.all(queues.map((queue) => queue.waitUntilReady()));
}

describe('processes: the worker loads no HTTP', () => {
  it('has no controller, global guard, pipe or filter, and no middleware in the worker graph', async () => {
    const worker = await compile(WorkerModule);
    try {
      expect(httpPieces(worker)).toEqual([]);
    } finally {
      await worker.close();
    }
  });

  it('finds them in the web app graph (so the check above can fail)', async () => {
    const web = await compile(AppModule);
    try {
      const pieces = httpPieces(web);
      expect(pieces).toEqual(
        expect.arrayContaining([
          'controller StripeWebhookController',
          'APP_GUARD in IdentityModule',
          'middleware of SessionModule',
          'middleware of QueueDashboardModule',
        ]),
      );
    } finally {
      await web.close();
    }
  });
});
