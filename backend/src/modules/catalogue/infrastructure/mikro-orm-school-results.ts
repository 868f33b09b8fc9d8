import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { schoolLocationDocument } from '../../directory/adapters';
import { SchoolResults, type SchoolHit, type SchoolSearchResult } from '../application/ports/school-results';
import type { SchoolSearchFilter } from '../application/ports/school-filter';
import type { GeoPoint } from '../domain/search-centre';
import { SchoolFilterSql, locationSimilarity, type RankSegment, type ResolvedFilter } from './school-filter-sql';
import { DERIVED_COLUMNS, PUBLIC_COLUMNS, pgArray, toSchoolHit, type SchoolRow } from './school-rows';

/**
 * Counts stop past this many matches (or ten pages past the asked page, when
 * that is more): a larger result answers `total` = the cap with
 * `totalIsLowerBound`, and the page says 'N+'. Counting 40,000 matches of a
 * city name took most of a search's time and told families nothing a '1000+'
 * does not.
 */
export const EXACT_COUNT_UP_TO = 1000;

/**
 * How many schools of a fuzzy group the name walk reads, per school the page
 * still needs, before it gives up and ranks the whole group (see `rankedPage`).
 */
const FUZZY_WALK_PER_ROW = 10;

/** The parts of the best-match order with `location`, in that order (RankSegment in school-filter-sql.ts). */
const RANK_SEGMENTS: RankSegment[] = [true, false].flatMap((premium) => [
  { premium, literal: true, perfect: true },
  { premium, literal: true, perfect: false },
  { premium, literal: false },
]);

/**
 * The search's results in SQL: one page in the asked order and its count, and the schools a shortlist
 * names. The predicate is SchoolFilterSql's.
 *
 * Distances: each pin is stored as a point on the unit sphere (`geo_point`,
 * `cube`, GiST-indexed). A radius is a box containment narrowed by the exact
 * chord; the nearest-first order is the index's `<->` scan (the chord orders
 * exactly as the great-circle distance). Because that scan cannot also order
 * by name and id, a distance-ordered page is read in two steps: the chord of
 * the page's last school by the index scan, then the schools within that chord
 * in full order (see SchoolFilterSql.distanceCut).
 */
@Injectable()
export class MikroOrmSchoolResults extends SchoolResults {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The search's predicate and order, shared with the other reads of the search. */
  private readonly sql = new SchoolFilterSql(this.em);

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  /** Where counts stop (see EXACT_COUNT_UP_TO); tests lower both to try the large-result path on little data. */
  exactCountUpTo = EXACT_COUNT_UP_TO;
  /** Counts reach at least this many pages past the asked one. */
  countPagesAhead = 10;
  /** From this offset on, a page reads its ids first (see `page`); tests lower it. */
  idsFirstFromOffset = 240;

