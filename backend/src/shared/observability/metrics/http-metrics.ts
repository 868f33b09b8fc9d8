import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/**
 * The route label: Express's matched route template (`/api/schools/slug/:slug`),
 * never the raw URL, so the number of series stays bounded. Requests no route
 * matched by a handler are grouped: `(api-unmatched)` under /api, `(static)`
 * for the SPA and its assets.
 */
export function routeLabel(req: Request): string {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  // A wildcard "route" is middleware registered for every path (nestjs-pino, sessions), not a handler.
  if (typeof template === 'string' && !template.includes('*')) return `${req.baseUrl ?? ''}${template}`;
  const path = (req.originalUrl ?? req.url ?? '').split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/') ? '(api-unmatched)' : '(static)';
}

/** When a request arrived, if something before Express's middleware handled it first (process.hrtime.bigint()). */
export const REQUEST_STARTED = Symbol('requestStarted');
export type RequestStarted = { [REQUEST_STARTED]?: bigint };

/** `http_request_duration_seconds{method, route, status_code}`, observed when each answer is finished. */
@Injectable()
export class HttpMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(metrics: MetricsRegistry) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests by route template and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [metrics.registry],
    });
  }

  /**
   * Observes an answer served before Express (a lean public read, issue 22), labelled as the
   * middleware would label it: `route` is the route template.
   */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    this.duration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = (req as RequestStarted)[REQUEST_STARTED] ?? process.hrtime.bigint();
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        this.duration.observe(
          { method: req.method, route: routeLabel(req), status_code: String(res.statusCode) },
          seconds,
        );
      });
      next();
    };
  }
}
