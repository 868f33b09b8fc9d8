import { Module } from '@nestjs/common';
import { AnalyticsRollups } from './application/ports/analytics-rollups';
import { AnalyticsStore } from './application/ports/analytics-store';
import { VisitorSalts } from './application/ports/visitor-salts';
import { RollUpAnalytics } from './application/roll-up-analytics';
import { PostgresAnalyticsRollups } from './infrastructure/postgres-analytics-rollups';
import { PostgresAnalyticsStore } from './infrastructure/postgres-analytics-store';
import { PostgresVisitorSalts } from './infrastructure/postgres-visitor-salts';

/** What both the web app (intake, 'Refresh now') and the worker (the rollup job) need; no controllers. */
@Module({
  providers: [
    { provide: AnalyticsStore, useClass: PostgresAnalyticsStore },
    { provide: VisitorSalts, useClass: PostgresVisitorSalts },
    { provide: AnalyticsRollups, useClass: PostgresAnalyticsRollups },
    RollUpAnalytics,
  ],
  exports: [AnalyticsStore, VisitorSalts, RollUpAnalytics],
})
export class AnalyticsCoreModule {}
