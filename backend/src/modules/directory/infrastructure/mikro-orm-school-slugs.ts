import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { likeEscape } from '../../../shared/database';
import { SchoolSlugs } from '../application/ports/school-slugs';

@Injectable()
export class MikroOrmSchoolSlugs extends SchoolSlugs {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Inside a seeding or editing transaction the queries must see (and write in) that transaction. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  async takenLike(base: string, exceptSchoolId?: number): Promise<string[]> {
    // Base slugs are [a-z0-9_-] only, so a plain LIKE prefix is safe once "_" is escaped.
    const prefix = `${likeEscape(base)}-%`;
    const matching = (table: string, idColumn: string) => {
      const query = this.knex
        .select('slug')
        .from(table)
        .where((inner) => inner.where('slug', base).orWhere('slug', 'like', prefix));
      if (exceptSchoolId !== undefined) query.whereNot(idColumn, exceptSchoolId);
      return query;
    };
    const rows = (await matching('school', 'id').union(matching('school_slug_history', 'school_id'))) as {
      slug: string;
    }[];
    return rows.map((row) => row.slug);
  }

  async rememberFormer(schoolId: number, formerSlug: string, currentSlug: string): Promise<void> {
    await this.knex('school_slug_history').where({ slug: currentSlug, school_id: schoolId }).delete();
    await this.knex('school_slug_history')
      .insert({ slug: formerSlug, school_id: schoolId, created_at: new Date() })
      .onConflict('slug')
      .merge(['school_id', 'created_at']);
  }
}
