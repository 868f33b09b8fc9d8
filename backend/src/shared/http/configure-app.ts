import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { AppConfig } from '../../config';
import { TableChangeFeed } from '../database/table-change-feed';
import { observeHttp } from '../observability';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { bodyParsers } from './body-parsers';
import { PUBLIC_ANSWER_TABLES, responseCache } from './response-cache';
import { securityHeaders } from './security-headers';
import { serveSpa } from './spa';
import { buildOpenApiDocument, setupSwaggerUi } from './swagger';
import { createValidationPipe } from './validation';

/**
 * Everything the HTTP process sets up around the Nest module graph. Used by
 * `main.ts` and by the integration tests, so tests run the same pipeline as
 * production. The app must be created with `{ bodyParser: false }`.
 */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  // First in the Express stack: request id, access log and duration for every answer.
  observeHttp(app);
  // req.ip, req.secure (Secure cookies) and rate limits read X-Forwarded-* only from the proxies trusted here.
  app.set('trust proxy', config.auth.trustProxy);
  app.use(securityHeaders({ production: config.nodeEnv === 'production' }));
  // Anonymous public answers (PublicCache) from memory until they expire or the catalogue changes (docs/performance.md).
  if (config.responseCacheBytes > 0) {
    const feed = app.get(TableChangeFeed, { strict: false });
    app.use(responseCache(feed, { maxBytes: config.responseCacheBytes, tables: PUBLIC_ANSWER_TABLES }));
  }
  // The admin queue dashboard (Bull Board) is a page, not part of the JSON API.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'admin/queues', method: RequestMethod.ALL },
      { path: 'admin/queues/{*path}', method: RequestMethod.ALL },
    ],
  });
  // The payment webhook's signature covers the exact bytes: that one route keeps its body raw (a Buffer).
  app.use('/api/stripe/webhook', express.raw({ type: () => true, limit: config.bodyLimitBytes }));
  app.use(...bodyParsers(config.bodyLimitBytes));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwaggerUi(app, buildOpenApiDocument(app, config.appName));
  if (config.staticDir) serveSpa(app, config.staticDir, config.appName);
  // No enableShutdownHooks(): main.ts drains the HTTP server before closing the app (docs/operations.md).
}
