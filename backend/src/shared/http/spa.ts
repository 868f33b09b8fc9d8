import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Logger } from '@nestjs/common';
import { escapeHtml } from '../html';
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
): void {
  const isServerPath = (path: string) => underAny(serverPaths, path);
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${indexFile}`);
  const indexHtml = renderIndexTemplate(readFileSync(indexFile, 'utf8'), appName);

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
      if (head) return void res.status(head.status).type('html').send(renderPageHead(indexHtml, head));
    } catch (error) {
      // The page still works in the browser without its server-side head (e.g. database down).
      logger.warn(`server-side head for ${req.path} failed: ${error instanceof Error ? error.message : error}`);
      res.setHeader('Cache-Control', 'no-cache');
    }
    res.type('html').send(indexHtml);
  });
}