  async search(filter: SchoolSearchFilter): Promise<SchoolSearchResult> {
    const resolved = await this.sql.resolve(filter);
    if (!resolved) return { schools: [], total: 0, totalIsLowerBound: false };

    const offset = (filter.page - 1) * filter.limit;
    // Past the asked page by ten pages at least, so the page links up to `total` always lead somewhere.
    const cap = Math.max(this.exactCountUpTo, offset + this.countPagesAhead * filter.limit);
    const countUpTo = async (most: number, segment?: RankSegment) => {
      const matches = this.knex
        .select(this.knex.raw('1'))
        .from('school as s')
        .modify((query) => this.sql.where(query, resolved, 'count', segment))
        .limit(most)
        .as('m');
      const [{ total }] = (await this.knex.count('* as total').from(matches)) as { total: string }[];
      return Number(total);
    };
    // Where the page links reach: ten pages past the asked one.
    const links = offset + this.countPagesAhead * filter.limit;
    /**
     * With `location`, literal matches first: a LIKE costs little per row, a word similarity (the fuzzy
     * match) much more, so a common word (a city) stops counting before any similarity is computed.
     * Fuzzy matches are counted only as far as the page links need (`links`), and not at all when the
     * literal ones already reach past them: then the answer is the literal count as a lower bound ('at
     * least N'; an existence probe of one fuzzy match would be planned as a scan computing a word
     * similarity per row until it finds one). The neighborhood's schools first (an index, no
     * similarity), then the documents' word similarities only if still short.
     */
    const count = async (): Promise<{ matched: number; bound: number; literal?: number }> => {
      if (!resolved.location) return { matched: await countUpTo(cap + 1), bound: cap };
      const scan = await this.cityLiteral(resolved.location.text);
      const literal = await countUpTo(cap + 1, { literal: true, scan });
      if (literal > cap) return { matched: literal, bound: cap, literal };
      // At least `literal` match, perhaps more: reported as the bound, flagged (matched > bound).
      if (literal > links) return { matched: literal + 1, bound: literal, literal };
      const bound = links;
      let need = bound + 1 - literal;
      let fuzzy = 0;
      if (resolved.location.neighborhoodIds.length) {
        fuzzy = await countUpTo(need, { literal: false, fuzzy: 'neighborhood' });
        need -= fuzzy;
      }
      if (need > 0) fuzzy += await countUpTo(need, { literal: false, fuzzy: 'document' });
      return { matched: literal + fuzzy, bound, literal };
    };
    let rows: SchoolRow[];
    let counted: { matched: number; bound: number; literal?: number };
    if (resolved.location && (filter.sort ?? 'best') === 'best') {
      // Ranking by similarity reads every match: fine for up to the page links' reach, not for a city's
      // 40,000 or a typo's thousands, which are read in parts instead (rankedPage). Same order either way.
      counted = await count();
      rows =
        counted.matched > links
          ? await this.rankedPage(resolved, offset, filter.limit, counted.literal === 0)
          : await this.page(resolved, offset, filter.limit);
    } else if (filter.tuitionGrade !== undefined && (filter.sort === 'tuition_asc' || filter.sort === 'tuition_desc')) {
      [rows, counted] = await Promise.all([
        this.gradeTuitionPage(resolved, filter.tuitionGrade, filter.sort, offset, filter.limit),
        count(),
      ]);
    } else if (filter.sort === 'rating') {
      [rows, counted] = await Promise.all([this.ratedPage(resolved, offset, filter.limit), count()]);
    } else {
      [rows, counted] = await Promise.all([this.page(resolved, offset, filter.limit), count()]);
    }
    const { matched, bound } = counted;
    return { schools: rows.map(toSchoolHit), total: Math.min(matched, bound), totalIsLowerBound: matched > bound };
  }

  /**
   * One page in the asked order, in one statement (with the distance cut first for `sort=distance`).
   * Past `idsFirstFromOffset`, the ids first, then their rows: PostgreSQL builds every row it skips
   * for an OFFSET (columns, neighborhood, the `managed` sub-select), and page 2,000 skipped 48,000
   * of them (0.1-0.8 s); the ids alone come from an index-only scan of the order's index.
   */
  private async page(resolved: ResolvedFilter, offset: number, limit: number): Promise<SchoolRow[]> {
    const { filter } = resolved;
    const cut = await this.sql.distanceCut(resolved, offset + limit);
    const inOrder = (query: Knex.QueryBuilder) =>
      query
        .from('school as s')
        .modify((q) => this.sql.where(q, resolved, 'rows'))
        .modify((q) => this.sql.withinCut(q, filter.centre, cut))
        .modify((q) => this.sql.orderBy(q, resolved))
        .limit(limit)
        .offset(offset);
    if (offset >= this.idsFirstFromOffset) {
      const ids = (await this.knex
        .select('s.id')
        .modify((query) => {
          // Only the best-match order with `location` reads the neighborhood (its name's similarity).
          if (resolved.location && (filter.sort ?? 'best') === 'best')
            query.leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id');
        })
        .modify(inOrder)) as { id: number }[];
      return this.rowsInOrder(
        ids.map((row) => row.id),
        filter.centre,
      );
    }
    return (await this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .modify((query) => this.sql.selectDistance(query, filter.centre))
      .modify(inOrder)) as SchoolRow[];
  }

