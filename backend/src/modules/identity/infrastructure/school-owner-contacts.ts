import type { SchoolOwnerContact } from '../application/ports/school-owner.repository';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** What a notification mail needs of an owner. */
type OwnerMailContact = Pick<SchoolOwnerContact, 'email' | 'firstName'>;

/** At most this many owners are told about one event (one mail each). */
const MAX_CONTACTS = 5;

/**
 * Who to tell about something that happened to a school (a family's request,
 * issue 17): the active accounts with an active owner link, oldest link first.
 * A read for other modules, exported through identity's index.
 */
@Injectable()
export class SchoolOwnerContacts {
  constructor(private readonly em: EntityManager) {}

  async activeOwnersOf(schoolId: number): Promise<OwnerMailContact[]> {
    const rows = await this.em.getConnection().execute<{ email: string; first_name: string | null }[]>(
      `select u.email, u.first_name
         from school_owner o join app_user u on u.id = o.user_id
        where o.school_id = ? and o.is_active and u.is_active
        order by o.created_at, o.id
        limit ?`,
      [schoolId, MAX_CONTACTS],
    );
    return rows.map((row) => ({ email: row.email, firstName: row.first_name }));
  }
}

export const MAX_SCHOOL_OWNER_CONTACTS = MAX_CONTACTS;
