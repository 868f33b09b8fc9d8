import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConsoleLogger } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { parse } from 'yaml';
import { AppConfig, loadConfig } from '../../src/config';
import { PaymentGateway } from '../../src/modules/billing';
import { WorkerModule } from '../../src/worker.module';
import { QUEUE_NAMES } from '../../src/shared/queue';
import { StripeDouble } from '../support/stripe-double';
import { createTestApp, type TestApp } from '../support/test-app';

const TAG = 'payment sandbox (development only)';
/** Every route of the sandbox's TEST MODE pages, with a body that passes validation. */
const SANDBOX_ROUTES: [method: 'get' | 'post', path: string, body?: object][] = [
  ['get', '/api/sandbox/checkout/cs_test_sbx_1'],
  ['post', '/api/sandbox/checkout/cs_test_sbx_1/pay', { cardNumber: '4242 4242 4242 4242' }],
  ['post', '/api/sandbox/checkout/cs_test_sbx_1/authenticate', { result: 'complete' }],
  ['post', '/api/sandbox/checkout/cs_test_sbx_1/cancel', {}],
  ['post', '/api/sandbox/payments/confirm', { clientSecret: 'pi_sbx_1_secret_1', cardNumber: '4242 4242 4242 4242' }],
  ['post', '/api/sandbox/payments/authenticate', { clientSecret: 'pi_sbx_1_secret_1', result: 'complete' }],
  ['get', '/api/sandbox/billing-portal/bps_sbx_1'],
  ['post', '/api/sandbox/billing-portal/bps_sbx_1/subscriptions/sub_sbx_1', { action: 'cancel' }],
  ['get', '/api/sandbox/invoices/in_sbx_1/pdf'],
  ['post', '/api/sandbox/billing-portal/bps_sbx_1/card', { cardNumber: '4242 4242 4242 4242' }],
];

type Operation = { tags?: string[]; description?: string };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

function sandboxOperations(document: OpenApi): [string, Operation][] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/sandbox/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
    );
}

function loadedModules(t: TestApp): string[] {
  return [...t.app.get(ModulesContainer).values()].map((module) => module.metatype.name);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The payment sandbox is development-only: the composition root loads it
 * (and binds billing's PaymentGateway to it) only when no Stripe keys are set.
 * With keys neither its routes nor their documentation exist; the committed
 * contract documents them under a tag that says so.
 */
describe('payment sandbox: a development-only module', () => {
  describe('without Stripe keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('binds the PaymentGateway port to the sandbox and serves its TEST MODE routes', async () => {
      expect(t.app.get(PaymentGateway).mode).toBe('sandbox');
      expect(loadedModules(t)).toContain('PaymentSandboxModule');
      expect(loadedModules(t)).not.toContain('StripePaymentsModule');
      // An unknown checkout is a 404 from the sandbox itself, not a missing route.
      const res = await request(t.app.getHttpServer()).get('/api/sandbox/checkout/cs_test_sbx_1').expect(404);
      expect(res.body.message).toBe('Test-mode checkout session not found');
    });

    it('documents every sandbox route in Swagger under the development-only tag and description', async () => {
      const docs = await request(t.app.getHttpServer()).get('/api/docs-json').expect(200);
      const operations = sandboxOperations(docs.body);
      expect(operations).toHaveLength(SANDBOX_ROUTES.length);
      for (const [, operation] of operations) {
        expect(operation.tags).toEqual([TAG]);
        expect(operation.description).toMatch(/^Development only: served only when no Stripe keys are configured/);
      }
    });
  });

  describe('with Stripe keys', () => {
    const double = new StripeDouble();
    let t: TestApp;
    beforeAll(async () => {
      await double.start();
      t = await createTestApp({
        STRIPE_SECRET_KEY: 'sk_test_module',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_module',
        STRIPE_WEBHOOK_SECRET: 'whsec_module',
        STRIPE_PRICE_MONTHLY: 'price_module_monthly',
        STRIPE_PRICE_YEARLY: 'price_module_yearly',
        STRIPE_API_BASE: double.url,
      });
    });
    afterAll(async () => {
      await t.close();
      await double.stop();
    });

    it('binds the PaymentGateway port to Stripe and loads no sandbox module', () => {
      expect(t.app.get(PaymentGateway).mode).toBe('stripe');
      expect(loadedModules(t)).toContain('StripePaymentsModule');
      expect(loadedModules(t)).not.toContain('PaymentSandboxModule');
    });

    it('has none of the sandbox routes, and its served contract does not mention them', async () => {
      const server = t.app.getHttpServer();
      for (const [method, path, body] of SANDBOX_ROUTES) {
        const res = await (method === 'get' ? request(server).get(path) : request(server).post(path).send(body));
        expect(`${method} ${path} -> ${res.status}`).toBe(`${method} ${path} -> 404`);
      }
      const docs = await request(server).get('/api/docs-json').expect(200);
      expect(sandboxOperations(docs.body)).toEqual([]);
      expect(JSON.stringify(docs.body)).not.toContain(TAG);
    });
  });

  it('is tagged development-only in the committed contract (openapi.yaml), which documents it for the frontend', () => {
    const document = parse(readFileSync(resolve(__dirname, '../../../openapi.yaml'), 'utf8')) as OpenApi;
    const operations = sandboxOperations(document);
    expect(operations.map(([name]) => name).sort()).toEqual(
      SANDBOX_ROUTES.map(([method, path]) =>
        `${method} ${path}`
          .replace(/cs_test_sbx_1/, '{id}')
          .replace(/bps_sbx_1/, '{id}')
          .replace(/sub_sbx_1/, '{subscriptionId}')
          .replace(/in_sbx_1/, '{id}'),
      ).sort(),
    );
    for (const [, operation] of operations) {
      expect(operation.tags).toEqual([TAG]);
      expect(operation.description).toMatch(/^Development only/);
    }
  });

  it('gives the worker the provider double without its pages when there are no keys', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.withPayments('sandbox')] })
      .overrideProvider(AppConfig)
      .useValue(loadConfig({ ...process.env, STATIC_DIR: '' }))
      .setLogger(new ConsoleLogger({ logLevels: ['error'] }))
      .compile();
    try {
      expect(moduleRef.get(PaymentGateway).mode).toBe('sandbox');
      const sandbox = [...moduleRef.get(ModulesContainer).values()].find(
        (module) => module.metatype.name === 'PaymentSandboxModule',
      );
      expect(sandbox).toBeDefined();
      expect(sandbox!.controllers.size).toBe(0);
    } finally {
      // Close only once the queues' connections are up: closing one mid-handshake makes ioredis report an
      // unhandled 'Stream isn't writeable' from its pending INFO command.
      const queues = QUEUE_NAMES.map((name) => moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
      await Promise.all(queues.map((queue) => queue.waitUntilReady().catch(() => undefined)));
      await moduleRef.close();
    }
  });

  it('is never imported by billing, which only declares the port the sandbox binds', () => {
    const billing = resolve(__dirname, '../../src/modules/billing');
    const importers = sourceFiles(billing).filter((file) =>
      /from '[./]*payment-sandbox/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
