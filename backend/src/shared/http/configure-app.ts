import type { Server } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { AppConfig } from '../../config';
import { TableChangeFeed } from '../database/table-change-feed';
import { HttpMetrics, RootLogger, accessLineWriter, observeHttp } from '../observability';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { bodyParsers } from './body-parsers';
import { answerLeanReadsBeforeExpress, mountLeanPublicReads } from './lean-public-read';
import { API_PREFIX, HttpRules } from './http-rules';
import { createResponseCache, responseCache, type StoredAnswers } from './response-cache';
import { headersSetBy, securityHeaders } from './security-headers';
import { RENDERED_PAGE, serveSpa } from './spa';
import { buildOpenApiDocument, setupSwaggerUi } from './swagger';
import { createValidationPipe } from './validation';

/**
 * Everything the HTTP process sets up around the Nest module graph. Used by
 * `main.ts` and by the integration tests, so tests run the same pipeline as
 * production. The app must be created with `{ bodyParser: false }`.
 */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig): void {
  // What the modules declared about their own routes and tables (their Nest modules are built by now).
  const rules = app.get(HttpRules, { strict: false });
  app.disable('x-powered-by');
  // First in the Express stack: request id, access log and duration for every answer.
  observeHttp(app);
  // req.ip, req.secure (Secure cookies) and rate limits read X-Forwarded-* only from the proxies trusted here.
  app.set('trust proxy', config.auth.trustProxy);
  const headers = securityHeaders({
    production: config.nodeEnv === 'production',
    routes: rules.routes,
    // The keyless map fetches its style, tiles, glyphs and sprites from the style's origin.
    connectOrigins: /^https?:\/\//.test(config.mapTilesStyleUrl) ? [new URL(config.mapTilesStyleUrl).origin] : [],
  });
  app.use(headers);
  // Anonymous public answers (PublicCache) from memory until they expire or the catalogue changes (docs/performance.md).
  let storedAnswers: StoredAnswers | undefined;
  if (config.responseCacheBytes > 0) {
    const feed = app.get(TableChangeFeed, { strict: false });
    const answers = createResponseCache(feed, {
      maxBytes: config.responseCacheBytes,
      tables: rules.publicAnswerTables,
    });
    storedAnswers = answers.stored;
    app.use(answers.middleware);
    // Server-rendered public pages of anonymous visitors, cleared by the same changes (and the pages' own tables).
    if (config.staticDir) {
      app.use(
        responseCache(feed, {
          maxBytes: config.responseCacheBytes,
          tables: rules.publicPageTables,
          handles: (req) => !req.path.startsWith(`/${API_PREFIX}/`) && !/\.\w+$/.test(req.path),
          storable: (res) => res.locals[RENDERED_PAGE] === true,
        }),
      );
    }
  }
  // Anonymous public reads a module answers without Nest's per-request layers (issue 22).
  mountLeanPublicReads(app, rules.leanPublicReads, rules.sessionCookie);
  // Their successes and the response cache's hits and stores for them are answered before Express even
  // sees the request; anything else is handed to the Express route above.
  const server = app.getHttpAdapter().getInstance() as express.Express;
  answerLeanReadsBeforeExpress(app.getHttpServer() as Server, rules.leanPublicReads, {
    sessionCookie: rules.sessionCookie,
    headersFor: (path) => headersSetBy(headers, path),
    etag: server.get('etag fn') as (body: Buffer) => string,
    accessLine: accessLineWriter(app.get(RootLogger).pino),
    metrics: app.get(HttpMetrics),
    cache: storedAnswers,
  });
  // Server-rendered pages a module serves itself (e.g. the admin queue dashboard) are not part of the JSON API.
  const pages = rules.routes.filter((rule) => rule.outsideApiPrefix).map((rule) => rule.path.slice(1));
  app.setGlobalPrefix(API_PREFIX, {
    exclude: pages.flatMap((path) => [
      { path, method: RequestMethod.ALL },
      { path: `${path}/{*path}`, method: RequestMethod.ALL },
    ]),
  });
  // A signature over the exact bytes (the payment webhook) needs the body raw (a Buffer).
  for (const rule of rules.routes.filter((each) => each.rawBody)) {
    app.use(rule.path, express.raw({ type: () => true, limit: config.bodyLimitBytes }));
  }
  app.use(...bodyParsers(config.bodyLimitBytes));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwaggerUi(app, buildOpenApiDocument(app, config.appName));
  if (config.staticDir)
    serveSpa(
      app,
      config.staticDir,
      config.appName,
      [`/${API_PREFIX}`, ...pages.map((p) => `/${p}`)],
      rules.sessionCookie,
      config.renderThreads,
    );
  // No enableShutdownHooks(): main.ts drains the HTTP server before closing the app (docs/operations.md).
}