  /**
   * One page of 'Highest rated' (issue 39), the order of SchoolFilterSql.orderBy's `rating` case (ranking
   * score descending, schools without one last, then name and id) in two parts, so no page ranks every
   * school by its score: the rated schools along `school_review_stats_ranking_idx` (equal scores sorted
   * by name and id as they come), then, only when the page reaches past them, the schools without a
   * ranking score along the name index. A sort by a sub-select per school ranked all 100,000 of them
   * (0.3 s a page; docs/performance.md). Then the page's rows by id.
   */
  private async ratedPage(resolved: ResolvedFilter, offset: number, limit: number): Promise<SchoolRow[]> {
    const end = offset + limit;
    const rated = (await this.knex
      .select('s.id')
      .from('school as s')
      .join('school_review_stats as r', 'r.school_id', 's.id')
      .modify((query) => this.sql.where(query, resolved, 'rows'))
      .whereNotNull('r.ranking_score')
      .orderBy('r.ranking_score', 'desc')
      .orderBy('s.name', 'asc')
      .orderBy('s.id', 'asc')
      .limit(end)) as { id: number }[];
    const ids = rated.slice(offset).map((row) => row.id);
    if (rated.length < end) {
      // The unrated part starts where the rated one ended: its first school is at position `rated.length`.
      const unrated = (await this.knex
        .select('s.id')
        .from('school as s')
        .modify((query) => this.sql.where(query, resolved, 'rows'))
        .whereNotExists((exists) =>
          exists
            .select(this.knex.raw('1'))
            .from('school_review_stats as r')
            .whereRaw('r.school_id = s.id')
            .whereNotNull('r.ranking_score'),
        )
        .orderBy('s.name', 'asc')
        .orderBy('s.id', 'asc')
        .offset(Math.max(0, offset - rated.length))
        .limit(end - Math.max(offset, rated.length))) as { id: number }[];
      ids.push(...unrated.map((row) => row.id));
    }
    return this.rowsInOrder(ids, resolved.filter.centre);
  }

  /**
   * One page of the tuition orders for a grade (issue 40), the order of SchoolFilterSql.orderBy's tuition
   * cases (the grade's band, else the school-wide figure; none last; then name and id) without computing
   * a figure for every school that teaches the grade (0.2 s a page at 100,000 schools): the first
   * `offset + limit` schools with a band for the grade along `school_grade_tuition_grade_idx`, the first
   * as many without one along the school-wide tuition order's index, and those at most twice as many
   * rows merged in that order. The page's rows by id.
   */
  private async gradeTuitionPage(
    resolved: ResolvedFilter,
    grade: number,
    sort: 'tuition_asc' | 'tuition_desc',
    offset: number,
    limit: number,
  ): Promise<SchoolRow[]> {
    const end = offset + limit;
    const direction = sort === 'tuition_asc' ? 'asc' : 'desc';
    const range = sort === 'tuition_asc' ? 's.tuition_min, s.tuition_max' : 's.tuition_max, s.tuition_min';
    const banded = this.knex
      .select('s.id', 's.name', this.knex.raw('g.annual_tuition as tuition'))
      .from('school as s')
      .join('school_grade_tuition as g', (on) => on.on('g.school_id', 's.id').andOnVal('g.grade', grade))
      .modify((query) => this.sql.where(query, resolved, 'rows'))
      .orderBy('g.annual_tuition', direction)
      .orderBy('s.name', 'asc')
      .orderBy('s.id', 'asc')
      .limit(end);
    const schoolWide = this.knex
      .select('s.id', 's.name', this.knex.raw(`coalesce(${range}) as tuition`))
      .from('school as s')
      .modify((query) => this.sql.where(query, resolved, 'rows'))
      .whereNotExists((exists) =>
        exists
          .select(this.knex.raw('1'))
          .from('school_grade_tuition as g')
          .whereRaw('g.school_id = s.id')
          .where('g.grade', grade),
      )
      .orderByRaw(`coalesce(${range}) ${direction} nulls last`)
      .orderBy('s.name', 'asc')
      .orderBy('s.id', 'asc')
      .limit(end);
    const rows = (await this.knex
      .select('u.id')
      .from(this.knex.raw('((?) union all (?)) as u', [banded, schoolWide]))
      .orderByRaw(`u.tuition ${direction} nulls last`)
      .orderBy('u.name', 'asc')
      .orderBy('u.id', 'asc')
      .offset(offset)
      .limit(limit)) as { id: number }[];
    return this.rowsInOrder(
      rows.map((row) => row.id),
      resolved.filter.centre,
    );
  }

