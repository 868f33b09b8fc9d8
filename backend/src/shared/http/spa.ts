import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Logger } from '@nestjs/common';
import { escapeHtml } from '../html';
import type { Server } from 'node:http';
import { requestInProcess } from './in-process-request';
import { RenderPool, type AnswerApi, type PageRenderer, type PageRendering } from './render-pool';
import { SpaServerSide, type SpaPageHead } from './spa-server-side';

/** The built index.html with the configured product name written in. */
export function renderIndexTemplate(template: string, appName: string): string {
  const name = escapeHtml(appName);
  return template
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
}

/** index.html with one page's title, description and extra head tags (canonical, Open Graph, JSON-LD). */
export function renderPageHead(indexHtml: string, head: SpaPageHead): string {
  let html = indexHtml;
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(head.description!)}${end}`,
    );
  }
  if (head.headTags) html = html.replace('</head>', () => `${head.headTags}\n</head>`);
  return html;
}

/**
 * The server renderer built beside the SPA (`<STATIC_DIR>/../dist-server/entry-server.cjs`), or
 * undefined without one: on `threads` worker threads (RenderPool, their API calls answered by
 * `answerApi` when given), or in this process when 0 (its API calls go over loopback).
 */
export function startPageRendering(
  staticDir: string,
  threads: number,
  onThreadError?: (message: string) => void,
  answerApi?: AnswerApi,
): PageRendering | undefined {
  const file = resolve(staticDir, '..', 'dist-server', 'entry-server.cjs');
  if (!existsSync(file)) return undefined;
  if (threads > 0) return new RenderPool(file, threads, onThreadError, answerApi);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(file) as PageRenderer;
  return { pageRoute: async (path) => renderer.pageRoute(path), render: (request) => renderer.render(request) };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * A page's chunks, from Vite's build manifest (`<STATIC_DIR>/.vite/manifest.json`), leaving out what
 * index.html already names: its small stylesheets written in, and its scripts listed in
 * `<meta name="page-scripts">` (the page first). The HTML's one script (frontend app/boot.ts) preloads
 * them beside the app's own code once the page is painted: named in the head as modulepreloads or
 * module scripts, they were fetched and run before the first paint. Computed once per page module.
 */
export function pagePreloads(staticDir: string, indexHtml: string): (module: string | undefined) => string {
  const file = join(staticDir, '.vite', 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
  const named = new Set([...indexHtml.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]));
  const tags = new Map<string, string>();
  return (module) => {
    if (!module || !manifest[module]) return '';
    let html = tags.get(module);
    if (html === undefined) {
      const scripts: string[] = [];
      const styles: string[] = [];
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return;
        seen.add(key);
        if (!named.has(chunk.file)) scripts.push(chunk.file);
        for (const css of chunk.css ?? []) if (!named.has(css) && !styles.includes(css)) styles.push(css);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(module);
      html =
        // A page's small stylesheets are written in like index.html's: a link would block the first paint.
        inlineSmallStylesheets(
          styles.map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}">`).join(''),
          staticDir,
        ) +
        (scripts.length
          ? `<meta name="page-scripts" content="${scripts.map((js) => escapeHtml(`/${js}`)).join(' ')}">`
          : '');
      tags.set(module, html);
    }
    return html;
  };
}

/** A stylesheet up to this size is written into the page instead of linked. */
const INLINE_CSS_BYTES = 8 * 1024;

/**
 * index.html with its small stylesheets written in (`<style>`): a linked one blocks the first paint
 * for a round trip (on Lighthouse's mobile network, 150 ms and more) for under a kilobyte of rules.
 */
export function inlineSmallStylesheets(html: string, staticDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const path = join(staticDir, file);
    if (!existsSync(path)) return tag;
    const css = readFileSync(path, 'utf8');
    return css.length > INLINE_CSS_BYTES || css.includes('</') ? tag : `<style>${css}</style>`;
  });
}

/** Written into the head of a page sent to a visitor without a session cookie (frontend app/main.tsx reads it). */
export const NO_SESSION_META = '<meta name="session-cookie" content="absent">';

/** `res.locals` key: this answer is a rendered public page for an anonymous visitor (the page cache stores it). */
export const RENDERED_PAGE = 'renderedPage';

const APP_MARKUP = /<!--app-->[\s\S]*<!--\/app-->/;

