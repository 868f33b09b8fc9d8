import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { SchoolCounts, type FacetCount, type SchoolFacets } from '../application/ports/school-counts';

/** Counts over the active schools in SQL: the filters' facets and the totals. */
@Injectable()
export class MikroOrmSchoolCounts extends SchoolCounts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  async facets(): Promise<SchoolFacets> {
    const facet = async (select: string, from: string, where: string): Promise<FacetCount[]> =>
      (
        (await this.knex.raw(
          `select ${select} as value, count(*)::int as count from ${from} where s.is_active${where} group by 1 order by 2 desc, 1`,
        )) as { rows: FacetCount[] }
      ).rows;
    const [features, religiousAffiliations, cities, notReported] = await Promise.all([
      facet('feature', 'school s cross join lateral unnest(s.features) as feature', " and feature <> ''"),
      facet('s.religious_affiliation', 'school s', " and coalesce(s.religious_affiliation, '') <> ''"),
      facet('s.city', 'school s', " and s.city <> ''"),
      // Issue 35: how many have not reported each admissions fact (the filters say so).
      (async () =>
        (
          (await this.knex.raw(
            `select count(*)::int as school_count,
                    (count(*) filter (where s.accepts_opportunity_scholarship is null))::int as scholarship,
                    (count(*) filter (where s.latest_deadline is null))::int as deadlines,
                    (count(*) filter (where s.grade_openings = '{}'::jsonb))::int as openings
               from school s where s.is_active`,
          )) as { rows: { school_count: number; scholarship: number; deadlines: number; openings: number }[] }
        ).rows)(),
    ]);
    const [counts] = notReported;
    return {
      features,
      religiousAffiliations,
      cities,
      admissionsNotReported: {
        schoolCount: counts.school_count,
        scholarship: counts.scholarship,
        deadlines: counts.deadlines,
        openings: counts.openings,
      },
    };
  }

  async counts(): Promise<{ schools: number; schoolTypes: number }> {
    const row = (await this.knex
      .from('school')
      .where('is_active', true)
      .select(this.knex.raw('count(*)::int as schools, count(distinct school_type)::int as school_types'))
      .first()) as {
      schools: number;
      school_types: number;
    };
    return { schools: row.schools, schoolTypes: row.school_types };
  }
}
