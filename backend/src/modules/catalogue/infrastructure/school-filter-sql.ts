import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { likeContains, likeEscape } from '../../../shared/database';
import { schoolLocationDocument } from '../../directory/adapters';
import type { SchoolFilter } from '../application/ports/school-filter';
import { isAffiliationFamily } from '../domain/religious-affiliation';
import { chordForMiles, unitSpherePoint, type GeoPoint } from '../domain/search-centre';
import { SHOWN_AVERAGE, pgArray } from './school-rows';

export interface LocationMatch {
  /** lowercased, trimmed search text */
  text: string;
  /** neighborhoods whose name matches the text */
  neighborhoodIds: number[];
}

/** The centre as a point on the unit sphere, bound as three float8 parameters (see `school.geo_point`). */
export const CENTRE = 'cube(array[?::float8, ?::float8, ?::float8])';
export const centreBindings = (centre: GeoPoint) => unitSpherePoint(centre);
/** The chord from a school's pin to the centre: what radius filters and the distance order compare. */
export const CHORD = `(s.geo_point <-> ${CENTRE})`;
/**
 * When a radius is given to the GiST index as a box (then narrowed by the
 * exact chord) rather than checked on each row read some other way. The
 * planner cannot weigh this itself: it guesses a box's selectivity as a fixed
 * 0.1 %, whatever its size. A count must visit every school in the circle,
 * and the box finds them until the circle covers much of the valley (past 10
 * miles a plain scan is as quick). A page of rows in an order a b-tree can
 * give (best match without `location`, name, tuition) is read fastest along
 * that index, dropping schools outside the circle, unless the circle is so
 * small that few schools qualify (1 mile); an order no index gives (best
 * match with `location`) sorts what the box returns.
 */
function radiusUsesBox({ filter, location }: ResolvedFilter, reading: 'count' | 'rows'): boolean {
  const miles = filter.radiusMiles;
  if (miles === undefined) return false;
  const sort = filter.sort ?? 'best';
  // The one order no index gives: best match with `location` ranks every match. 'Highest rated' and a
  // grade's tuition orders walk their own indexes (MikroOrmSchoolResults.ratedPage, gradeTuitionPage) and
  // test the chord on the rows they read, like the other orders.
  const ranked = sort === 'best' && !!location;
  const indexOrdered = !ranked;
  return reading === 'rows' && indexOrdered ? miles <= 1 : miles <= 10;
}
/**
 * A school's tuition for the tuition orders: with a grade, that grade's published band (costs'
 * school_grade_tuition) or else the school-wide figure; `range` is the school-wide columns in the order's
 * preference (low end first for ascending).
 */
function gradeTuition(grade: number | undefined, range: string): string {
  if (grade === undefined) return `coalesce(${range})`;
  return `coalesce((select t.annual_tuition from school_grade_tuition t where t.school_id = s.id and t.grade = ?), ${range})`;
}
const gradeBinding = (grade: number | undefined): number[] => (grade === undefined ? [] : [grade]);

/** Widens a box a hair beyond its chord, so a pin exactly on the boundary is never lost to rounding. */
const boxSide = (chord: number) => chord * (1 + 1e-9) + 1e-12;

/**
 * How close a school is to the `location` text (docs/product.md "Search": best match):
 * the word similarity of its document, or of its neighborhood's name when that
 * neighborhood matched the text. 1 is a perfect match. Reads `n` (neighborhood).
 */
export function locationSimilarity(location: LocationMatch): { sql: string; bindings: Knex.RawBinding[] } {
  const document = schoolLocationDocument('s');
  return {
    sql: `greatest(word_similarity(?, ${document}), case when s.neighborhood_id = any(?::int[]) then word_similarity(?, lower(n.name)) else 0 end)`,
    bindings: [location.text, pgArray(location.neighborhoodIds), location.text],
  };
}

/**
 * One part of the best-match order when `location` is given, in that order:
 * premium first, literal matches before fuzzy ones. In a literal group the
 * perfect matches (similarity 1, ordered by name and id, so read along
 * `school_public_order_idx` without ranking every row: a city's name) come
 * before the rest (similarity descending, then name and id: ranked, the
 * group's every row). A fuzzy group is ranked in one part: its perfect
 * matches are rare, and looking for them walked every school of the group
 * computing a similarity each (a typo of a city: 2,900 premium schools) only
 * to rank the group's matches again after it.
 * Concatenated, the parts give exactly the order of `orderBy` (see `rankedPage`).
 */
