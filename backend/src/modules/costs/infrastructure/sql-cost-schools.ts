import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CostSchools, type CostSchool } from '../application/ports/cost-schools';

/** Reads directory's published `school_summary` view (the table walk refuses `school` itself). */
@Injectable()
export class SqlCostSchools extends CostSchools {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listedBySlug(slug: string): Promise<CostSchool | null> {
    const [row] = await this.em.getConnection().execute<CostSchool[]>(
      `select "id", "slug", "name", "grades" from "school_summary"
          where "slug" = ? and "is_active" and "archived_at" is null`,
      [slug],
    );
    return row ?? null;
  }
}