  /** The public rows of these schools, in the given order. */
  private async rowsInOrder(ids: number[], centre: GeoPoint | undefined): Promise<SchoolRow[]> {
    if (!ids.length) return [];
    const rows = (await this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .from('school as s')
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .whereRaw('s.id = any(?::int[])', [pgArray(ids)])
      .modify((query) => this.sql.selectDistance(query, centre))) as SchoolRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A school deleted between the two statements is left out rather than failing the page.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * One page of the best-match order with `location` when many schools match:
   * the parts of RANK_SEGMENTS in turn, each asked only for the ids still
   * missing up to the page's end, so a common word (a city) is answered by
   * walking the name index over its perfect matches and the similarity of a
   * school is computed only for the rows read; a fuzzy part first tries the
   * name walk of `fuzzyWalk`. Then the page's rows by id.
   */
  private async rankedPage(
    resolved: ResolvedFilter,
    offset: number,
    limit: number,
    noLiteral: boolean,
  ): Promise<SchoolRow[]> {
    const { filter, location } = resolved;
    const end = offset + limit;
    const ids: number[] = [];
    for (const segment of RANK_SEGMENTS) {
      if (ids.length >= end) break;
      if (filter.featured && !segment.premium) continue;
      // The count found no literal match (a typo): their parts would find none either.
      if (noLiteral && segment.literal) continue;
      if (!segment.literal) {
        const walked = await this.fuzzyWalk(resolved, segment, end - ids.length);
        if (walked) {
          ids.push(...walked);
          continue;
        }
      }
      const similarity = locationSimilarity(location!);
      const rows = (await this.knex
        .select('s.id')
        .from('school as s')
        .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
        .modify((query) => this.sql.where(query, resolved, 'rows', segment))
        .modify((query) => {
          if (!segment.perfect) query.orderByRaw(`${similarity.sql} desc`, similarity.bindings);
        })
        .orderBy('s.name', 'asc')
        .orderBy('s.id', 'asc')
        .limit(end - ids.length)) as { id: number }[];
      ids.push(...rows.map((row) => row.id));
    }
    return this.rowsInOrder(ids.slice(offset, end), filter.centre);
  }

  /**
   * The first `want` schools of a fuzzy group (similarity desc, name, id) without ranking the whole
   * group, when the text matches a neighborhood name (a typo of a city, or a neighborhood: a few
   * thousand fuzzy matches whose similarity is mostly that name's). Distinct neighborhood names are
   * ranked once, not per school: the best one with a school in the group gives `best`, a similarity
   * every school of that neighborhood has at least. The group's schools are then walked in name order
   * (`school_public_order_idx`), keeping those whose similarity reaches `best` (its neighborhood, or
   * its document's word similarity), until `want` are found. They are the group's first schools if
   * no school's document goes above `best`, which the GIN trigram index answers with pg_trgm's
   * threshold raised just above `best` (see `documentAbove`). Null when this does not settle it (no
   * matching neighborhood, `best` under pg_trgm's threshold, fewer than `want` found within
   * `FUZZY_WALK_PER_ROW * want` schools, or a document above `best`): then the group is ranked whole.
   */
  private async fuzzyWalk(resolved: ResolvedFilter, segment: RankSegment, want: number): Promise<number[] | null> {
    const location = resolved.location!;
    if (!location.neighborhoodIds.length) return null;
    const unchecked: RankSegment = { ...segment, fuzzy: 'unchecked' };
    const hoods = (await this.knex
      .select('n.id')
      .select(
        this.knex.raw(
          `word_similarity(?, lower(n.name)) as similarity, current_setting('pg_trgm.word_similarity_threshold', true)::real as threshold`,
          [location.text],
        ),
      )
      .from('neighborhood_summary as n')
      .whereRaw('n.id = any(?::int[])', [pgArray(location.neighborhoodIds)])
      .whereExists((exists) =>
        exists
          .select(this.knex.raw('1'))
          .from('school as s')
          .whereRaw('s.neighborhood_id = n.id')
          .modify((query) => this.sql.where(query, resolved, 'rows', unchecked)),
      )) as { id: number; similarity: number; threshold: number | null }[];
    if (!hoods.length) return null;
    const best = Math.max(...hoods.map((hood) => hood.similarity));
    const threshold = hoods[0].threshold;
    // Under the threshold, a school outside the group (no matching neighborhood, a document's similarity
    // below the threshold) could still reach `best`.
    if (threshold === null || best < threshold) return null;
    const bestHoods = hoods.filter((hood) => hood.similarity >= best).map((hood) => hood.id);
    const document = schoolLocationDocument('s');
    const walk = this.knex
      .select('s.id')
      .select(
        // A school of a best neighborhood reaches `best` without computing its document's similarity.
        this.knex.raw(`(s.neighborhood_id = any(?::int[]) or word_similarity(?, ${document}) >= ?::real) as top`, [
          pgArray(bestHoods),
          location.text,
          best,
        ]),
      )
      .from('school as s')
      .modify((query) => this.sql.where(query, resolved, 'rows', unchecked))
      .orderBy('s.name', 'asc')
      .orderBy('s.id', 'asc')
      .limit(FUZZY_WALK_PER_ROW * want)
      .as('w');
    // No outer ORDER BY: it would read the whole walk to sort it; the filter keeps the walk's order.
    const rows = (await this.knex.select('w.id').from(walk).where('w.top', true).limit(want)) as { id: number }[];
    if (rows.length < want) return null;
    if (best < 1 && (await this.documentAbove(resolved, unchecked, best))) return null;
    return rows.map((row) => row.id);
  }

  /**
   * Whether a school of this part has a document whose word similarity to the text is above `similarity`:
   * `<%` with pg_trgm's threshold raised just above it, so the GIN index itself drops the schools that
   * do not share enough trigrams (a typo of a city: the 33,000 schools of the city). Raised for this
   * check only: inside a transaction (a savepoint when already in one) that is rolled back. Word
   * similarities are ratios of trigram counts (denominators in the hundreds at most), so two distinct
   * ones are far more than 1e-6 apart.
   */
  private async documentAbove(resolved: ResolvedFilter, segment: RankSegment, similarity: number): Promise<boolean> {
    const location = resolved.location!;
    const document = schoolLocationDocument('s');
    const trx = await this.knex.transaction();
    try {
      await trx.raw(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [
        String(Math.min(1, similarity + 1e-6)),
      ]);
      const rows = (await trx
        .select(this.knex.raw('1'))
        .from('school as s')
        .modify((query) => this.sql.where(query, resolved, 'rows', segment))
        .whereRaw(`? <% ${document}`, [location.text])
        .limit(1)) as unknown[];
      return rows.length > 0;
    } finally {
      await trx.rollback();
    }
  }

  async findBySlugs(slugs: string[], centre?: GeoPoint): Promise<SchoolHit[]> {
    const rows = (await this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .from('school as s')
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .where('s.is_active', true)
      .whereRaw('s.slug = any(?::text[])', [pgArray(slugs)])
      .modify((query) => this.sql.selectDistance(query, centre))) as SchoolRow[];
    return rows.map(toSchoolHit);
  }

  /**
   * Whether the text lies within the name of cities holding at least `EXACT_COUNT_UP_TO` schools, by
   * the planner's own statistics (`pg_stats`: the city column's most common values and their
   * frequencies; a city is one of a few distinct values, so they are ranked once, not per school).
   * Then every school of those cities is a literal match, and the GIN index would list tens of
   * thousands of rows (15-40 ms for `las vegas`) where reading rows until the count's cap, or along
   * the other filters' indexes, costs a few: the literal count tests `strpos` instead. Stale or
   * missing statistics change only the plan, never the answer.
   */
  private async cityLiteral(text: string): Promise<boolean> {
    const { rows } = (await this.knex.raw(
      `select coalesce(sum(m.f), 0) * max(c.reltuples) as schools from pg_stats s cross join lateral unnest(s.most_common_vals::text::text[], s.most_common_freqs) as m(v, f) cross join pg_class c where c.oid = 'school'::regclass and s.schemaname = current_schema() and s.tablename = 'school' and s.attname = 'city' and strpos(lower(m.v), ?) > 0`,
      [text],
    )) as { rows: { schools: number | null }[] };
    return (rows[0]?.schools ?? 0) >= EXACT_COUNT_UP_TO;
  }
}
