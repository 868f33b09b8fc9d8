import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReviewActivityLog } from '../application/ports/review-activity-log';
import type { ReviewGuideline } from '../domain/review';
import type { ReviewActivityEvent } from '../domain/review-activity';

/**
 * One upsert per event on (Las Vegas day, event, reason). The row is locked until the caller's transaction
 * ends; reviews are few enough a day that this never queues writers for long.
 */
@Injectable()
export class SqlReviewActivityLog extends ReviewActivityLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async count(
    event: ReviewActivityEvent,
    at: Date,
    { reason, by = 1 }: { reason?: ReviewGuideline; by?: number } = {},
  ): Promise<void> {
    if (by <= 0) return;
    await this.em.getConnection('write').execute(
      `insert into "review_activity_day" ("day", "event", "reason", "count")
       values (to_char(cast(? as timestamptz) at time zone 'America/Los_Angeles', 'YYYY-MM-DD'), ?, ?, ?)
       on conflict ("day", "event", "reason") do update set "count" = "review_activity_day"."count" + excluded."count"`,
      [at, event, reason ?? '', by],
      'run',
      this.em.getTransactionContext(),
    );
  }
}
