import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountChecks } from '../application/ports/account-checks';

/** Counts through the injected EntityManager, so inside a transaction they see its writes. */
@Injectable()
export class SqlAccountChecks extends AccountChecks {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async countActiveAdmins(): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ total: string }[]>(
        `select count(*)::text as total from app_user where is_active and role in ('admin', 'super_admin')`,
        [],
        'all',
        this.em.getTransactionContext(),
      );
    return Number(row?.total ?? 0);
  }

  /** A read of directory's table (identity cannot import directory, which depends on it). */
  async schoolExists(schoolId: number): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from school_summary where id = ?`,
        [schoolId],
        'all',
        this.em.getTransactionContext(),
      );
    return rows.length > 0;
  }

  async schoolName(schoolId: number): Promise<string | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ name: string }[]>(
        `select name from school_summary where id = ?`,
        [schoolId],
        'all',
        this.em.getTransactionContext(),
      );
    return rows[0]?.name ?? null;
  }
}
