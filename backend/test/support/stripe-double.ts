import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made, with its form body flattened (`line_items[0][price]` → value). */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  idempotencyKey: string | undefined;
  form: Record<string, string>;
  /** Query-string parameters (GET and DELETE carry theirs there, e.g. `expand[0]`). */
  query: Record<string, string>;
}

type Handler = (request: RecordedStripeRequest) => { status?: number; body: unknown };

/**
 * A local stand-in for api.stripe.com: records every request and answers
 * canned Stripe JSON. Point the SDK at it with `STRIPE_API_BASE=double.url`
 * (the adapter passes host, port and protocol to `new Stripe(...)`).
 */
export class StripeDouble {
  readonly requests: RecordedStripeRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  private server?: Server;
  url = '';

  constructor() {
    this.on('POST /v1/checkout/sessions', (req) => ({
      body: {
        id: 'cs_test_double_1',
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: 'https://checkout.stripe.test/c/pay/cs_test_double_1',
        customer_email: req.form.customer_email ?? null,
        metadata: pick(req.form, 'metadata'),
        success_url: req.form.success_url,
        cancel_url: req.form.cancel_url,
      },
    }));
    this.on('POST /v1/customers', (req) => ({
      body: { id: 'cus_double_1', object: 'customer', email: req.form.email ?? null },
    }));
    this.on('POST /v1/subscriptions', (req) => ({
      body: subscription({
        id: 'sub_double_1',
        customer: req.form.customer,
        status: 'incomplete',
        metadata: pick(req.form, 'metadata'),
        latest_invoice: {
          id: 'in_double_1',
          object: 'invoice',
          confirmation_secret: { client_secret: 'pi_double_1_secret_abc', type: 'payment_intent' },
        },
      }),
    }));
    this.on('POST /v1/subscriptions/:id', (req) => ({
      body: subscription({
        id: req.path.split('/').pop()!,
        status: 'active',
        cancel_at_period_end: req.form.cancel_at_period_end === 'true',
      }),
    }));
    // The refund path: a paid checkout's subscription, its latest invoice's payment, the refund, the cancellation.
    this.on('GET /v1/checkout/sessions/:id', (req) => ({
      body: {
        id: req.path.split('/').pop(),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        subscription: 'sub_double_1',
        customer: 'cus_double_1',
        url: null,
      },
    }));
    this.on('POST /v1/checkout/sessions/:id/expire', (req) => ({
      body: { id: req.path.split('/')[4], object: 'checkout.session', status: 'expired', subscription: null },
    }));
    this.on('GET /v1/subscriptions/:id', (req) => ({
      body: subscription({
        id: req.path.split('/').pop()!,
        status: 'active',
        latest_invoice: paidInvoice('in_double_1', 'pi_double_1', 99500),
      }),
    }));
    this.on('DELETE /v1/subscriptions/:id', (req) => ({
      body: subscription({
        id: req.path.split('/').pop()!,
        status: 'canceled',
        canceled_at: 1767312000,
        ended_at: 1767312000,
      }),
    }));
    this.on('POST /v1/refunds', (req) => ({
      body: refund('re_double_1', req.form.payment_intent ?? null, req.form.charge ?? null, pick(req.form, 'metadata')),
    }));
    this.on('GET /v1/refunds', (req) => ({
      body: {
        object: 'list',
        url: '/v1/refunds',
        has_more: false,
        data: [refund('re_double_1', req.query.payment_intent ?? null, req.query.charge ?? null, {})],
      },
    }));
    this.on('POST /v1/billing_portal/sessions', (req) => ({
      body: {
        id: 'bps_double_1',
        object: 'billing_portal.session',
        customer: req.form.customer,
        return_url: req.form.return_url,
        url: 'https://billing.stripe.test/p/session/bps_double_1',
      },
    }));
  }

  /** Replaces the answer to `METHOD /path` (`:id` matches one path segment). */
  on(route: string, handler: Handler): void {
    this.handlers.set(route, handler);
  }

  requestsTo(route: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => matches(route, `${r.method} ${r.path}`));
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const [path, query = ''] = (req.url ?? '/').split('?');
    const recorded: RecordedStripeRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      query: Object.fromEntries(new URLSearchParams(query)),
    };
    this.requests.push(recorded);
    const route = [...this.handlers.keys()].find((r) => matches(r, `${recorded.method} ${path}`));
    const answer = route
      ? this.handlers.get(route)!(recorded)
      : { status: 404, body: { error: { type: 'invalid_request_error', message: `No double for ${path}` } } };
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', 'Request-Id': 'req_double' });
    res.end(JSON.stringify(answer.body));
  }
}

function matches(route: string, actual: string): boolean {
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(actual);
}

/** `metadata[claimId]=1` form fields → `{ claimId: '1' }`. */
function pick(form: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`));
    if (match) result[match[1]] = value;
  }
  return result;
}

function subscription(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    object: 'subscription',
    customer: 'cus_double_1',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_double_1',
          current_period_start: 1767225600,
          current_period_end: 1769904000,
          price: { id: 'price_m' },
        },
      ],
    },
    ...overrides,
  };
}

/** An invoice paid through one payment intent, with its `payments` expanded (API 2025-03-31 and later). */
export function paidInvoice(id: string, paymentIntent: string, amount: number): Record<string, unknown> {
  return {
    id,
    object: 'invoice',
    status: 'paid',
    amount_paid: amount,
    payments: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `inpay_${id}`,
          object: 'invoice_payment',
          status: 'paid',
          amount_paid: amount,
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
        },
      ],
    },
  };
}

function refund(
  id: string,
  paymentIntent: string | null,
  charge: string | null,
  metadata: Record<string, string>,
): Record<string, unknown> {
  return {
    id,
    object: 'refund',
    amount: 99500,
    currency: 'usd',
    payment_intent: paymentIntent,
    charge: charge ?? 'ch_double_1',
    metadata,
    status: 'succeeded',
  };
}
