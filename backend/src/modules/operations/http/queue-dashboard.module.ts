import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import express, { type Router } from 'express';
import { AppConfig } from '../../../config';
import type { RouteRule } from '../../../shared/http';
import { QUEUE_NAMES, QueueModule } from '../../../shared/queue';
import { adminOnly } from './admin-only.middleware';

/** Where the dashboard lives. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * What the dashboard needs from the HTTP pipeline (OperationsModule declares it):
 * - a page outside the `/api` prefix that the SPA fallback leaves alone;
 * - its UI cannot send the SPA's CSRF header, so its actions are accepted when
 *   the browser proves they come from our origin;
 * - its HTML sets `<base href="/admin/queues/">` and loads its scripts
 *   relative to it, so this page alone may set a same-origin base URI (the app's
 *   `base-uri 'none'` made `/admin/queues`, without the slash, load them from
 *   `/admin/static/…`, which is the SPA's HTML).
 */
export const QUEUE_DASHBOARD_RULE: RouteRule = {
  path: QUEUE_DASHBOARD_PATH,
  outsideApiPrefix: true,
  sameOriginWritesWithoutCsrfToken: true,
  contentSecurityPolicy: { baseUri: ["'self'"] },
};

/** Bull Board over the given queues, as an Express router. */
export class QueueDashboard {
  readonly router: Router;

  constructor(config: AppConfig, queues: Queue[]) {
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: `${config.appName} queues` } },
    });
    this.router = serverAdapter.getRouter() as Router;
  }
}

/**
 * Bull Board for admins (web app only) at /admin/queues: each queue's waiting,
 * delayed, failed and completed jobs, mounted behind `adminOnly`. Its queue
 * handles use the fail-fast producer connection, so the page answers even
 * while Redis is down.
 *
 * It sits one import deeper than the identity module on purpose
 * (OperationsModule → QueueDashboardModule): Nest mounts the middleware of
 * nearer modules first, so the session middleware has put the user on
 * `req.user` by the time `adminOnly` runs. (Bull Board's own Nest module is
 * global, and global modules' middleware runs before any session, so it cannot
 * guard the page.)
 */
@Module({
  imports: [QueueModule.registerQueues(...QUEUE_NAMES)],
  providers: [
    {
      provide: QueueDashboard,
      inject: [AppConfig, ...QUEUE_NAMES.map((name) => getQueueToken(name))],
      useFactory: (config: AppConfig, ...queues: Queue[]) => new QueueDashboard(config, queues),
    },
  ],
})
export class QueueDashboardModule implements NestModule {
  constructor(private readonly dashboard: QueueDashboard) {}

  configure(consumer: MiddlewareConsumer): void {
    // Mounted with Express `use` so Bull Board sees paths relative to the dashboard ('/', '/api/queues', '/static/…').
    const mounted = express.Router().use(QUEUE_DASHBOARD_PATH, adminOnly, this.dashboard.router);
    const path = QUEUE_DASHBOARD_PATH.slice(1);
    consumer
      .apply(mounted)
      .forRoutes({ path, method: RequestMethod.ALL }, { path: `${path}/{*rest}`, method: RequestMethod.ALL });
  }
}
