import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LeadNotificationStore,
  type SummarisedLead,
  type SummaryDay,
  type SummaryDueSchool,
} from '../application/ports/lead-notification.store';
import type { LeadType } from '../domain/lead';
import {
  DEFAULT_LEAD_NOTIFICATION_MODE,
  isLeadNotificationMode,
  type LeadNotificationMode,
} from '../domain/lead-notification';

const ZONE = 'America/Los_Angeles';
/** The instants of a Las Vegas day as bounds on `created_at`, so the lead's (school_id, created_at) index serves. */
const DAY_BOUNDS = `l."created_at" >= (cast(? as date)::timestamp at time zone '${ZONE}')
  and l."created_at" < ((cast(? as date) + 1)::timestamp at time zone '${ZONE}')`;
/** A lead an owner should hear about: not spam, not erased, and not mailed at once (before the school chose the summary). */
const SUMMARISED = `l."status" <> 'spam' and l."erased_at" is null and l."created_at" >= s."updated_at"`;

/** `this.em` resolves to the UnitOfWork's transaction when called inside one. */
@Injectable()
export class MikroOrmLeadNotificationStore extends LeadNotificationStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private run<T extends object[]>(query: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(query, params, 'all', this.em.getTransactionContext());
  }

  async modeOf(schoolId: number): Promise<LeadNotificationMode> {
    const [row] = await this.run<{ mode: string }[]>(
      `select "mode" from "lead_notification_setting" where "school_id" = ?`,
      [schoolId],
    );
    return row && isLeadNotificationMode(row.mode) ? row.mode : DEFAULT_LEAD_NOTIFICATION_MODE;
  }

  async setMode(schoolId: number, mode: LeadNotificationMode, now: Date): Promise<void> {
    // Choosing the mode it already has changes nothing (updated_at included), so the summary still lists the whole day.
    await this.run<object[]>(
      `insert into "lead_notification_setting" ("school_id", "mode", "updated_at") values (?, ?, ?)
       on conflict ("school_id") do update set "mode" = excluded."mode", "updated_at" = excluded."updated_at"
       where "lead_notification_setting"."mode" <> excluded."mode"`,
      [schoolId, mode, now],
    );
  }

  async summaryDue(day: string, limit: number): Promise<SummaryDueSchool[]> {
    const rows = await this.run<{ school_id: number; name: string; email: string | null }[]>(
      `select s."school_id", sc."name", sc."email"
         from "lead_notification_setting" s
         join "school_summary" sc on sc."id" = s."school_id"
        where s."mode" = 'daily_summary'
          and not exists (select 1 from "lead_summary_sent" x where x."school_id" = s."school_id" and x."day" = ?)
          and exists (select 1 from "lead" l where l."school_id" = s."school_id" and ${SUMMARISED} and ${DAY_BOUNDS})
        order by s."school_id"
        limit ?`,
      [day, day, day, limit],
    );
    return rows.map((row) => ({ schoolId: row.school_id, schoolName: row.name, schoolEmail: row.email }));
  }

  async leadsForSummary(schoolId: number, day: string): Promise<SummarisedLead[]> {
    const rows = await this.run<
      { parent_first_name: string; parent_last_name: string; type: LeadType; created_at: Date }[]
    >(
      `select l."parent_first_name", l."parent_last_name", l."type", l."created_at"
         from "lead" l join "lead_notification_setting" s on s."school_id" = l."school_id"
        where l."school_id" = ? and s."mode" = 'daily_summary' and ${SUMMARISED} and ${DAY_BOUNDS}
        order by l."created_at", l."id"`,
      [schoolId, day, day],
    );
    return rows.map((row) => ({
      parentFirstName: row.parent_first_name,
      parentLastName: row.parent_last_name,
      type: row.type,
      createdAt: new Date(row.created_at),
    }));
  }

  async claimSummary(schoolId: number, day: string, leads: number, now: Date): Promise<boolean> {
    const rows = await this.run<object[]>(
      `insert into "lead_summary_sent" ("school_id", "day", "sent_at", "leads") values (?, ?, ?, ?)
       on conflict do nothing returning "school_id"`,
      [schoolId, day, now, leads],
    );
    return rows.length > 0;
  }

  async deleteSummariesBefore(day: string, limit: number): Promise<SummaryDay[]> {
    const rows = await this.run<{ school_id: number; day: string }[]>(
      `delete from "lead_summary_sent" where ("school_id", "day") in (
         select "school_id", "day" from "lead_summary_sent" where "day" < ? order by "day" limit ? for update skip locked
       )
       returning "school_id", "day"`,
      [day, limit],
    );
    return rows.map((row) => ({ schoolId: row.school_id, day: row.day }));
  }
}
