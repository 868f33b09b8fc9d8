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

  async takenLike(base: string, exceptSchoolId?: number): Promise<string[]> {
    // Base slugs are [a-z0-9_-] only, so a plain LIKE prefix is safe once "_" is escaped.
    const prefix = `${likeEscape(base)}-%`;
    // Inside a seeding or editing transaction the query must see that transaction's rows.
    const knex = this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
    const query = knex
      .select('slug')
      .from('school')
      .where((inner) => inner.where('slug', base).orWhere('slug', 'like', prefix));
    if (exceptSchoolId !== undefined) query.whereNot('id', exceptSchoolId);
    const rows = (await query) as { slug: string }[];
    return rows.map((row) => row.slug);
  }
}
