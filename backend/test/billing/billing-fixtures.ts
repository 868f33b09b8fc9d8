import { randomBytes } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import Stripe from 'stripe';
import request from 'supertest';
import { ApplyPaymentEvent } from '../../src/modules/billing';
import { AssignSchoolSlug, School } from '../../src/modules/directory';
import { CreateOrPromoteUser, ProvisionSchoolOwner, type Role } from '../../src/modules/identity';
import { producerRedisOptions } from '../../src/shared/queue';
import type { TestApp } from '../support/test-app';

/**
 * Helpers for the claims and billing tests. Records carry a random tag, so
 * these files never collide with others in the run's shared database.
 */
export const PASSWORD = 'Mesquite-Daybreak-2026';

export function tag(): string {
  return randomBytes(5).toString('hex');
}

export async function sql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
}

export interface Session {
  id: string;
  email: string;
  cookie: string;
  csrf: string;
}

export async function createUser(t: TestApp, role: Role): Promise<{ id: string; email: string }> {
  const email = `billing-${role}-${tag()}@example.com`;
  const orm = t.app.get(MikroORM);
  const { userId } = await RequestContext.create(orm.em, () =>
    t.app
      .get(CreateOrPromoteUser)
      .execute({ email, password: PASSWORD, role, firstName: 'Billie', lastName: 'Tester' }),
  );
  return { id: userId, email };
}

export async function signIn(t: TestApp, user: { id: string; email: string }): Promise<Session> {
  const res = await request(t.app.getHttpServer())
    .post('/api/login')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []);
  const pair = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))!.split(';')[0];
  return {
    ...user,
    cookie: `${pair('vps.sid')}; ${pair('vps.csrf')}`,
    csrf: decodeURIComponent(pair('vps.csrf').split('=')[1]),
  };
}

export async function signInAs(t: TestApp, role: Role): Promise<Session> {
  return signIn(t, await createUser(t, role));
}

/** Requests as `session` (or anonymous), with the CSRF header on writes. */
export function as(t: TestApp, session?: Session) {
  const server = t.app.getHttpServer();
  const withAuth = (req: request.Test, write: boolean) => {
    if (!session) return req;
    req.set('Cookie', session.cookie);
    return write ? req.set('X-CSRF-Token', session.csrf) : req;
  };
  return {
    get: (url: string) => withAuth(request(server).get(url), false),
    post: (url: string) => withAuth(request(server).post(url), true),
    patch: (url: string) => withAuth(request(server).patch(url), true),
  };
}

export async function createSchool(t: TestApp, name = `Billing Test School ${tag()}`): Promise<School> {
  const orm = t.app.get(MikroORM);
  return RequestContext.create(orm.em, async () => {
    const em = orm.em.fork();
    const school = School.create({
      name,
      address: '1 Test Way',
      city: 'Las Vegas',
      zipCode: '89101',
      grades: 'K-12',
      schoolType: 'College Prep',
    });
    await t.app.get(AssignSchoolSlug).execute(school);
    await em.persistAndFlush(school);
    return school;
  });
}

export async function makeOwner(t: TestApp, user: { email: string }, schoolId: number): Promise<void> {
  const orm = t.app.get(MikroORM);
  await RequestContext.create(orm.em, () =>
    orm.em.transactional(() => t.app.get(ProvisionSchoolOwner).execute({ email: user.email, schoolId })),
  );
}

export async function schoolPremium(
  t: TestApp,
  schoolId: number,
): Promise<{ is_premium: boolean; subscription_status: string }> {
  const [row] = await sql<{ is_premium: boolean; subscription_status: string }>(
    t,
    'select "is_premium", "subscription_status" from "school" where "id" = ?',
    [schoolId],
  );
  return row;
}

/** A Stripe event JSON as Stripe would send it. */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number, id = `evt_test_${tag()}`) {
  return {
    id,
    object: 'event',
    api_version: '2025-08-27.basil',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function invoice(
  subscriptionId: string,
  opts: { periodStart: number; periodEnd: number; metadata?: Record<string, string>; email?: string },
) {
  return {
    id: `in_${tag()}`,
    object: 'invoice',
    customer: 'cus_test_1',
    customer_email: opts.email ?? 'owner@example.com',
    amount_due: 9900,
    hosted_invoice_url: 'https://invoice.stripe.test/i/1',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscriptionId, metadata: opts.metadata ?? {} },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${tag()}`,
          object: 'line_item',
          period: { start: opts.periodStart, end: opts.periodEnd },
          pricing: { type: 'price_details', price_details: { price: 'price_sandbox_monthly', product: 'prod_1' } },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: subscriptionId, proration: false },
          },
        },
      ],
    },
  };
}

export function subscriptionObject(
  id: string,
  opts: {
    status: string;
    cancelAtPeriodEnd?: boolean;
    periodStart: number;
    periodEnd: number;
    metadata?: Record<string, string>;
  },
) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_test_1',
    status: opts.status,
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: opts.status === 'canceled' ? opts.periodEnd : null,
    ended_at: opts.status === 'canceled' ? opts.periodEnd : null,
    metadata: opts.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: opts.periodStart,
          current_period_end: opts.periodEnd,
          price: { id: 'price_sandbox_monthly' },
        },
      ],
    },
  };
}

/** Delivers an event to `POST /api/stripe/webhook`, signed with `secret` (default: the app's webhook secret). */
export function deliver(t: TestApp, event: { id: string }, secret = t.config.payments.webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return request(t.app.getHttpServer())
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}

/** Applies stored events in the given order, as the worker would. */
export async function apply(t: TestApp, eventIds: string[]): Promise<string[]> {
  const results: string[] = [];
  for (const id of eventIds) results.push(await t.app.get(ApplyPaymentEvent).execute(id));
  return results;
}

/** The run's `payment-events` queue, read directly. */
export function paymentQueue(t: TestApp): Queue {
  return new Queue('payment-events', {
    connection: producerRedisOptions(t.config.redisUrl),
    prefix: t.config.redisPrefix,
  });
}
