import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SchoolEventRecord, SearchRecord } from '../domain/analytics-event';
import { AnalyticsStore } from '../application/ports/analytics-store';

/**
 * One multi-row insert per beacon and table, outside any transaction (one
 * statement is atomic). `on conflict do nothing` against the dedupe unique
 * index drops a visitor's repeat within its 30-minute bucket without a read:
 * PostgreSQL checks the index it maintains anyway, and an accepted event is
 * on disk when the 204 goes out (nothing is held in memory or in Redis).
 */
@Injectable()
export class PostgresAnalyticsStore extends AnalyticsStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async appendEvents(events: SchoolEventRecord[]): Promise<number> {
    if (!events.length) return 0;
    const values = events.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    const params = events.flatMap((event) => [
      event.at,
      event.schoolId,
      event.kind,
      event.visitor,
      event.bucket,
      event.referrerClass,
    ]);
    const result = await this.em
      .getConnection()
      .execute<{ affectedRows: number }>(
        `insert into "analytics_event" ("at", "school_id", "kind", "visitor", "bucket", "referrer_class") values ${values} on conflict do nothing`,
        params,
        'run',
      );
    return result.affectedRows;
  }

  async appendSearches(searches: SearchRecord[]): Promise<number> {
    if (!searches.length) return 0;
    const values = searches.map(() => '(?, ?, ?, ?, ?)').join(', ');
    const params = searches.flatMap((search) => [
      search.at,
      search.summary,
      search.resultCount,
      search.visitor,
      search.bucket,
    ]);
    const result = await this.em
      .getConnection()
      .execute<{ affectedRows: number }>(
        `insert into "analytics_search" ("at", "summary", "result_count", "visitor", "bucket") values ${values} on conflict do nothing`,
        params,
        'run',
      );
    return result.affectedRows;
  }
}
