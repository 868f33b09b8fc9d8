import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { TableChangeFeed } from '../../src/shared/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag } from '../catalogue/catalogue-fixtures';

/**
 * How the app serves the public pages the frontend's renderer draws (issue 21): the renderer here
 * is a stand-in with the built one's interface (frontend/dist-server/entry-server.cjs), which asks
 * the API with `fetch` at `apiOrigin` exactly as the real one does (answered in-process on the render
 * threads, over loopback without them). The pages themselves are tested in
 * frontend/e2e/ssr.spec.ts against the real build.
 */

const tag = newTag();
const HOOD = `Renderdale ${tag}`;
const NAME = `${tag} Rendered Academy`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <meta name="application-name" content="X" />
    <title>X</title>
    <meta name="description" content="Default description" />
  </head>
  <body>
    <noscript>Needs JavaScript.</noscript>
    <!--app-->
    <div id="root"><div class="app-shell"></div></div>
    <!--/app-->
  </body>
</html>
`;

const RENDERER = `
exports.pageRoute = (path) => {
  if (path === '/portal') return { pattern: '/portal', serverRendered: false };
  if (path === '/schools') return { pattern: '/schools', serverRendered: true };
  if (/^\\/schools\\/[^/]+$/.test(path)) return { pattern: '/schools/:slug', serverRendered: true, module: 'src/pages/school/index.ts' };
  return { pattern: '*', serverRendered: true };
};
exports.render = async ({ url, apiOrigin }) => {
  if (url.includes('fail')) throw new Error('the renderer failed');
  if (url.includes('crash')) process.exit(3);
  if (url.includes('missing')) {
    const missing = await fetch(apiOrigin + '/api/schools/slug/no-such-school-${tag}');
    return {
      html: '<p>' + missing.status + ' ' + missing.headers.get('content-type') + ' ' + (await missing.json()).statusCode + '</p>',
      styles: '',
      state: '{}',
    };
  }
  const answer = await fetch(apiOrigin + '/api/schools?location=${tag}');
  const { schools } = await answer.json();
  return {
    html: '<h1>Rendered ' + url + '</h1><p>' + schools.map((s) => s.description).join(', ') + '</p><!--' + apiOrigin + '-->',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    state: '{"sessionCookie":false,"store":{}}',
  };
};
`;

describe('seo: public pages rendered on the server', () => {
  let t: TestApp;
  let root: string;
  let other: Client;
  let slug: string;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'vps-ssr-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'dist-server', 'entry-server.cjs'), RENDERER);
    mkdirSync(join(root, 'dist', '.vite'));
    mkdirSync(join(root, 'dist', 'assets'));
    writeFileSync(join(root, 'dist', 'assets', 'index-1.css'), '.skip-link{left:-9999px}');
    writeFileSync(join(root, 'dist', 'assets', 'card-1.css'), '.card-map{height:240px}');
    writeFileSync(
      join(root, 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'], css: ['assets/card-1.css'] },
        'src/pages/school/index.ts': { file: 'assets/school-1.js', imports: ['_card.js', '_react.js', 'index.html'] },
      }),
    );
    t = await createTestApp({ STATIC_DIR: join(root, 'dist'), PUBLIC_URL: 'https://vps.example', RENDER_THREADS: '1' });
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [demoSchool(NAME, HOOD, { description: 'first words' })],
    });
    other = new Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await eventually(async () => expect(t.app.get(TableChangeFeed).live).toBe(true));
    slug = (await get(`/api/schools?location=${tag}`).expect(200)).body.schools[0].slug;
  });
  afterAll(async () => {
    await other.end();
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the rendered page, its styles and its data into the shell, with the SEO module's head", async () => {
    const res = await get(`/schools/${slug}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`<div id="root"><h1>Rendered /schools/${slug}</h1><p>first words</p><!--`);
    expect(res.text).toContain(
      '<script type="application/json" id="server-state">{"sessionCookie":false,"store":{}}</script>',
    );
    expect(res.text).toMatch(/<style data-emotion="css abc">.*<\/style><\/head>/);
    expect(res.text).toContain(`<title>${NAME} - Las Vegas, NV | Vegas Private Schools</title>`);
    expect(res.text).not.toContain('app-shell');
    expect(res.text).not.toContain('<noscript>');
    // The page's chunks are listed for the HTML's one script (boot.ts), the page first, to be fetched once the page
    // is painted; no module script or modulepreload of the page's holds the first paint. What index.html names is
    // not named twice.
    expect(res.text).toContain('<meta name="page-scripts" content="/assets/school-1.js /assets/card-1.js">');
    expect(res.text).not.toContain('school-1.js"></script>');
    expect(res.text).not.toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(res.text.match(/react-1\.js/g)).toHaveLength(1);
    expect(res.text.match(/index-1\.js/g)).toHaveLength(1);
    // The small stylesheet is written in: no round trip before the first paint.
    expect(res.text).toContain('<style>.skip-link{left:-9999px}</style>');
    expect(res.text).not.toContain('index-1.css');
    // So is the page's own small stylesheet (a chunk's CSS from the manifest).
    expect(res.text).toContain('<style>.card-map{height:240px}</style>');
    expect(res.text).not.toContain('card-1.css');
  });

  it('answers an unknown path 404 with the rendered Page Not Found, and an unknown school 404', async () => {
    const unknown = await get('/no/such/page').expect(404);
    expect(unknown.text).toContain('<h1>Rendered /no/such/page</h1>');
    const school = await get(`/schools/${tag}-no-such-school`).expect(404);
    expect(school.text).toContain(`<h1>Rendered /schools/${tag}-no-such-school</h1>`);
  });

  it('serves the shell to a visitor with a session cookie, and for pages rendered in the browser', async () => {
    const signedIn = await get(`/schools/${slug}`).set('Cookie', 'vps.sid=s%3Aabc').expect(200);
    expect(signedIn.text).toContain('app-shell');
    expect(signedIn.text).not.toContain('<h1>Rendered');
    expect(signedIn.text).toContain(`<title>${NAME} - Las Vegas, NV | Vegas Private Schools</title>`);
    expect(signedIn.text).not.toContain('<meta name="session-cookie"');
    const portal = await get('/portal').expect(200);
    expect(portal.text).toContain('app-shell');
    // The shell tells the browser there is no session to ask about.
    expect(portal.text).toMatch(/<meta name="session-cookie" content="absent">.*<\/head>/s);
    const portalSignedIn = await get('/portal').set('Cookie', 'vps.sid=s%3Aabc').expect(200);
    expect(portalSignedIn.text).not.toContain('<meta name="session-cookie"');
  });

  it('falls back to the shell when rendering fails', async () => {
    const res = await get('/schools?fail=1').expect(200);
    expect(res.text).toContain('app-shell');
  });

  it('renders on a worker thread: a thread that dies fails only its page, served as the shell, and is replaced', async () => {
    expect(t.config.renderThreads).toBeGreaterThan(0);
    // Ended by process.exit in the renderer: in a worker thread that ends the thread, not the app.
    expect((await get('/schools?crash=1').expect(200)).text).toContain('app-shell');
    // A query string of its own: rendered for this request, not answered by the page cache.
    const again = await get(`/schools/${slug}?again=1`).expect(200);
    expect(again.text).toContain(`<h1>Rendered /schools/${slug}?again=1</h1>`);
  });

  it("answers the render thread's API calls in-process: no connection besides the visitor's, the API's own answer", async () => {
    const server = t.app.getHttpServer() as import('node:http').Server;
    let connections = 0;
    const counted = () => connections++;
    server.on('connection', counted);
    try {
      // Query strings of their own: rendered for this request, not answered by the page cache.
      const res = await get(`/schools/${slug}?in-process=1`).expect(200);
      expect(res.text).toContain('<p>first words</p><!--http://api.in-process.invalid-->');
      expect(connections).toBe(1);
      // Status, headers and body of a miss come through as the API sent them.
      const missing = await get(`/schools/${slug}?missing=1`).expect(200);
      expect(missing.text).toContain('<p>404 application/json; charset=utf-8 404</p>');
    } finally {
      server.off('connection', counted);
    }
  });

  it('renders in the process itself when RENDER_THREADS is 0', async () => {
    const inProcess = await createTestApp({ STATIC_DIR: join(root, 'dist'), RENDER_THREADS: '0' });
    try {
      expect(inProcess.config.renderThreads).toBe(0);
      const res = await request(inProcess.app.getHttpServer()).get(`/schools/${slug}`).expect(200);
      // Without threads the renderer asks the API over loopback.
      expect(res.text).toMatch(
        /<h1>Rendered \/schools\/[^<]+<\/h1><p>first words<\/p><!--http:\/\/127\.0\.0\.1:\d+-->/,
      );
      expect((await request(inProcess.app.getHttpServer()).get('/no/such/page')).status).toBe(404);
    } finally {
      await inProcess.close();
    }
  });

  it('answers a repeated anonymous page from memory until the catalogue changes', async () => {
    await eventually(async () => {
      await get('/schools').expect(200);
      const second = await get('/schools').expect(200);
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.text).toContain('<p>first words</p>');
      expect(second.headers['cache-control']).toBe('no-cache');
    });
    await other.query(`update school set description = $1 where name = $2`, ['changed elsewhere', NAME]);
    await eventually(async () => {
      expect((await get('/schools').expect(200)).text).toContain('<p>changed elsewhere</p>');
    });
    // Errors and visitors with cookies never come from memory.
    await get('/no/such/page').expect(404);
    expect((await get('/no/such/page').expect(404)).headers['x-cache']).toBeUndefined();
    expect((await get('/schools').set('Cookie', 'a=1').expect(200)).headers['x-cache']).toBeUndefined();
  });
});
