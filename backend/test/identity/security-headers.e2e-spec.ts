import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, signIn, removeIdentityTestData } from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('identity: security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('sends a CSP that closes objects, base URIs and framing, and allows only Maps and Stripe outside', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://*.gstatic.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
  });

  it('sends nosniff and a Referrer-Policy, no X-Powered-By, no HSTS outside production and no CORS headers', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/health')
      .set('Origin', 'https://elsewhere.example')
      .expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps signed-in JSON out of caches', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await request(t.app.getHttpServer()).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives Swagger UI its own looser policy so it still runs', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/docs/').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('identity: security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-like-secret-of-more-than-32-chars',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENTS_SANDBOX: 'true',
      OPEN_HOUSE_TOKEN_SECRET: 'an-open-house-secret-of-more-than-32-chars',
      ALERT_TOKEN_SECRET: 'an-alert-link-secret-of-more-than-32-chars',
      REVIEW_TOKEN_SECRET: 'a-review-link-secret-of-more-than-32-chars',
    });
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('adds HSTS', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
