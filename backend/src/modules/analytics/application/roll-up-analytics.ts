import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { RAW_RETENTION_DAYS } from '../domain/analytics-event';
import { addDays } from '../domain/reporting-window';
import { AnalyticsRollups, type RollupResult } from './ports/analytics-rollups';

export interface RollupSummary extends RollupResult {
  purged: number;
}

/**
 * The worker's repeatable `analytics-rollup` job (and the admin's 'Refresh
 * now'): recomputes hourly and daily totals for the hours since the last run
 * (an upsert, so running it twice changes nothing), deletes raw events older
 * than RAW_RETENTION_DAYS and salts older than yesterday's.
 */
@Injectable()
export class RollUpAnalytics {
  constructor(
    private readonly rollups: AnalyticsRollups,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(now = new Date()): Promise<RollupSummary> {
    const result = await this.unitOfWork.transaction(() => this.rollups.rollUp(now));
    const purged = await this.rollups.purgeRawBefore(new Date(now.getTime() - RAW_RETENTION_DAYS * 86_400_000));
    await this.rollups.forgetSaltsBefore(addDays(now.toISOString().slice(0, 10), -1));
    return { ...result, purged };
  }
}