export interface RankSegment {
  literal: boolean;
  /** Both when unset (the count of literal matches, then of fuzzy ones). */
  premium?: boolean;
  /** Both when unset. */
  perfect?: boolean;
  /**
   * Which fuzzy matches of a non-literal segment (both when unset): a school
   * of a matching neighborhood, or by its document's word similarity and in
   * no matching neighborhood; `unchecked` leaves the check to the statement.
   */
  fuzzy?: 'neighborhood' | 'document' | 'unchecked';
  /**
   * Literal matches tested by `strpos` (the same test as the `LIKE`), which the GIN trigram index
   * cannot serve: for a text within a large city's name (see `cityLiteral`).
   */
  scan?: boolean;
}

/** Filter values resolved before the statements are built (neighborhood names → ids, location text). */
export interface ResolvedFilter {
  filter: SchoolFilter;
  neighborhoodIds?: number[];
  location?: LocationMatch;
}

/**
 * The directory search's predicate and order in SQL, one place for every read that filters schools as the
 * search does (results, map points, saved-search changes). Every condition is written so an index can
 * serve it (see the catalogue and school_geo migrations); the neighborhood names are resolved to ids first
 * (ten rows) so the planner sees constants, not a sub-select.
 */
export class SchoolFilterSql {
  constructor(private readonly em: EntityManager) {}

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  /** Neighborhood names to ids and the location text; null when a named neighborhood does not exist (nothing matches). */
  async resolve(filter: SchoolFilter): Promise<ResolvedFilter | null> {
    let neighborhoodIds: number[] | undefined;
    if (filter.neighborhoods?.length) {
      neighborhoodIds = await this.neighborhoodIdsByName(filter.neighborhoods);
      if (!neighborhoodIds.length) return null;
    }
    const location = filter.location ? await this.locationMatch(filter.location) : undefined;
    return { filter, neighborhoodIds, location };
  }