/** The shell with the rendered page in #root, its styles in the head and its data beside it. */
export function withRenderedPage(shell: string, page: { html: string; styles: string; state: string }): string {
  return (
    shell
      .replace('</head>', () => `${page.styles}</head>`)
      // The page works without JavaScript now: the shell's notice would be wrong.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace(
        APP_MARKUP,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="server-state">${page.state}</script>`,
      )
  );
}

/**
 * The address this process answers on, seen from itself: the local end of the visitor's
 * connection. The in-process renderer's API calls go there (loopback, through the response cache);
 * the render threads' are answered without a connection (RenderPool, requestInProcess).
 */
function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

function hasCookie(req: Request, name: string | undefined): boolean {
  if (!name || !req.headers.cookie) return false;
  return req.headers.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** The SEO module's hook when the app has one (it is optional: tests and API-only setups run without). */
function findServerSide(app: NestExpressApplication): SpaServerSide | undefined {
  try {
    return app.get(SpaServerSide, { strict: false });
  } catch {
    return undefined;
  }
}

function underAny(prefixes: readonly string[], path: string): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The build's brotli and gzip copies of its assets (`x.js.br`, `x.js.gz`,
 * written by the Vite build): the request is pointed at the smallest copy the
 * browser accepts, with the original's Content-Type. The file list is read
 * once, so a request costs no extra disk access.
 */
function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(name)) return next();
    res.vary('Accept-Encoding');
    // Checked one by one: browsers list gzip first, but brotli is smaller.
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([coding, suffix]) => files.has(name + suffix) && req.acceptsEncodings(coding) === coding);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding[0]);
    res.type(extname(name));
    req.url = `/${name}${encoding[1]}`;
    next();
  };
}

/**
 * Serves the built SPA from the same origin as the API: hashed assets are
 * cached for a year, everything else revalidates, and any GET outside
 * `serverPaths` (the JSON API and the pages modules render themselves) falls
 * back to `index.html` so client-side routes survive a reload.
 */
export function serveSpa(
  app: NestExpressApplication,
  staticDir: string,
  appName: string,
  serverPaths: readonly string[],
  sessionCookie?: string,
  renderThreads = 0,
): void {
  const isServerPath = (path: string) => underAny(serverPaths, path);
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${indexFile}`);
  const indexHtml = inlineSmallStylesheets(renderIndexTemplate(readFileSync(indexFile, 'utf8'), appName), staticDir);

  const assets = join(staticDir, 'assets');
  app.use(
    '/assets',
    precompressedAssets(assets),
    express.static(assets, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  const publicFiles = express.static(staticDir, { index: false, maxAge: '1h' });
  // API calls never touch the disk: a stat() per request cost the API about a tenth of its throughput.
  app.use((req: Request, res: Response, next: NextFunction) =>
    isServerPath(req.path) ? next() : publicFiles(req, res, next),
  );
  const serverSide = findServerSide(app);
  const logger = new Logger('SPA');
  const renderer = startPageRendering(
    staticDir,
    renderThreads,
    (message) => logger.warn(message),
    // The threads' API calls are answered through this process's request handling without a connection:
    // the socket, the HTTP parser and the thread's HTTP client cost about a tenth of an uncached school page.
    (path, headers) => requestInProcess(app.getHttpServer() as Server, path, headers),
  );
  if (renderer instanceof RenderPool) {
    // The threads end with the app (they never hold the process: RenderPool unrefs them). Not on the HTTP
    // server's 'close': supertest closes it after every request.
    const closeApp = app.close.bind(app);
    app.close = async () => {
      await renderer.close();
      await closeApp();
    };
  }
  const preloads = pagePreloads(staticDir, indexHtml);
  if (!renderer)
    logger.warn('no server renderer beside STATIC_DIR (frontend/dist-server): pages are rendered in the browser');
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    try {
      const document = serverSide && (await serverSide.document(req.path));
      if (document) {
        res.setHeader('Cache-Control', document.cacheControl ?? 'public, max-age=3600');
        return void res.type(document.contentType).send(document.body);
      }
      const head = serverSide && (await serverSide.page(req.path));
      res.setHeader('Cache-Control', 'no-cache');
      if (head?.redirect) {
        const query = req.url.indexOf('?');
        return void res.redirect(head.status, head.redirect + (query >= 0 ? req.url.slice(query) : ''));
      }
      // Without an answer (no render thread) the page is the shell, as when rendering fails.
      // With its query: a shared shortlist or comparison (`?schools=`) is rendered, the bare page is not.
      const route = await renderer?.pageRoute(req.originalUrl).catch((error: unknown) => {
        logger.warn(`route lookup for ${req.path} failed: ${error instanceof Error ? error.message : error}`);
        return null;
      });
      // The SEO module knows the records (404, 301); the router knows the paths ('*' is Page Not Found).
      const status = head?.status ?? (route?.pattern === '*' ? 404 : 200);
      let html = head ? renderPageHead(indexHtml, head) : indexHtml;
      const pageCode = preloads(route?.module);
      if (pageCode) html = html.replace('</head>', () => `${pageCode}</head>`);
      const anonymous = !hasCookie(req, sessionCookie);
      // A page rendered in the browser (sign-in, the dashboards' shell) knows the visitor has no session without
      // asking `GET /api/auth/user`, whose 401 the browser logs as an error (a rendered page's state says it too).
      if (anonymous) html = html.replace('</head>', () => `${NO_SESSION_META}</head>`);
      // Signed-in visitors get the shell: their header and pages depend on who they are.
      if (renderer && route?.serverRendered && anonymous) {
        try {
          const started = performance.now();
          const page = await renderer.render({ url: req.originalUrl, apiOrigin: ownOrigin(req) });
          html = withRenderedPage(html, page);
          // For operators (the browser's network panel): how long the render took and in how many passes.
          res.setHeader(
            'Server-Timing',
            `render;dur=${(performance.now() - started).toFixed(1)}${page.passes ? `;desc="${page.passes} pass${page.passes === 1 ? '' : 'es'}"` : ''}`,
          );
          if (status === 200) res.locals[RENDERED_PAGE] = true;
        } catch (error) {
          // The shell still works: the browser renders the page.
          logger.warn(`rendering ${req.path} failed: ${error instanceof Error ? error.message : error}`);
        }
      }
      return void res.status(status).type('html').send(html);
    } catch (error) {
      // The page still works in the browser without its server-side head (e.g. database down).
      logger.warn(`server-side head for ${req.path} failed: ${error instanceof Error ? error.message : error}`);
      res.setHeader('Cache-Control', 'no-cache');
    }
    res.type('html').send(indexHtml);
  });
}
