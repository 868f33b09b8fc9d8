import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { BodyParserError, HttpRules, apiPath } from '../../shared/http';
import { IdentityModule } from '../identity';
import { LeadStatistics } from '../leads/adapters';
import { AnalyticsCoreModule } from './analytics-core.module';
import { RecordBeacon } from './application/record-beacon';
import { AdminAnalyticsController } from './http/admin-analytics.controller';
import { BeaconController } from './http/beacon.controller';
import { SchoolAnalyticsController } from './http/school-analytics.controller';
import { AnalyticsReads } from './infrastructure/analytics-reads';

/** Beacons are small: 50 events fit easily. */
const BEACON_BODY_LIMIT = '32kb';
const textBody = express.text({ type: 'text/plain', limit: BEACON_BODY_LIMIT });

/**
 * Analytics (issue 18), the web app's side: the beacon intake, the owner's
 * and the admin's dashboards. The worker's rollup is AnalyticsJobsModule.
 */
@Module({
  imports: [AnalyticsCoreModule, IdentityModule],
  controllers: [BeaconController, SchoolAnalyticsController, AdminAnalyticsController],
  providers: [RecordBeacon, AnalyticsReads, LeadStatistics],
})
export class AnalyticsModule implements NestModule {
  constructor(rules: HttpRules) {
    // sendBeacon cannot send the CSRF header; the signed-in user's cookie still comes along and must stay readable
    // (owners' and admins' own views are dropped), so writes are accepted from our own Origin instead.
    rules.route({ path: apiPath('analytics/events'), sameOriginWritesWithoutCsrfToken: true });
  }

  /** sendBeacon sends a string as text/plain (no preflight); the JSON inside is read by RecordBeacon. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply((req: Request, res: Response, next: NextFunction) =>
        textBody(req, res, (error?: unknown) => {
          if (!error) return next();
          const type = (error as { type?: unknown }).type;
          next(new BodyParserError(typeof type === 'string' ? type : 'entity.parse.failed'));
        }),
      )
      .forRoutes({ path: 'analytics/events', method: RequestMethod.POST });
  }
}
