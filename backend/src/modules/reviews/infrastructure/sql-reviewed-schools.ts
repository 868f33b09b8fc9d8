import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReviewedSchools, type ReviewedSchool } from '../application/ports/reviewed-school';

/**
 * Schools through directory's published `school_summary` view (the table walk's rule): id, name and slug
 * only. The plan (`is_premium`) is deliberately not selected.
 */
@Injectable()
export class SqlReviewedSchools extends ReviewedSchools {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async liveById(id: number): Promise<ReviewedSchool | null> {
    if (!Number.isSafeInteger(id)) return null;
    const [row] = await this.em
      .getConnection()
      .execute<{ id: number; name: string; slug: string }[]>(
        `select "id", "name", "slug" from "school_summary" where "id" = ? and "is_active" and "archived_at" is null`,
        [id],
        'all',
        this.em.getTransactionContext(),
      );
    return row ? { id: row.id, name: row.name, slug: row.slug } : null;
  }
}
