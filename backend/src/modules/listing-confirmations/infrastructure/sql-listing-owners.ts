import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingOwners, MAX_REMINDED_OWNERS, type ListingOwner } from '../application/ports/listing-owners';

/** ListingOwners over identity's published views (`school_owner_summary`, `account_summary`). */
@Injectable()
export class SqlListingOwners extends ListingOwners {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async activeOwnersOf(schoolId: number): Promise<ListingOwner[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; email: string; first_name: string | null; last_name: string | null }[]>(
        `select u."id", u."email", u."first_name", u."last_name"
           from "school_owner_summary" o join "account_summary" u on u."id" = o."user_id"
          where o."school_id" = ? and o."is_active" and u."is_active"
          order by o."created_at", o."id"
          limit ?`,
        [schoolId, MAX_REMINDED_OWNERS],
        'all',
        this.em.getTransactionContext(),
      );
    return rows.map((row) => ({
      userId: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
  }
}
