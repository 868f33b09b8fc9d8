import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  MAX_SCHOOL_OWNER_CONTACTS,
  type OwnerMailContact,
  type SchoolOwnerContacts,
} from '../application/ports/school-owner-contacts';

/** SchoolOwnerContacts in one query over identity's own tables. */
@Injectable()
export class SqlSchoolOwnerContacts implements SchoolOwnerContacts {
  constructor(private readonly em: EntityManager) {}

  async activeOwnersOf(schoolId: number): Promise<OwnerMailContact[]> {
    const rows = await this.em.getConnection().execute<{ email: string; first_name: string | null }[]>(
      `select u.email, u.first_name
         from school_owner o join app_user u on u.id = o.user_id
        where o.school_id = ? and o.is_active and u.is_active
        order by o.created_at, o.id
        limit ?`,
      [schoolId, MAX_SCHOOL_OWNER_CONTACTS],
    );
    return rows.map((row) => ({ email: row.email, firstName: row.first_name }));
  }
}
