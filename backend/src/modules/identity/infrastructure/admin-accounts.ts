import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminAccount, AdminAccounts } from '../application/ports/admin-accounts';

/** AdminAccounts read from identity's `app_user`. */
@Injectable()
export class SqlAdminAccounts implements AdminAccounts {
  constructor(private readonly em: EntityManager) {}

  async activeAdmins(): Promise<AdminAccount[]> {
    const rows = await this.em.getConnection().execute<{ id: string; email: string; name: string | null }[]>(
      `select id, email, nullif(concat_ws(' ', first_name, last_name), '') as name
           from app_user where is_active and role in ('admin', 'super_admin')
          order by lower(coalesce(nullif(concat_ws(' ', first_name, last_name), ''), email)), id`,
    );
    return rows.map((row) => ({ id: row.id, email: row.email, name: row.name ?? row.email }));
  }

  async activeAdmin(id: string): Promise<AdminAccount | null> {
    return (await this.activeAdmins()).find((admin) => admin.id === id) ?? null;
  }
}
