import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditLookup, revertOfEntry } from '../../audit';
import { isRevertibleChange } from '../../directory';
import { newerConflicts, type NewerConflict } from '../domain/change-conflicts';
import type { ChangeData, ChangeStatus, ChangeType } from '../domain/pending-school-change';
import { likeContains, likeEscape, type Page } from '../../../shared/database';

export interface PendingChangeRow {
  id: number;
  schoolId: number;
  schoolName: string;
  userId: string | null;
  submitterName: string | null;
  submitterEmail: string | null;
  changeType: ChangeType;
  changeData: ChangeData;
  /** A profile update's fields as the listing holds them now (what the change would replace); null for articles. */
  currentValues: Record<string, unknown> | null;
  status: ChangeStatus;
  adminNotes: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  /** An admin reverted the approved change, and why (the owner's history: 'Reverted by the team'). */
  revertedAt: Date | null;
  revertReason: string | null;
  /** A pending profile update's newer changes of the school that set some of its fields (approving it overwrites them). */
  newerConflicts: NewerConflict[];
  createdAt: Date;
  updatedAt: Date;
}

export interface AuditRow {
  id: number;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  /** What the target is called: the school's name, the article's title, the school a change or claim is for. */
  targetName: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
  /** A school profile change an admin can still revert (`POST /admin/audit-log/{id}/revert`). */
  revertible: boolean;
  /** The id of the entry that reverted this one; null while it stands. */
  revertedBy: number | null;
  /** On a revert: the id of the entry it reverted. */
  revertOf: number | null;
}

interface RawChange {
  id: number;
  school_id: number;
  school_name: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  change_type: ChangeType;
  change_data: ChangeData | string;
  current_values: Record<string, unknown> | string;
  status: ChangeStatus;
  admin_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  reverted_at: Date | string | null;
  revert_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The live profile beside each change, so the Approvals tab shows every field old → new. */
const CURRENT_PROFILE = `jsonb_build_object('name', s.name, 'schoolType', s.school_type, 'grades', s.grades,
  'address', s.address, 'city', s.city, 'zipCode', s.zip_code, 'phone', s.phone, 'email', s.email,
  'website', s.website, 'description', s.description, 'religiousAffiliation', s.religious_affiliation,
  'tuitionMin', s.tuition_min, 'tuitionMax', s.tuition_max, 'latitude', s.latitude, 'longitude', s.longitude,
  'academicNotes', s.academic_notes, 'features', to_jsonb(s.features), 'videoUrls', to_jsonb(s.video_urls),
  'additionalImages', to_jsonb(s.additional_images), 'socialLinks', s.social_links)`;
const CHANGE_COLUMNS = `c.id, c.school_id, s.name as school_name, c.user_id, u.first_name, u.last_name, u.email,
  c.change_type, c.change_data, ${CURRENT_PROFILE} as current_values,
  c.status, c.admin_notes, c.reviewed_by, c.reviewed_at, c.reverted_at, c.revert_reason, c.created_at, c.updated_at`;
const CHANGE_FROM = `from pending_school_change c
  join school_summary s on s.id = c.school_id
  left join account_summary u on u.id = c.user_id`;

/**
 * The Activity list names what each entry touched instead of its id (ids are
 * text in audit_log, so they are compared as text; a non-numeric id matches nothing).
 */
const TARGET_NAME = `case a.target_type
  when 'school' then (select ts.name from school_summary ts where ts.id::text = a.target_id)
  when 'article' then (select ta.title from article_summary ta where ta.id::text = a.target_id)
  when 'pending_school_change' then (select cs.name from pending_school_change tc
    join school_summary cs on cs.id = tc.school_id where tc.id::text = a.target_id)
  when 'school_claim_request' then (select coalesce(rs.name, tr.school_name) from claim_request_summary tr
    left join school_summary rs on rs.id = tr.school_id where tr.id::text = a.target_id)
  when 'app_user' then (select coalesce(nullif(concat_ws(' ', tu.first_name, tu.last_name), ''), tu.email)
    from account_summary tu where tu.id = a.target_id)
  when 'contact_message' then (select concat_ws(' ', tm.first_name, tm.last_name) from contact_message_summary tm
    where tm.id::text = a.target_id)
  end`;

/**
 * The school an entry concerns, as text: the school itself, the school of a
 * change or claim, or the `schoolId` the entry recorded (school links, claim approvals).
 */
const SCHOOL_OF = `case a.target_type
  when 'school' then a.target_id
  when 'pending_school_change' then (select fc.school_id::text from pending_school_change fc where fc.id::text = a.target_id)
  when 'school_claim_request' then coalesce((select fr.school_id::text from claim_request_summary fr
    where fr.id::text = a.target_id), a.after ->> 'schoolId')
  else a.after ->> 'schoolId'
  end`;

export interface AuditLogFilter {
  search?: string;
  /** The acting person's name or e-mail (part of it). */
  actor?: string;
  schoolId?: number;
  /** An action (`user.disabled`) or its group (`user`). */
  action?: string;
  page: number;
  limit: number;
}

/**
 * The moderation screens' reads (admin queue, owner's list, audit trail). They
 * skip the domain and join the school and user tables for display names, the
 * read-model shortcut ARCHITECTURE.md allows for admin tables.
 */
@Injectable()
export class ModerationReads {
  constructor(
    private readonly em: EntityManager,
    private readonly auditEntries: AuditLookup,
  ) {}