  /**
   * Every filter predicate of the search, in one place. `segment` (best match
   * with `location` on a large result, see `rankedPage`) narrows the location
   * match to one part of the order.
   */
  where(
    query: Knex.QueryBuilder,
    resolved: ResolvedFilter,
    reading: 'count' | 'rows',
    segment?: RankSegment,
  ): Knex.QueryBuilder {
    const { filter, neighborhoodIds, location } = resolved;
    query.where('s.is_active', true);
    if (location) {
      const document = schoolLocationDocument('s');
      const literal = likeContains(location.text);
      const fuzzy = (inner: Knex.QueryBuilder) => {
        inner.whereRaw(`? <% ${document}`, [location.text]);
        if (location.neighborhoodIds.length)
          inner.orWhereRaw('s.neighborhood_id = any(?::int[])', [pgArray(location.neighborhoodIds)]);
      };
      if (!segment) {
        query.where((inner) => {
          inner.whereRaw(`${document} like ?`, [literal]).orWhere(fuzzy);
        });
      } else {
        if (segment.premium !== undefined) query.where('s.is_premium', segment.premium);
        if (segment.literal && segment.scan) query.whereRaw(`strpos(${document}, ?) > 0`, [location.text]);
        else if (segment.literal) query.whereRaw(`${document} like ?`, [literal]);
        else {
          query.whereRaw(`not (${document} like ?)`, [literal]);
          // A perfect similarity implies the fuzzy match (a word similarity of 1, or a neighborhood that
          // matched): not checking it again spares a word similarity per row read.
          if (segment.fuzzy === 'neighborhood')
            query.whereRaw('s.neighborhood_id = any(?::int[])', [pgArray(location.neighborhoodIds)]);
          else if (segment.fuzzy === 'document') {
            query.whereRaw(`? <% ${document}`, [location.text]);
            if (location.neighborhoodIds.length)
              query.whereRaw('(s.neighborhood_id is null or not (s.neighborhood_id = any(?::int[])))', [
                pgArray(location.neighborhoodIds),
              ]);
          } else if (segment.perfect !== true && segment.fuzzy !== 'unchecked') query.where(fuzzy);
        }
        if (segment.perfect !== undefined) {
          const similarity = locationSimilarity(location);
          query.whereRaw(`${similarity.sql} ${segment.perfect ? '>=' : '<'} 1`, similarity.bindings);
        }
      }
    }
    if (filter.grades?.length) {
      query.where((inner) => {
        for (const span of filter.grades!)
          inner.orWhereRaw('(s.grade_min <= ? and s.grade_max >= ?)', [span.max, span.min]);
      });
    }
    if (filter.schoolTypes?.length) query.whereIn('s.school_type', filter.schoolTypes);
    if (neighborhoodIds) query.whereRaw('s.neighborhood_id = any(?::int[])', [pgArray(neighborhoodIds)]);
    if (filter.tuitionGrade !== undefined) {
      const grade = filter.tuitionGrade;
      query.whereRaw('(s.grade_min <= ? and s.grade_max >= ?)', [grade, grade]);
      if (filter.tuitionMin !== undefined || filter.tuitionMax !== undefined) {
        // The grade's published band when there is one (costs' school_grade_tuition), else the school-wide range.
        const min = filter.tuitionMin ?? 0;
        const max = filter.tuitionMax ?? 2_147_483_647;
        // One look-up by key per school read (a scalar sub-select is never hashed): the planner otherwise
        // read every band of the grade twice per search to build hash tables (docs/performance.md).
        const range: string[] = [];
        const rangeBindings: number[] = [];
        if (filter.tuitionMin !== undefined) {
          range.push('coalesce(s.tuition_max, s.tuition_min) >= ?');
          rangeBindings.push(filter.tuitionMin);
        }
        if (filter.tuitionMax !== undefined) {
          range.push('coalesce(s.tuition_min, s.tuition_max) <= ?');
          rangeBindings.push(filter.tuitionMax);
        }
        query.whereRaw(
          `coalesce((select t.annual_tuition between ? and ? from school_grade_tuition t where t.school_id = s.id and t.grade = ?), ${range.join(' and ')})`,
          [min, max, grade, ...rangeBindings],
        );
      }
    } else {
      if (filter.tuitionMin !== undefined)
        query.whereRaw('coalesce(s.tuition_max, s.tuition_min) >= ?', [filter.tuitionMin]);
      if (filter.tuitionMax !== undefined)
        query.whereRaw('coalesce(s.tuition_min, s.tuition_max) <= ?', [filter.tuitionMax]);
    }
    if (filter.tuitionAssistance)
      // An aid provider named in the admissions facts, or an assistance program in the published cost schedule.
      query.whereRaw(
        // A look-up by key per school read, never a hash of every schedule (see the grade's tuition above): an
        // index-only probe of the schedules that offer it (school_cost_schedule_assistance_idx). A scalar
        // sub-select, not EXISTS: the planner hashes an EXISTS under OR, 24,000 schedules per search.
        '(s.financial_aid_provider is not null or coalesce((select true from school_cost_summary c where c.school_id = s.id and c.offers_assistance), false))',
      );
    if (filter.minRating !== undefined)
      query.whereRaw(
        `exists (select 1 from school_review_stats r where r.school_id = s.id and ${SHOWN_AVERAGE} >= ?)`,
        [filter.minRating],
      );
    if (filter.repliesWithinADay)
      // Leads' published view, one row per school by its key (lead_response_time's primary key under it):
      // `replies_within_a_day` holds only where the figures are shown (docs/decisions/lead-replies.md).
      query.whereRaw(
        'exists (select 1 from school_response_time t where t.school_id = s.id and t.replies_within_a_day)',
      );
    if (filter.zipCode) query.where('s.zip_code', filter.zipCode);
    if (filter.features?.length) query.whereRaw('s.features @> ?::text[]', [pgArray(filter.features)]);
    if (filter.religiousAffiliations?.length) {
      // A family ('Jewish') also finds its denominations ('Jewish (Conservative)'): domain/religious-affiliation.ts.
      const families = filter.religiousAffiliations.filter(isAffiliationFamily);
      query.whereRaw('(s.religious_affiliation = any(?::text[]) or s.religious_affiliation like any(?::text[]))', [
        pgArray(filter.religiousAffiliations),
        pgArray(families.map((family) => `${likeEscape(family)} (%`)),
      ]);
    }
    if (filter.featured) query.where('s.is_premium', true);
    if (filter.excludeExamples) query.where('s.is_example', false);
    // Admissions filters (issue 20), each served by its own index (school.schema.ts).
    if (filter.acceptsOpportunityScholarship) query.where('s.accepts_opportunity_scholarship', true);
    if (filter.openingsGrade !== undefined)
      query.whereRaw('s.open_grades @> ?::smallint[]', [pgArray([filter.openingsGrade])]);
    if (filter.deadlineOnOrAfter) query.whereRaw('s.latest_deadline >= ?::date', [filter.deadlineOnOrAfter]);
    if (filter.centre && filter.radiusMiles !== undefined) {
      const chord = chordForMiles(filter.radiusMiles);
      // The box is what the GiST index answers; the exact chord then drops its corners.
      if (radiusUsesBox(resolved, reading))
        query.whereRaw(`cube_enlarge(${CENTRE}, ?, 3) @> s.geo_point`, [
          ...centreBindings(filter.centre),
          boxSide(chord),
        ]);
      query.whereRaw(`${CHORD} <= ?`, [...centreBindings(filter.centre), chord]);
    }
    return query;
  }

