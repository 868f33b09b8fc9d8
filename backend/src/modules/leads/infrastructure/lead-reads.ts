import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import { OVERDUE_AFTER_MS, Lead, type LeadStatus, type LeadType } from '../domain/lead';
import { MailDelivery, type MailDeliveryStatus } from '../../mail';
import { LeadActivity } from '../domain/lead-activity';
import { LeadReply, leadReplyMailKey } from '../domain/lead-reply';
import { SCHOOL_TIME_ZONE } from '../domain/lead-form';
import { LEAD_SEARCH_TEXT } from './lead.schema';

/**
 * SQL twin of directory's `requestsReachSomeone` over the school row `s`: an
 * active owner (identity's school_owner, read only) or a school e-mail.
 */
const SCHOOL_REACHED = `(exists (select 1 from "school_owner_summary" o join "account_summary" u on u."id" = o."user_id"
    where o."school_id" = s."id" and o."is_active" and u."is_active") or coalesce(btrim(s."email"), '') <> '')`;

/** The inbox filters, already validated. Days are Las Vegas dates (YYYY-MM-DD), both ends included. */
export interface LeadFilter {
  status?: LeadStatus;
  type?: LeadType;
  from?: string;
  to?: string;
  search?: string;
}

/** A lead with its notes and status changes and the replies sent, each with its mail's delivery. */
export interface LeadDetail {
  lead: Lead;
  activity: LeadActivity[];
  replies: { reply: LeadReply; delivery: MailDeliveryStatus }[];
}

export interface LeadPage {
  leads: Lead[];
  total: number;
  /** The school's new leads, whatever the filter. */
  newCount: number;
}

export interface SchoolLeadCounts {
  schoolId: number;
  schoolName: string;
  newCount: number;
  total: number;
}

export interface AdminSchoolLeadsRow extends SchoolLeadCounts {
  schoolSlug: string;
  /** No active owner and no school e-mail: its stored requests were mailed to nobody (issue 35). */
  reachesNobody: boolean;
  overdueCount: number;
  spamCount: number;
  lastLeadAt: Date | null;
}

/** A lead as the CSV export writes it: with the school's notes, oldest first. */
export interface ExportedLead {
  lead: Lead;
  notes: { actorName: string; text: string | null; createdAt: Date }[];
}

const EXPORT_BATCH = 1000;

/**
 * The inbox's reads (no domain rules involved), in SQL that the lead indexes
 * serve: `lead_inbox_idx` (school, created_at desc, id desc) for the pages
 * and the export, `lead_school_status_idx` for status filters,
 * `lead_search_idx` for the search; totals and badges come from `lead_count`
 * (kept by triggers) unless days or a search narrow the list. Spam is listed
 * only when asked for (`status=spam`) and never counted.
 * School names come from the directory's table (read only, for labels and
 * the admin's search).
 */
@Injectable()
export class LeadReads {
  constructor(
    private readonly em: EntityManager,
    private readonly delivery: MailDelivery,
  ) {}

  async page(schoolId: number, filter: LeadFilter, page: number, limit: number): Promise<LeadPage> {
    const { where, params } = whereOf(schoolId, filter);
    const connection = this.em.getConnection('read');
    const counted = countedFromCounters(filter);
    const [rows, [counts]] = await Promise.all([
      connection.execute<Record<string, unknown>[]>(
        `select * from "lead" where ${where} order by "created_at" desc, "id" desc limit ? offset ?`,
        [...params, limit, (page - 1) * limit],
      ),
      // Type and status filters are answered by lead_count; days and search count the matching rows.
      connection.execute<{ total: number; new_count: number }[]>(
        `select ${counted ? `coalesce(sum("count") filter (where ${counted.where}), 0)::int` : `(select count(*)::int from "lead" where ${where})`} as total,
                coalesce(sum("count") filter (where "status" = 'new'), 0)::int as new_count
           from "lead_count" where "school_id" = ?`,
        [...(counted ? counted.params : params), schoolId],
      ),
    ]);
    return { leads: this.toLeads(rows), total: counts.total, newCount: counts.new_count };
  }

