import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { SchoolChanges, type ChangedSchool, type SchoolChange } from '../application/ports/school-changes';
import type { SchoolFilter } from '../application/ports/school-filter';
import { SchoolFilterSql } from './school-filter-sql';
import { pgArray } from './school-rows';

/** What changed among the active schools since an instant, per saved search, in SQL (the search's predicate: SchoolFilterSql). */
@Injectable()
export class MikroOrmSchoolChanges extends SchoolChanges {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The search's predicate and order, shared with the other reads of the search. */
  private readonly sql = new SchoolFilterSql(this.em);

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  async changedSince(filter: SchoolFilter, since: Date, limit: number): Promise<SchoolChange[]> {
    const resolved = await this.sql.resolve(filter);
    if (!resolved) return [];
    // Each side of the OR has its own partial index (school.schema.ts), so a quiet day reads few rows.
    const rows = (await this.knex
      .select('s.id', 's.name', 's.slug', 's.city', 's.tuition_min', 's.tuition_max')
      .select(this.knex.raw('s.created_at > ? as is_new', [since]))
      .from('school as s')
      .modify((query) => this.sql.where(query, resolved, 'count'))
      .where((inner) => inner.where('s.created_at', '>', since).orWhere('s.facts_changed_at', '>', since))
      .orderByRaw('greatest(s.created_at, s.facts_changed_at) desc, s.id')
      .limit(limit)) as {
      id: number;
      name: string;
      slug: string;
      city: string;
      tuition_min: number | null;
      tuition_max: number | null;
      is_new: boolean;
    }[];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      tuitionMin: row.tuition_min,
      tuitionMax: row.tuition_max,
      change: row.is_new ? 'new' : 'facts',
    }));
  }

  async changedSinceAll(since: Date, limit: number): Promise<ChangedSchool[]> {
    const rows = (await this.knex
      .select('s.id', 's.name', 's.slug', 's.city', 's.tuition_min', 's.tuition_max')
      .select(
        this.knex.raw(
          `(to_json(s.created_at) #>> '{}') as created_at, (to_json(s.facts_changed_at) #>> '{}') as facts_changed_at`,
        ),
      )
      .from('school as s')
      .where('s.is_active', true)
      .where((inner) => inner.where('s.created_at', '>', since).orWhere('s.facts_changed_at', '>', since))
      .orderBy('s.id')
      .limit(limit)) as {
      id: number;
      name: string;
      slug: string;
      city: string;
      tuition_min: number | null;
      tuition_max: number | null;
      created_at: string;
      facts_changed_at: string | null;
    }[];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      tuitionMin: row.tuition_min,
      tuitionMax: row.tuition_max,
      createdAt: new Date(row.created_at),
      factsChangedAt: row.facts_changed_at ? new Date(row.facts_changed_at) : null,
    }));
  }

  async matchingAmongEach(filters: SchoolFilter[], ids: number[]): Promise<number[][]> {
    const answer: number[][] = filters.map(() => []);
    if (!ids.length || !filters.length) return answer;
    const resolved = await Promise.all(filters.map((filter) => this.sql.resolve(filter)));
    // One statement: the candidate rows read once (a materialized CTE named like the table's alias), then a
    // UNION ALL of each filter's own predicates over them, tagged with the filter's index.
    const queries = resolved.flatMap((r, index) =>
      r
        ? [
            this.knex
              .select(this.knex.raw('?::int as k', [index]), 's.id')
              .from('candidate as s')
              .modify((query) => this.sql.where(query, r, 'count')),
          ]
        : [],
    );
    if (!queries.length) return answer;
    const [first, ...rest] = queries;
    const rows = (await this.knex
      .withMaterialized(
        'candidate',
        this.knex
          .select('*')
          .from('school')
          .whereRaw('id = any(?::int[])', [pgArray(ids)]),
      )
      .select('u.k', 'u.id')
      .from((rest.length ? first.unionAll(rest, true) : first).as('u'))) as { k: number; id: number }[];
    for (const row of rows) answer[row.k].push(row.id);
    return answer;
  }
}