  /**
   * For the distance order: the chord of the `n`-th nearest matching school,
   * found by the GiST index's nearest-first scan (which stops after n rows).
   * Null when fewer than n matching schools have a pin (or the order is
   * another): then the page is sorted without a cut.
   */
  async distanceCut(resolved: ResolvedFilter, n: number): Promise<number | null> {
    const { centre, sort } = resolved.filter;
    if (!centre || sort !== 'distance') return null;
    const row = (await this.knex
      .select(this.knex.raw(`${CHORD} as chord`, centreBindings(centre)))
      .from('school as s')
      .modify((query) => this.where(query, resolved, 'rows'))
      .whereNotNull('s.geo_point')
      .orderByRaw(CHORD, centreBindings(centre))
      .offset(n - 1)
      .limit(1)) as { chord: number }[];
    return row.length ? row[0].chord : null;
  }

  /** Only the schools within `cut` of the centre (a box the index answers, then the exact chord); ties included. */
  withinCut(query: Knex.QueryBuilder, centre: GeoPoint | undefined, cut: number | null): Knex.QueryBuilder {
    if (!centre || cut === null) return query;
    return query
      .whereRaw(`cube_enlarge(${CENTRE}, ?, 3) @> s.geo_point`, [...centreBindings(centre), boxSide(cut)])
      .whereRaw(`${CHORD} <= ?`, [...centreBindings(centre), cut]);
  }

  selectDistance(query: Knex.QueryBuilder, centre: GeoPoint | undefined): Knex.QueryBuilder {
    if (!centre) return query;
    return query.select(this.knex.raw(`${CHORD} as geo_chord`, centreBindings(centre)));
  }

  /** The asked order, always ending with name and id so pages never repeat or skip a school. */
  orderBy(query: Knex.QueryBuilder, { filter, location }: ResolvedFilter): Knex.QueryBuilder {
    switch (filter.sort ?? 'best') {
      case 'best':
        query.orderBy('s.is_premium', 'desc');
        if (location) {
          // Literal matches first, then the closest fuzzy ones; a matching neighborhood counts as a match.
          const document = schoolLocationDocument('s');
          const similarity = locationSimilarity(location);
          query.orderByRaw(`(case when ${document} like ? then 1 else 0 end) desc, ${similarity.sql} desc`, [
            likeContains(location.text),
            ...similarity.bindings,
          ]);
        }
        break;
      case 'distance':
        // Schools without a pin have no distance and come last (nulls last is ascending's default).
        if (filter.centre) query.orderByRaw(CHORD, centreBindings(filter.centre));
        break;
      case 'tuition_asc':
        query.orderByRaw(`${gradeTuition(filter.tuitionGrade, 's.tuition_min, s.tuition_max')} asc nulls last`, [
          ...gradeBinding(filter.tuitionGrade),
        ]);
        break;
      case 'tuition_desc':
        query.orderByRaw(`${gradeTuition(filter.tuitionGrade, 's.tuition_max, s.tuition_min')} desc nulls last`, [
          ...gradeBinding(filter.tuitionGrade),
        ]);
        break;
      case 'rating':
        // The Bayesian ranking score alone (school_review_stats): never the plan (issue 39's trust rule).
        query.orderByRaw(
          '(select r.ranking_score from school_review_stats r where r.school_id = s.id) desc nulls last',
        );
        break;
      case 'name':
        break;
    }
    return query.orderBy('s.name', 'asc').orderBy('s.id', 'asc');
  }

  private async neighborhoodIdsByName(names: string[]): Promise<number[]> {
    const rows = (await this.knex
      .select('id')
      .from('neighborhood_summary')
      .whereRaw('lower(name) = any(?::text[])', [pgArray(names.map((name) => name.trim().toLowerCase()))])) as {
      id: number;
    }[];
    return rows.map((row) => row.id);
  }

  private async locationMatch(raw: string): Promise<LocationMatch | undefined> {
    const text = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!text) return undefined;
    const rows = (await this.knex
      .select('id')
      .from('neighborhood_summary')
      .whereRaw('lower(name) like ?', [likeContains(text)])
      .orWhereRaw('? <% lower(name)', [text])) as { id: number }[];
    return { text, neighborhoodIds: rows.map((row) => row.id) };
  }
}
