import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import type { Role } from '../domain/role';

export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isActive: boolean;
  /** Whether a password is set (an account made by claim approval has none until its link is used). */
  hasPassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  /** The schools the account actively manages, by name. */
  schools: { id: number; name: string; slug: string }[];
}

interface RawUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  is_active: boolean;
  has_password: boolean;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  schools: { id: number; name: string; slug: string }[] | string | null;
}

const COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.role, u.is_active, (u.password_hash is not null) as has_password,
  u.last_sign_in_at, u.created_at,
  (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'slug', s.slug) order by s.name), '[]'::json)
     from school_owner o join school_summary s on s.id = o.school_id where o.user_id = u.id and o.is_active) as schools`;

/**
 * The admin's Users tab: accounts with their linked schools (a read of
 * directory's `school` for the names, as ARCHITECTURE.md allows admin reads).
 */
@Injectable()
export class AdminUserReads {
  constructor(private readonly em: EntityManager) {}

  /** Search covers the name and the e-mail; newest accounts first. */
  async list(filter: {
    search?: string;
    role?: Role;
    status?: 'active' | 'disabled';
    page: number;
    limit: number;
  }): Promise<Page<AdminUserRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      const pattern = likeContains(filter.search);
      where.push(`(u.email ilike ? or concat_ws(' ', u.first_name, u.last_name) ilike ?)`);
      params.push(pattern, pattern);
    }
    if (filter.role) {
      // super_admin is an alias of admin: the admin filter shows both.
      where.push(filter.role === 'admin' ? `u.role in ('admin', 'super_admin')` : 'u.role = ?');
      if (filter.role !== 'admin') params.push(filter.role);
    }
    if (filter.status) where.push(filter.status === 'active' ? 'u.is_active' : 'not u.is_active');
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: string }[]>(
      `select count(*)::text as total from app_user u ${whereSql}`,
      params,
    );
    const rows = await connection.execute<RawUser[]>(
      `select ${COLUMNS} from app_user u ${whereSql} order by u.created_at desc, u.id limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return { items: rows.map(toRow), total: Number(total) };
  }

  async one(id: string): Promise<AdminUserRow | null> {
    const rows = await this.em
      .getConnection()
      .execute<RawUser[]>(`select ${COLUMNS} from app_user u where u.id = ?`, [id]);
    return rows.length ? toRow(rows[0]) : null;
  }
}

function toRow(row: RawUser): AdminUserRow {
  const schools = typeof row.schools === 'string' ? JSON.parse(row.schools) : (row.schools ?? []);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    isActive: row.is_active,
    hasPassword: row.has_password,
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at),
    createdAt: new Date(row.created_at),
    schools: (schools as { id: number; name: string; slug: string }[]).map((s) => ({ ...s, id: Number(s.id) })),
  };
}
