import pino from 'pino';
import { REDACTED, redactSecretsInLine, redactUrl } from './redaction';

function logOnce(payload: object): Record<string, unknown> {
  const lines: string[] = [];
  const logger = pino({ hooks: { streamWrite: redactSecretsInLine } }, { write: (line) => lines.push(line) });
  logger.info(payload, 'message');
  return JSON.parse(lines[0]) as Record<string, unknown>;
}

describe('log redaction', () => {
  it('hides credentials at any depth and keeps the rest', () => {
    const line = logOnce({
      password: 'top-secret-1',
      body: { email: 'a@b.c', password: 'top-secret-2', nested: { newPassword: 'top-secret-3' } },
      job: { data: { payload: { token: 'top-secret-4', resetToken: 'top-secret-5' } } },
    });
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/top-secret/);
    expect(line.body).toMatchObject({ email: 'a@b.c', password: REDACTED });
  });

  it('hides credential headers and card data', () => {
    const line = logOnce({
      req: { headers: { authorization: 'Bearer abc', cookie: 'vps.sid=s%3Aabc', 'stripe-signature': 't=1,v1=f' } },
      res: { headers: { 'set-cookie': ['vps.sid=s%3Aabc'] } },
      event: { data: { object: { card: { number: '4242424242424242', cvc: '123' } } } },
      form: { cardNumber: '4242424242424242', cvc: '123' },
    });
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/Bearer|s%3Aabc|v1=f|4242|"123"/);
  });

  it('hides credential query parameters in URLs', () => {
    expect(redactUrl('/api/auth/reset?token=abc&x=1')).toBe(`/api/auth/reset?token=${REDACTED}&x=1`);
    expect(redactUrl('/api/schools?location=henderson')).toBe('/api/schools?location=henderson');
    expect(redactUrl('/api/x?Password=p')).toBe(`/api/x?Password=${REDACTED}`);
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('hides secrets at any depth, in arrays too, and leaves lines without secrets untouched', () => {
    const line = logOnce({ a: { b: { c: { d: { e: { f: [{ apiKey: 'top-secret-6' }] } } } } }, location: 'henderson' });
    expect(JSON.stringify(line)).not.toMatch(/top-secret/);
    expect(line.location).toBe('henderson');
    const plain = '{"level":30,"msg":"GET /api/schools 200"}\n';
    expect(redactSecretsInLine(plain)).toBe(plain);
  });
});
