import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { SchoolFilter } from '../application/ports/school-filter';
import { SchoolMapPoints, type SchoolMapResult } from '../application/ports/school-map-points';
import { SchoolFilterSql } from './school-filter-sql';
import { chordMiles } from './school-rows';

/** The search's map pins in SQL: the matching schools that have a pin, in the search's order (SchoolFilterSql). */
@Injectable()
export class MikroOrmSchoolMapPoints extends SchoolMapPoints {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The search's predicate and order, shared with the other reads of the search. */
  private readonly sql = new SchoolFilterSql(this.em);

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  async mapPoints(filter: SchoolFilter, cap: number): Promise<SchoolMapResult> {
    const resolved = await this.sql.resolve(filter);
    if (!resolved) return { points: [], total: 0 };
    const pinned = (query: Knex.QueryBuilder, reading: 'count' | 'rows') =>
      this.sql.where(query, resolved, reading).whereNotNull('s.latitude').whereNotNull('s.longitude');

    const cut = await this.sql.distanceCut(resolved, cap + 1);
    const points = this.knex
      .select('s.slug', 's.name', 's.latitude', 's.longitude', 's.is_premium')
      .from('school as s')
      .modify((query) => pinned(query, 'rows'))
      .modify((query) => this.sql.withinCut(query, filter.centre, cut))
      .modify((query) => this.sql.selectDistance(query, filter.centre))
      .modify((query) => {
        // The best-match order reads the neighborhood's name; the other orders never need the join.
        if (resolved.location && (filter.sort ?? 'best') === 'best')
          query.leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id');
      })
      .modify((query) => this.sql.orderBy(query, resolved))
      // One more than the cap tells whether there are more, so the exact count runs only then.
      .limit(cap + 1);
    const rows = (await points) as {
      slug: string;
      name: string;
      latitude: string;
      longitude: string;
      is_premium: boolean;
      geo_chord?: number | null;
    }[];
    let total = rows.length;
    if (rows.length > cap) {
      const [{ count }] = (await this.knex
        .count('* as count')
        .from('school as s')
        .modify((query) => pinned(query, 'count'))) as {
        count: string;
      }[];
      total = Number(count);
    }
    return {
      points: rows.slice(0, cap).map((row) => ({
        slug: row.slug,
        name: row.name,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        isPremium: row.is_premium,
        // Every point has a pin, so with a centre the chord is never null.
        ...(row.geo_chord != null ? { distanceMiles: chordMiles(row.geo_chord)! } : {}),
      })),
      total,
    };
  }
}
