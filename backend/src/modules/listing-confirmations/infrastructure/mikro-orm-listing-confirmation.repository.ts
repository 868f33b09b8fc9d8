import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ListingConfirmationRepository,
  type RemindedSchool,
  type ReminderCandidate,
} from '../application/ports/listing-confirmation.repository';
import { ListingConfirmation, type ConfirmationChannel, type ListingReminder } from '../domain/listing-confirmation';

interface CandidateRow {
  school_id: number;
  claimed_at: Date;
  last_confirmed_at: Date | null;
  last_reminder_period: Date | null;
}

interface RemindedRow {
  school_id: number;
  name: string;
  slug: string;
  last_confirmed_at: Date | null;
  reminders: Date[];
}

/**
 * The schools' claims come from identity's and directory's published views (`school_owner_summary`,
 * `account_summary`, `school_summary`), never their tables. `this.em` joins the UnitOfWork's transaction.
 */
const CLAIMED_SCHOOLS = `select o."school_id", min(o."created_at") as "claimed_at"
  from "school_owner_summary" o join "account_summary" u on u."id" = o."user_id" and u."is_active"
  where o."is_active" group by o."school_id"`;

@Injectable()
export class MikroOrmListingConfirmationRepository extends ListingConfirmationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(sql, params, 'all', this.em.getTransactionContext());
  }

  async addConfirmation(confirmation: ListingConfirmation): Promise<void> {
    await this.em.persist(confirmation).flush();
  }

  async latestFor(schoolIds: number[]): Promise<Map<number, ListingConfirmation>> {
    if (!schoolIds.length) return new Map();
    // Plain SQL: the read port is also called outside a request (another module's job, the worker).
    const rows = await this.execute<
      { id: string; school_id: number; confirmed_at: Date; confirmed_by: string | null; via: string }[]
    >(
      `select distinct on ("school_id") "id", "school_id", "confirmed_at", "confirmed_by", "via"
        from "listing_confirmation" where "school_id" in (${schoolIds.map(() => '?').join(', ')})
        order by "school_id", "confirmed_at" desc, "id"`,
      schoolIds,
    );
    return new Map(
      rows.map((row) => [
        Number(row.school_id),
        Object.assign(new ListingConfirmation(), {
          id: row.id,
          schoolId: Number(row.school_id),
          confirmedAt: new Date(row.confirmed_at),
          confirmedBy: row.confirmed_by,
          via: row.via as ConfirmationChannel,
        }),
      ]),
    );
  }

  async reminderCandidates(anchorBefore: Date, afterSchoolId: number, limit: number): Promise<ReminderCandidate[]> {
    const rows = await this.execute<CandidateRow[]>(
      `select c."school_id", c."claimed_at",
          (select max(lc."confirmed_at") from "listing_confirmation" lc where lc."school_id" = c."school_id") as "last_confirmed_at",
          (select max(lr."period") from "listing_reminder" lr where lr."school_id" = c."school_id") as "last_reminder_period"
        from (${CLAIMED_SCHOOLS}) c
        join "school_summary" s on s."id" = c."school_id" and s."is_active" and s."archived_at" is null
        where c."school_id" > ? and c."claimed_at" <= ?
          and not exists (select 1 from "listing_confirmation" lc where lc."school_id" = c."school_id" and lc."confirmed_at" > ?)
        order by c."school_id" limit ?`,
      [afterSchoolId, anchorBefore, anchorBefore, limit],
    );
    return rows.map((row) => ({
      schoolId: Number(row.school_id),
      claimedAt: new Date(row.claimed_at),
      lastConfirmedAt: row.last_confirmed_at ? new Date(row.last_confirmed_at) : null,
      lastReminderPeriod: row.last_reminder_period ? new Date(row.last_reminder_period) : null,
    }));
  }

  async addReminderOnce(reminder: ListingReminder): Promise<boolean> {
    const rows = await this.execute<{ id: string }[]>(
      `insert into "listing_reminder" ("id", "school_id", "period", "sent_at", "mail_key", "recipients")
        values (?, ?, ?, ?, ?, ?) on conflict ("school_id", "period") do nothing returning "id"`,
      [reminder.id, reminder.schoolId, reminder.period, reminder.sentAt, reminder.mailKey, reminder.recipients],
    );
    return rows.length === 1;
  }

  async saveReminder(reminder: ListingReminder): Promise<void> {
    await this.execute(`update "listing_reminder" set "recipients" = ? where "id" = ?`, [
      reminder.recipients,
      reminder.id,
    ]);
  }

  async remindedSchools(minimum: number): Promise<RemindedSchool[]> {
    const rows = await this.execute<RemindedRow[]>(
      `select s."id" as "school_id", s."name", s."slug", last."confirmed_at" as "last_confirmed_at",
          array_agg(r."sent_at" order by r."sent_at") as "reminders"
        from "listing_reminder" r
        join "school_summary" s on s."id" = r."school_id" and s."is_active" and s."archived_at" is null
        left join lateral (select max(lc."confirmed_at") as "confirmed_at" from "listing_confirmation" lc
          where lc."school_id" = r."school_id") last on true
        where last."confirmed_at" is null or r."sent_at" > last."confirmed_at"
        group by s."id", s."name", s."slug", last."confirmed_at"
        having count(*) >= ?
        order by min(r."sent_at"), s."id"
        limit 500`,
      [minimum],
    );
    return rows.map((row) => ({
      schoolId: Number(row.school_id),
      schoolName: row.name,
      schoolSlug: row.slug,
      lastConfirmedAt: row.last_confirmed_at ? new Date(row.last_confirmed_at) : null,
      remindersSentAt: row.reminders.map((d) => new Date(d)),
    }));
  }
}
