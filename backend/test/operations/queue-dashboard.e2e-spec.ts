import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { QUEUE_NAMES } from '../../src/shared/queue';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, signIn } from '../identity/identity-fixtures';

describe('queue dashboard (Bull Board) at /admin/queues', () => {
  let web: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    // With the SPA served, so the test also proves its fallback leaves the dashboard alone.
    staticDir = mkdtempSync(join(tmpdir(), 'vps-spa-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>SPA</title><div id="spa-root"></div>');
    web = await createTestApp({ STATIC_DIR: staticDir });
  });

  afterAll(async () => {
    await web?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends a signed-out browser to /login and answers 401 to API calls', async () => {
    const page = await request(web.app.getHttpServer()).get('/admin/queues').set('Accept', 'text/html').expect(302);
    expect(page.headers.location).toBe('/login');
    await request(web.app.getHttpServer())
      .get('/admin/queues/api/queues')
      .set('Accept', 'application/json')
      .expect(401);
  });

  it('refuses signed-in users without the admin role (403)', async () => {
    for (const role of ['user', 'school_admin'] as const) {
      const account = await createUser(web, { role });
      const session = await signIn(web, account.email);
      await request(web.app.getHttpServer()).get('/admin/queues').set('Cookie', session.cookie).expect(403);
      await request(web.app.getHttpServer())
        .get('/admin/queues/api/queues')
        .set('Cookie', session.cookie)
        .set('Accept', 'application/json')
        .expect(403);
    }
  });

  it('shows admins every queue of the product', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const account = await createUser(web, { role });
      const session = await signIn(web, account.email);
      const page = await request(web.app.getHttpServer())
        .get('/admin/queues')
        .set('Cookie', session.cookie)
        .set('Accept', 'text/html')
        .expect(200);
      expect(page.text).toContain('<base href="/admin/queues/"');
      expect(page.text).not.toContain('spa-root');

      const api = await request(web.app.getHttpServer())
        .get('/admin/queues/api/queues')
        .set('Cookie', session.cookie)
        .set('Accept', 'application/json')
        .expect(200);
      const names = (api.body as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort();
      expect(names).toEqual([...QUEUE_NAMES].sort());
    }
  });

  it('lets the dashboard page alone set its same-origin <base> (Bull Board loads its scripts relative to it)', async () => {
    const baseUri = (csp: string) => /(?:^|;)\s*base-uri ([^;]*)/.exec(csp)?.[1];
    const account = await createUser(web, { role: 'admin' });
    const session = await signIn(web, account.email);
    for (const path of ['/admin/queues', '/admin/queues/', '/admin/queues/api/queues']) {
      const res = await request(web.app.getHttpServer()).get(path).set('Cookie', session.cookie).expect(200);
      expect(baseUri(res.headers['content-security-policy'])).toBe("'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    }
    for (const path of ['/admin-dashboard', '/admin/queuesx', '/api/health']) {
      const res = await request(web.app.getHttpServer()).get(path);
      expect(baseUri(res.headers['content-security-policy'])).toBe("'none'");
    }
  });

  it("accepts the board's own actions from our origin without the SPA's token, and refuses them without an Origin", async () => {
    const account = await createUser(web, { role: 'admin' });
    const session = await signIn(web, account.email);
    const origin = web.config.publicUrl;
    await request(web.app.getHttpServer())
      .put('/admin/queues/api/queues/mail/pause')
      .set('Cookie', session.cookie)
      .expect(403);
    await request(web.app.getHttpServer())
      .put('/admin/queues/api/queues/mail/pause')
      .set('Cookie', session.cookie)
      .set('Origin', origin)
      .expect(200);
    await request(web.app.getHttpServer())
      .put('/admin/queues/api/queues/mail/resume')
      .set('Cookie', session.cookie)
      .set('Origin', origin)
      .expect(200);
  });

  it('leaves every other page to the SPA', async () => {
    const page = await request(web.app.getHttpServer()).get('/admin-dashboard').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('spa-root');
  });
});
