import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { AppConfig } from '../../src/config';
import { WorkerModule } from '../../src/worker.module';
import { createTestApp, type TestApp } from '../support/test-app';
import { createSchool, deliver, invoice, schoolPremium, sql, stripeEvent, tag } from './billing-fixtures';

/** The whole path: webhook → stored event → BullMQ `payment-events` → the worker process's processor. */
describe('billing: the worker applies queued payment events', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    t = await createTestApp();
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.withPayments(t.config.payments.mode)] })
      .overrideProvider(AppConfig)
      .useValue(t.config)
      .compile();
    worker = await moduleRef.init();
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('makes the school premium shortly after invoice.paid is delivered', async () => {
    const school = await createSchool(t);
    const now = Math.floor(Date.now() / 1000);
    const event = stripeEvent(
      'invoice.paid',
      invoice(`sub_worker_${tag()}`, {
        periodStart: now,
        periodEnd: now + 30 * 86_400,
        metadata: { schoolId: String(school.id) },
      }),
      now,
    );
    await deliver(t, event).expect(200);

    const deadline = Date.now() + 20_000;
    let processed: { processed_at: string | null; outcome: string | null } | undefined;
    while (Date.now() < deadline) {
      [processed] = await sql(t, 'select "processed_at", "outcome" from "payment_event" where "id" = ?', [event.id]);
      if (processed?.processed_at) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(processed).toMatchObject({ outcome: 'applied' });
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'active' });
  });
});
