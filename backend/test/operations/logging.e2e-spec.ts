import { Body, Controller, Get, Headers, Logger, Post } from '@nestjs/common';
import request from 'supertest';
import { Public } from '../../src/shared/http';
import { REDACTED } from '../../src/shared/observability';
import { createObservedApp, type ObservedApp } from './support/observed-app';

const SECRETS = {
  password: 'hunter2-password-secret',
  token: 'reset-token-secret',
  card: '4242424242424242',
  bearer: 'bearer-header-secret',
  cookie: 'session-cookie-secret',
  query: 'query-token-secret',
  signature: 't=1,v1=signature-secret',
};

/** Test-only routes: one logs what it received (as careless code might), one fails. */
@Public()
@Controller('ops-log-probe')
class LogProbeController {
  private readonly logger = new Logger('LogProbe');

  @Post()
  receive(@Body() body: Record<string, unknown>, @Headers() headers: Record<string, string>): { ok: true } {
    this.logger.log({ body, headers }, 'probe received a body');
    this.logger.warn('probe second line');
    return { ok: true };
  }

  @Get('failure')
  fail(): never {
    throw new Error('probe exploded');
  }
}

describe('operations: structured logs', () => {
  let t: ObservedApp;
  beforeAll(async () => {
    t = await createObservedApp({}, [LogProbeController]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.logs.clear());

  const linesOf = (requestId: string) => t.logs.lines().filter((line) => line.requestId === requestId);

  it('keeps a caller-supplied X-Request-Id, returns it and puts it on every line of the request', async () => {
    await request(t.app.getHttpServer())
      .post('/api/ops-log-probe')
      .set('Origin', t.config.publicUrl)
      .set('X-Request-Id', 'ops-req-0001')
      .send({ note: 'hello' })
      .expect(201)
      .expect('X-Request-Id', 'ops-req-0001');

    const lines = linesOf('ops-req-0001');
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['probe received a body', 'probe second line', 'POST /api/ops-log-probe 201']),
    );
    expect(lines.find((line) => line.msg === 'probe received a body')).toMatchObject({
      level: 'info',
      service: 'web',
      context: 'LogProbe',
    });
    const access = lines.find((line) => line.msg === 'POST /api/ops-log-probe 201');
    expect(access).toMatchObject({ req: { method: 'POST', url: '/api/ops-log-probe' }, res: { statusCode: 201 } });
    expect(typeof access!.durationMs).toBe('number');
  });

  it('generates a UUID request id when none is sent', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health/live').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Probe successes are logged at debug, below this app's info level.
    expect(linesOf(id)).toEqual([]);

    const other = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(other.headers['x-request-id']).not.toBe(id);
    expect(linesOf(other.headers['x-request-id'])).toHaveLength(1);
  });

  it('logs an unexpected error once with its stack and the request id, and answers a generic 500', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/ops-log-probe/failure')
      .set('X-Request-Id', 'ops-req-0500')
      .expect(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error' });
    const errors = linesOf('ops-req-0500').filter((line) => line.level === 'error');
    const withStack = errors.filter((line) => JSON.stringify(line.err ?? {}).includes('probe exploded'));
    expect(withStack).toHaveLength(1);
    expect((withStack[0].err as { stack: string }).stack).toContain('LogProbeController.fail');
  });

  it('gives errors raised before routing (malformed JSON) a request id too', async () => {
    await request(t.app.getHttpServer())
      .post('/api/ops-log-probe')
      .set('Content-Type', 'application/json')
      .set('X-Request-Id', 'ops-req-0400')
      .send('{"broken": ')
      .expect(400)
      .expect('X-Request-Id', 'ops-req-0400');
    expect(linesOf('ops-req-0400').map((line) => line.msg)).toContain('POST /api/ops-log-probe 400');
  });

  it('never writes passwords, tokens, card numbers, credential headers or secret query values', async () => {
    await request(t.app.getHttpServer())
      .post(`/api/ops-log-probe?token=${SECRETS.query}&page=2`)
      .set('Origin', t.config.publicUrl)
      .set('X-Request-Id', 'ops-req-secret')
      .set('Authorization', `Bearer ${SECRETS.bearer}`)
      .set('Cookie', `vps.sid=${SECRETS.cookie}`)
      .set('Stripe-Signature', SECRETS.signature)
      .send({
        email: 'parent@example.com',
        password: SECRETS.password,
        nested: { token: SECRETS.token, card: { number: SECRETS.card, cvc: '987' }, cardNumber: SECRETS.card },
      })
      .expect(201);

    const text = t.logs.raw();
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    const received = linesOf('ops-req-secret').find((line) => line.msg === 'probe received a body');
    expect(received).toMatchObject({
      body: { email: 'parent@example.com', password: REDACTED, nested: { token: REDACTED, card: REDACTED } },
      headers: {
        authorization: REDACTED,
        cookie: REDACTED,
        'stripe-signature': REDACTED,
        'x-request-id': 'ops-req-secret',
      },
    });
    const access = linesOf('ops-req-secret').find((line) => String(line.msg).startsWith('POST'));
    expect(access).toMatchObject({ req: { url: `/api/ops-log-probe?token=${REDACTED}&page=2` } });
  });
});
