import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** An admin as other modules name them: e.g. the contact inbox's assignee. */
export interface AdminAccount {
  id: string;
  /** 'First Last', or the e-mail when the account has no name. */
  name: string;
  email: string;
}

/**
 * The active admins (admin and super_admin), for other modules (exported through identity's index):
 * who may be assigned a contact message, and the names the inbox shows.
 */
@Injectable()
export class AdminAccounts {
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