  /** The lead with its notes and status changes, oldest first; null when it is not this school's. */
  async detail(schoolId: number, leadId: string): Promise<LeadDetail | null> {
    const em = this.em.fork();
    const lead = await em.findOne(Lead, { id: leadId, schoolId });
    if (!lead) return null;
    const activity = await em.find(LeadActivity, { leadId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const replies = await em.find(LeadReply, { leadId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const deliveries = replies.length ? await this.delivery.statusOf(replies.map((r) => leadReplyMailKey(r.id))) : [];
    return { lead, activity, replies: replies.map((reply, n) => ({ reply, delivery: deliveries[n] })) };
  }

  /**
   * Every lead the filter matches, newest first, with the school's notes on it (oldest first), a batch at a
   * time (memory stays flat for any inbox size).
   */
  async *exportBatches(schoolId: number, filter: LeadFilter): AsyncGenerator<ExportedLead[]> {
    const { where, params } = whereOf(schoolId, filter);
    const connection = this.em.getConnection('read');
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const keyset = after ? ` and ("created_at", "id") < (?, ?)` : '';
      const rows: Record<string, unknown>[] = await connection.execute(
        `select * from "lead" where ${where}${keyset} order by "created_at" desc, "id" desc limit ?`,
        [...params, ...(after ? [after.createdAt, after.id] : []), EXPORT_BATCH],
      );
      const leads = this.toLeads(rows);
      if (leads.length) yield await this.withNotes(leads);
      if (leads.length < EXPORT_BATCH) return;
      const last = leads[leads.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  private async withNotes(leads: Lead[]): Promise<ExportedLead[]> {
    const rows = await this.em
      .getConnection('read')
      .execute<{ lead_id: string; actor_name: string; text: string | null; created_at: Date | string }[]>(
        `select "lead_id", "actor_name", "text", "created_at" from "lead_activity"
        where "lead_id" in (?) and "kind" = 'note' order by "created_at", "id"`,
        [leads.map((lead) => lead.id)],
      );
    const notes = new Map<string, ExportedLead['notes']>();
    for (const row of rows) {
      const list = notes.get(row.lead_id) ?? [];
      list.push({ actorName: row.actor_name, text: row.text, createdAt: new Date(row.created_at) });
      notes.set(row.lead_id, list);
    }
    return leads.map((lead) => ({ lead, notes: notes.get(lead.id) ?? [] }));
  }

  /** New and total leads of each school, in the order given (schools without leads count 0). */
  async countsForSchools(schoolIds: number[]): Promise<SchoolLeadCounts[]> {
    if (!schoolIds.length) return [];
    const rows = await this.em
      .getConnection('read')
      .execute<{ school_id: number; school_name: string; new_count: number; total: number }[]>(
        `select s."id" as school_id, s."name" as school_name,
              coalesce(sum(c."count") filter (where c."status" = 'new'), 0)::int as new_count,
              coalesce(sum(c."count") filter (where c."status" <> 'spam'), 0)::int as total
         from "school_summary" s left join "lead_count" c on c."school_id" = s."id"
        where s."id" in (?)
        group by s."id", s."name"`,
        [schoolIds],
      );
    const byId = new Map(rows.map((row) => [row.school_id, row]));
    return schoolIds
      .map((id) => byId.get(id))
      .filter((row) => row !== undefined)
      .map((row) => ({
        schoolId: row.school_id,
        schoolName: row.school_name,
        newCount: row.new_count,
        total: row.total,
      }));
  }

  /**
   * Schools with at least one lead (spam included), most new leads first, then
   * most leads, then name. Counts come from lead_count; the overdue count and
   * the latest lead are read for the page's schools only.
   */
  async adminSummary(
    search: string | undefined,
    page: number,
    limit: number,
    now: Date,
    reachesNobody = false,
  ): Promise<Page<AdminSchoolLeadsRow>> {
    const connection = this.em.getConnection('read');
    const where = [search ? `s."name" ilike ?` : '', reachesNobody ? `not ${SCHOOL_REACHED}` : '']
      .filter(Boolean)
      .join(' and ');
    const rows = await connection.execute<
      {
        school_id: number;
        school_name: string;
        school_slug: string;
        total: number;
        new_count: number;
        spam_count: number;
        full_count: number;
        reached: boolean;
      }[]
    >(
      `select s."id" as school_id, s."name" as school_name, s."slug" as school_slug,
              c.total, c.new_count, c.spam_count, count(*) over ()::int as full_count, ${SCHOOL_REACHED} as reached
         from (
           select "school_id",
                  (coalesce(sum("count") filter (where "status" <> 'spam'), 0))::int as total,
                  (coalesce(sum("count") filter (where "status" = 'new'), 0))::int as new_count,
                  (coalesce(sum("count") filter (where "status" = 'spam'), 0))::int as spam_count
             from "lead_count" group by "school_id" having sum("count") > 0
         ) c
         join "school_summary" s on s."id" = c."school_id"
        ${where ? `where ${where}` : ''}
        order by c.new_count desc, c.total desc, s."name", s."id"
        limit ? offset ?`,
      [...(search ? [likeContains(search)] : []), limit, (page - 1) * limit],
    );
    const ids = rows.map((row) => row.school_id);
    const details = ids.length
      ? await connection.execute<{ school_id: number; overdue_count: number; last_lead_at: string | null }[]>(
          `select s.id as school_id,
                  (select count(*)::int from "lead" l
                    where l."school_id" = s.id and l."status" = 'new' and l."created_at" < ?) as overdue_count,
                  (select to_json(l."created_at") #>> '{}' from "lead" l
                    where l."school_id" = s.id and l."status" <> 'spam'
                    order by l."created_at" desc, l."id" desc limit 1) as last_lead_at
             from unnest(cast(? as int[])) as s(id)`,
          [new Date(now.getTime() - OVERDUE_AFTER_MS), `{${ids.join(',')}}`],
        )
      : [];
    const detailOf = new Map(details.map((row) => [row.school_id, row]));
    return {
      total: rows[0]?.full_count ?? (page > 1 ? await this.adminSummaryTotal(where, search) : 0),
      items: rows.map((row) => ({
        schoolId: row.school_id,
        schoolName: row.school_name,
        schoolSlug: row.school_slug,
        reachesNobody: !row.reached,
        total: row.total,
        newCount: row.new_count,
        overdueCount: detailOf.get(row.school_id)?.overdue_count ?? 0,
        spamCount: row.spam_count,
        lastLeadAt: detailOf.get(row.school_id)?.last_lead_at
          ? new Date(detailOf.get(row.school_id)!.last_lead_at!)
          : null,
      })),
    };
  }

  /** The count when the page asked for is past the end (no row carries the window count). */
  private async adminSummaryTotal(where: string, search: string | undefined): Promise<number> {
    const [row] = await this.em.getConnection('read').execute<{ total: number }[]>(
      `select count(*)::int as total from (select "school_id" from "lead_count" group by "school_id" having sum("count") > 0) c
         join "school_summary" s on s."id" = c."school_id" ${where ? `where ${where}` : ''}`,
      search ? [likeContains(search)] : [],
    );
    return row.total;
  }

  /** Raw rows as domain objects, in a fresh identity map (nothing from earlier batches is kept). */
  private toLeads(rows: Record<string, unknown>[]): Lead[] {
    const em = this.em.fork();
    return rows.map((row) => em.map(Lead, row));
  }
}

/** The filter as SQL over "lead_count" when it holds the answer (no days, no search), else null. */
function countedFromCounters(filter: LeadFilter): { where: string; params: unknown[] } | null {
  if (filter.from || filter.to || filter.search) return null;
  const clauses = [filter.status ? '"status" = ?' : `"status" <> 'spam'`];
  const params: unknown[] = filter.status ? [filter.status] : [];
  if (filter.type) {
    clauses.push('"type" = ?');
    params.push(filter.type);
  }
  return { where: clauses.join(' and '), params };
}

/** The filter as SQL over "lead" (placeholders in order of `params`). */
function whereOf(schoolId: number, filter: LeadFilter): { where: string; params: unknown[] } {
  const clauses = ['"school_id" = ?'];
  const params: unknown[] = [schoolId];
  if (filter.status) {
    clauses.push('"status" = ?');
    params.push(filter.status);
  } else {
    clauses.push(`"status" <> 'spam'`);
  }
  if (filter.type) {
    clauses.push('"type" = ?');
    params.push(filter.type);
  }
  // A Las Vegas day starts at local midnight, whatever the server's or the database's time zone.
  if (filter.from) {
    clauses.push(`"created_at" >= (cast(? as date)::timestamp at time zone '${SCHOOL_TIME_ZONE}')`);
    params.push(filter.from);
  }
  if (filter.to) {
    clauses.push(`"created_at" < ((cast(? as date) + 1)::timestamp at time zone '${SCHOOL_TIME_ZONE}')`);
    params.push(filter.to);
  }
  if (filter.search) {
    const pattern = likeContains(filter.search);
    clauses.push(`(${LEAD_SEARCH_TEXT}) ilike ?`);
    params.push(pattern);
  }
  return { where: clauses.join(' and '), params };
}
