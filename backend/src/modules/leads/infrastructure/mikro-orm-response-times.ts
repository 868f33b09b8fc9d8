import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ResponseTimes } from '../application/ports/response-times';
import { RESPONSE_WINDOW_DAYS, type ResponseTimeFigures } from '../domain/response-time';

/**
 * The requests the figures count: information and tour requests (an RSVP needs no answer), not spam; erased
 * ones still count (their dates and reply minutes stay). Written as `lead_response_time_idx` is, so it serves.
 */
const COUNTED = `"type" in ('information', 'tour') and "status" <> 'spam' and "created_at" >= ?`;
const FIGURES = `count(*)::int as requests, count("first_reply_business_minutes")::int as replied,
  round(percentile_cont(0.5) within group (order by "first_reply_business_minutes")::numeric)::int as median`;

const windowStart = (now: Date) => new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);

/**
 * lead_response_time's only writer. The median is PostgreSQL's `percentile_cont(0.5)` over the first replies'
 * business minutes (nulls, the unanswered, left out), rounded to a minute (half up: 82.5 is 83).
 */
@Injectable()
export class MikroOrmResponseTimes extends ResponseTimes {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async refreshSchool(schoolId: number, now: Date): Promise<void> {
    const connection = this.em.getConnection('write');
    const trx = this.em.getTransactionContext();
    // The row is locked before counting: the count below is a new statement, so it sees every reply committed
    // by a transaction that held the lock before this one (two replies at once both count).
    await connection.execute(
      `insert into "lead_response_time" ("school_id", "requests_90d", "replied_90d", "refreshed_at")
       values (?, 0, 0, ?) on conflict ("school_id") do nothing`,
      [schoolId, now],
      'run',
      trx,
    );
    await connection.execute(
      `select 1 from "lead_response_time" where "school_id" = ? for update`,
      [schoolId],
      'all',
      trx,
    );
    await connection.execute(
      `update "lead_response_time" r set "requests_90d" = f.requests, "replied_90d" = f.replied,
              "median_business_minutes" = f.median, "refreshed_at" = ?
         from (select ${FIGURES} from "lead" where "school_id" = ? and ${COUNTED}) f
        where r."school_id" = ?`,
      [now, schoolId, windowStart(now), schoolId],
      'run',
      trx,
    );
  }

  async refreshAll(now: Date): Promise<number> {
    const rows = await this.em.getConnection('write').execute<{ changed: number }[]>(
      `with figures as (
         select "school_id", ${FIGURES} from "lead" where ${COUNTED} group by "school_id"
       ), upserted as (
         insert into "lead_response_time" ("school_id", "requests_90d", "replied_90d", "median_business_minutes", "refreshed_at")
         select "school_id", requests, replied, median, ? from figures
         on conflict ("school_id") do update set "requests_90d" = excluded."requests_90d",
           "replied_90d" = excluded."replied_90d", "median_business_minutes" = excluded."median_business_minutes",
           "refreshed_at" = excluded."refreshed_at"
         where ("lead_response_time"."requests_90d", "lead_response_time"."replied_90d", "lead_response_time"."median_business_minutes")
           is distinct from (excluded."requests_90d", excluded."replied_90d", excluded."median_business_minutes")
         returning 1
       ), removed as (
         delete from "lead_response_time" r where not exists (select 1 from figures f where f."school_id" = r."school_id")
         returning 1
       )
       select ((select count(*) from upserted) + (select count(*) from removed))::int as changed`,
      [windowStart(now), now],
      'all',
      this.em.getTransactionContext(),
    );
    return rows[0]?.changed ?? 0;
  }

  async figuresOf(schoolId: number): Promise<ResponseTimeFigures> {
    const [row] = await this.em
      .getConnection('read')
      .execute<
        { requests_90d: number; replied_90d: number; median_business_minutes: number | null; claimed: boolean }[]
      >(
        `select "requests_90d", "replied_90d", "median_business_minutes", "claimed"
           from "school_response_time" where "school_id" = ?`,
        [schoolId],
      );
    return row
      ? {
          requests: row.requests_90d,
          replied: row.replied_90d,
          medianBusinessMinutes: row.median_business_minutes,
          claimed: row.claimed,
        }
      : { requests: 0, replied: 0, medianBusinessMinutes: null, claimed: false };
  }
}