  /** Search covers the type, the submitter (name, e-mail), the change data and the school name. */
  async searchChanges(filter: {
    search?: string;
    status?: ChangeStatus;
    page: number;
    limit: number;
  }): Promise<Page<PendingChangeRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('c.status = ?');
      params.push(filter.status);
    }
    if (filter.search) {
      const pattern = likeContains(filter.search);
      where.push(`(c.change_type ilike ? or replace(c.change_type, '_', ' ') ilike ? or c.change_data::text ilike ?
        or u.email ilike ? or concat_ws(' ', u.first_name, u.last_name) ilike ? or s.name ilike ?)`);
      params.push(pattern, pattern, pattern, pattern, pattern, pattern);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: string }[]>(
      `select count(*) as total ${CHANGE_FROM} ${whereSql}`,
      params,
    );
    const rows = await connection.execute<RawChange[]>(
      `select ${CHANGE_COLUMNS} ${CHANGE_FROM} ${whereSql}
       order by (c.status = 'pending') desc, c.created_at desc, c.id desc limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return { items: await this.withConflicts(rows.map(toChangeRow)), total: Number(total) };
  }

  /** A school's changes, newest first (the owner's Pending tab). */
  async changesForSchool(schoolId: number, limit = 200): Promise<PendingChangeRow[]> {
    const rows = await this.em
      .getConnection()
      .execute<RawChange[]>(
        `select ${CHANGE_COLUMNS} ${CHANGE_FROM} where c.school_id = ? order by c.created_at desc, c.id desc limit ?`,
        [schoolId, limit],
      );
    return this.withConflicts(rows.map(toChangeRow));
  }

  async change(id: number): Promise<PendingChangeRow | null> {
    const rows = await this.em
      .getConnection()
      .execute<RawChange[]>(`select ${CHANGE_COLUMNS} ${CHANGE_FROM} where c.id = ?`, [id]);
    return rows.length ? (await this.withConflicts([toChangeRow(rows[0])]))[0] : null;
  }

  /**
   * Flags each pending profile update that a newer pending or approved one of its school overlaps: one query
   * for the page's schools (their live profile updates are few: pending ones wait days, not years).
   */
  private async withConflicts(rows: PendingChangeRow[]): Promise<PendingChangeRow[]> {
    const pending = rows.filter((row) => row.status === 'pending' && row.changeType === 'profile_update');
    if (!pending.length) return rows;
    const schoolIds = [...new Set(pending.map((row) => row.schoolId))];
    const oldest = new Date(Math.min(...pending.map((row) => row.createdAt.getTime())));
    const others = await this.em
      .getConnection()
      .execute<{ id: number; school_id: number; status: string; change_data: unknown; created_at: Date | string }[]>(
        `select id, school_id, status, change_data, created_at from pending_school_change
        where school_id in (?) and change_type = 'profile_update' and status in ('pending', 'approved')
          and created_at >= ?`,
        [schoolIds, oldest],
      );
    const candidates = others.map((other) => ({
      id: other.id,
      schoolId: other.school_id,
      changeType: 'profile_update',
      status: other.status,
      createdAt: new Date(other.created_at),
      changeData: parseJson(other.change_data),
    }));
    return rows.map((row) => ({ ...row, newerConflicts: newerConflicts(row, candidates) }));
  }

  async countPending(): Promise<number> {
    const [{ total }] = await this.em
      .getConnection()
      .execute<{ total: string }[]>(`select count(*) as total from pending_school_change where status = 'pending'`);
    return Number(total);
  }

  /** The actions the trail holds, for the audit log's action filter. */
  async auditActions(): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ action: string }[]>(`select distinct action from audit_log_summary order by action`);
    return rows.map((row) => row.action);
  }

  /** Newest first; search covers the action, the target and the actor; filters by person, school and action. */
  async auditLog(filter: AuditLogFilter): Promise<Page<AuditRow>> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.search) {
      const pattern = likeContains(filter.search);
      where.push(`(a.action ilike ? or a.target_type ilike ? or a.target_id ilike ? or u.email ilike ?
        or concat_ws(' ', u.first_name, u.last_name) ilike ? or ${TARGET_NAME} ilike ?)`);
      params.push(pattern, pattern, pattern, pattern, pattern, pattern);
    }
    if (filter.actor) {
      const pattern = likeContains(filter.actor);
      where.push(`(u.email ilike ? or concat_ws(' ', u.first_name, u.last_name) ilike ?)`);
      params.push(pattern, pattern);
    }
    if (filter.schoolId !== undefined) {
      where.push(`(${SCHOOL_OF}) = ?`);
      params.push(String(filter.schoolId));
    }
    if (filter.action) {
      where.push(`(a.action = ? or a.action like ?)`);
      params.push(filter.action, `${likeEscape(filter.action)}.%`);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const from = `from audit_log_summary a left join account_summary u on u.id = a.actor_id`;
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: string }[]>(
      `select count(*) as total ${from} ${whereSql}`,
      params,
    );
    const rows = await connection.execute<
      {
        id: number;
        actor_id: string | null;
        first_name: string | null;
        last_name: string | null;
        email: string | null;
        action: string;
        target_type: string;
        target_id: string;
        target_name: string | null;
        before: unknown;
        after: unknown;
        created_at: Date | string;
      }[]
    >(
      `select a.id, a.actor_id, u.first_name, u.last_name, u.email, a.action, a.target_type, a.target_id,
         ${TARGET_NAME} as target_name, a.before, a.after, a.created_at
       ${from} ${whereSql} order by a.created_at desc, a.id desc limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    const items = rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorName: displayName(row.first_name, row.last_name, row.email),
      actorEmail: row.email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetName: row.target_name,
      before: parseJson(row.before),
      after: parseJson(row.after),
      createdAt: new Date(row.created_at),
    }));
    // Which of the page's school profile changes were reverted already: one query, through the trail's owner.
    const changes = items.filter((item) => isRevertibleChange(item));
    const reverts = await this.auditEntries.revertsOf(changes);
    return {
      total: Number(total),
      items: items.map((item) => {
        const revertedBy = reverts.get(item.id) ?? null;
        return {
          ...item,
          revertible: revertedBy === null && changes.includes(item),
          revertedBy,
          revertOf: revertOfEntry(item.after),
        };
      }),
    };
  }
}

function displayName(first: string | null, last: string | null, email: string | null): string | null {
  const name = [first, last].filter((part) => part?.trim()).join(' ');
  return name || email;
}

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : (value ?? null);
}

function toChangeRow(row: RawChange): PendingChangeRow {
  return {
    id: row.id,
    schoolId: row.school_id,
    schoolName: row.school_name,
    userId: row.user_id,
    submitterName: displayName(row.first_name, row.last_name, row.email),
    submitterEmail: row.email,
    changeType: row.change_type,
    changeData: parseJson(row.change_data) as ChangeData,
    currentValues: row.change_type === 'profile_update' ? currentFields(row) : null,
    status: row.status,
    adminNotes: row.admin_notes,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
    revertedAt: row.reverted_at === null ? null : new Date(row.reverted_at),
    revertReason: row.revert_reason,
    newerConflicts: [],
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The live values of only the fields the change touches. */
function currentFields(row: RawChange): Record<string, unknown> {
  const live = parseJson(row.current_values) as Record<string, unknown>;
  const changed = parseJson(row.change_data) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(changed).map((field) => [field, live[field] ?? null]));
}
