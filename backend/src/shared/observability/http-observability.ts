import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { createHttpLogger } from './logging/http-logging';
import { RootLogger } from './logging/root-logger';
import { HttpMetrics } from './metrics/http-metrics';

/**
 * Puts logging and metrics in front of everything else in the Express stack
 * (body parsers, sessions, static files), so every answer, including a 413 or
 * a static asset, gets a request id, an access-log line and a duration sample.
 * Needs `ObservabilityModule.forWeb()` in the app's module graph.
 */
export function observeHttp(app: NestExpressApplication): void {
  app.useLogger(app.get(Logger));
  app.use(createHttpLogger(app.get(RootLogger).pino), app.get(HttpMetrics).middleware());
}
