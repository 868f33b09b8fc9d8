import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CostSchools, type CostSchool } from '../application/ports/cost-schools';

const COLUMNS = `"id", "slug", "name", "grades"`;
/** One bound parameter per slug: a file's slugs are any text, never spliced into the statement. */
const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Reads directory's published `school_summary` view (the table walk refuses `school` itself). */
@Injectable()
export class SqlCostSchools extends CostSchools {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private run(query: string, params: unknown[]): Promise<CostSchool[]> {
    return this.em.getConnection().execute<CostSchool[]>(query, params, 'all', this.em.getTransactionContext());
  }

  async listedBySlug(slug: string): Promise<CostSchool | null> {
    const [row] = await this.listedBySlugs([slug]);
    return row ?? null;
  }

  listedBySlugs(slugs: readonly string[]): Promise<CostSchool[]> {
    if (!slugs.length) return Promise.resolve([]);
    return this.run(
      `select ${COLUMNS} from "school_summary" where "slug" in (${marks(slugs)}) and "is_active" and "archived_at" is null`,
      [...slugs],
    );
  }

  notArchivedBySlugs(slugs: readonly string[]): Promise<CostSchool[]> {
    if (!slugs.length) return Promise.resolve([]);
    return this.run(
      `select ${COLUMNS} from "school_summary" where "slug" in (${marks(slugs)}) and "archived_at" is null`,
      [...slugs],
    );
  }

  allNotArchived(): Promise<CostSchool[]> {
    return this.run(`select ${COLUMNS} from "school_summary" where "archived_at" is null order by "name", "id"`, []);
  }
}
