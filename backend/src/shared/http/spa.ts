import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The built index.html with the configured product name written in. */
export function renderIndexTemplate(template: string, appName: string): string {
  const name = escapeHtml(appName);
  return template
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
}

/** Paths the server answers itself: the JSON API and the admin queue dashboard (Bull Board). */
const SERVER_PATHS = ['/api', '/admin/queues'];

function isServerPath(path: string): boolean {
  return SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built SPA from the same origin as the API: hashed assets are
 * cached for a year, everything else revalidates, and any GET outside `/api`
 * falls back to `index.html` so client-side routes survive a reload.
 */
export function serveSpa(app: NestExpressApplication, staticDir: string, appName: string): void {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${indexFile}`);
  const indexHtml = renderIndexTemplate(readFileSync(indexFile, 'utf8'), appName);

  app.use(
    '/assets',
    express.static(join(staticDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
}
