import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { ANY_TABLE, TableChangeFeed, likeContains, likeEscape } from '../../../shared/database';
import {
  SchoolCatalogue,
  type FacetCount,
  type PublicSchool,
  type ChangedSchool,
  type SchoolChange,
  type SchoolFacets,
  type SchoolFilter,
  type SchoolHit,
  type SchoolMapResult,
  type SchoolSearchFilter,
  type SchoolSearchResult,
} from '../application/ports/school-catalogue';
import {
  chordForMiles,
  milesForChord,
  roundMiles,
  unitSpherePoint,
  type GeoPoint,
  type SearchCentre,
} from '../domain/search-centre';
import { schoolLocationDocument } from './school.schema';
import { placeKey } from '../domain/valley-place';
import { isAffiliationFamily } from '../domain/religious-affiliation';

/** The name of the slug lookup's prepared statement on each pooled connection (findBySlug). */
const SLUG_STATEMENT_NAME = 'directory_school_by_slug';

/** What findBySlug uses of knex's PostgreSQL client: its pool and its `?` to `$n` rewrite. */
interface PooledPgClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
  positionBindings(sql: string): string;
}

/** The node-postgres client knex pools. */
interface PgConnection {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/** The row the public queries select: school columns plus the neighborhood name. */
interface SchoolRow {
  id: number;
  name: string;
  slug: string;
  address: string;
  city: string;
  zip_code: string;
  latitude: string | null;
  longitude: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  grades: string;
  features: string[];
  school_type: string;
  religious_affiliation: string | null;
  tuition_min: number | null;
  tuition_max: number | null;
  neighborhood_id: number | null;
  neighborhood_name: string | null;
  is_premium: boolean;
  is_example: boolean;
  social_links: PublicSchool['socialLinks'];
  video_urls: string[];
  additional_images: string[];
  image_url: string | null;
  updated_at: string;
  managed: boolean;
  application_deadlines: PublicSchool['admissions']['applicationDeadlines'];
  financial_aid_provider: string | null;
  financial_aid_deadline: string | null;
  grade_openings: PublicSchool['admissions']['gradeOpenings'];
  accepts_opportunity_scholarship: boolean | null;
  /** Unit-sphere chord to the centre, only when the query had one; null for a school without a pin. */
  geo_chord?: number | null;
}

const PUBLIC_COLUMNS = [
  'id',
  'name',
  'slug',
  'address',
  'city',
  'zip_code',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'description',
  'grades',
  'features',
  'school_type',
  'religious_affiliation',
  'tuition_min',
  'tuition_max',
  'neighborhood_id',
  'is_premium',
  'is_example',
  'social_links',
  'video_urls',
  'additional_images',
  'image_url',
  'application_deadlines',
  'financial_aid_provider',
  'financial_aid_deadline',
  'grade_openings',
  'accepts_opportunity_scholarship',
].map((column) => `s.${column}`);

/**
 * MikroORM leaves timestamps as text in raw rows; JSON gives them in ISO 8601,
 * which Date parses everywhere. Also the neighborhood's name, and whether the
 * school has an active owner.
 */
const DERIVED_COLUMNS = [
  `(to_json(s.updated_at) #>> '{}') as updated_at`,
  'n.name as neighborhood_name',
  // Read-only look at identity's school_owner (its index on school_id serves it): is there an active owner?
  `exists (select 1 from school_owner_summary o join account_summary u on u.id = o.user_id
     where o.school_id = s.id and o.is_active and u.is_active) as managed`,
];

/**
 * A PostgreSQL array literal ('{"a","b"}') bound as ONE parameter: knex would
 * expand a JS array binding into a list of placeholders.
 */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function toSchoolHit(row: SchoolRow): SchoolHit {
  const school: SchoolHit = toPublicSchool(row);
  if (row.geo_chord !== undefined) school.distanceMiles = chordMiles(row.geo_chord);
  return school;
}

function chordMiles(chord: number | null): number | null {
  return chord === null ? null : roundMiles(milesForChord(chord));
}

function toPublicSchool(row: SchoolRow): PublicSchool {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    city: row.city,
    zipCode: row.zip_code,
    // pg returns numeric as text to keep precision; 8 decimals fit a double.
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    grades: row.grades,
    features: row.features ?? [],
    schoolType: row.school_type,
    religiousAffiliation: row.religious_affiliation,
    tuitionMin: row.tuition_min,
    tuitionMax: row.tuition_max,
    neighborhoodId: row.neighborhood_id,
    neighborhoodName: row.neighborhood_name,
    isPremium: row.is_premium,
    isExample: row.is_example,
    socialLinks: row.social_links ?? null,
    videoUrls: row.video_urls ?? [],
    additionalImages: row.additional_images ?? [],
    imageUrl: row.image_url,
    updatedAt: new Date(row.updated_at),
    managed: row.managed,
    admissions: {
      applicationDeadlines: row.application_deadlines ?? [],
      financialAidProvider: row.financial_aid_provider,
      financialAidDeadline: row.financial_aid_deadline,
      gradeOpenings: row.grade_openings ?? {},
      acceptsOpportunityScholarship: row.accepts_opportunity_scholarship,
    },
  };
}

interface LocationMatch {
  /** lowercased, trimmed search text */
  text: string;
  /** neighborhoods whose name matches the text */
  neighborhoodIds: number[];
}

/** The centre as a point on the unit sphere, bound as three float8 parameters (see `school.geo_point`). */
const CENTRE = 'cube(array[?::float8, ?::float8, ?::float8])';
const centreBindings = (centre: GeoPoint) => unitSpherePoint(centre);
/** The chord from a school's pin to the centre: what radius filters and the distance order compare. */
const CHORD = `(s.geo_point <-> ${CENTRE})`;
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
  const indexOrdered = (filter.sort ?? 'best') !== 'best' || !location;
  return reading === 'rows' && indexOrdered ? miles <= 1 : miles <= 10;
}
/** Widens a box a hair beyond its chord, so a pin exactly on the boundary is never lost to rounding. */
const boxSide = (chord: number) => chord * (1 + 1e-9) + 1e-12;

/**
 * How close a school is to the `location` text (docs/product.md "Search": best match):
 * the word similarity of its document, or of its neighborhood's name when that
 * neighborhood matched the text. 1 is a perfect match. Reads `n` (neighborhood).
 */
function locationSimilarity(location: LocationMatch): { sql: string; bindings: Knex.RawBinding[] } {
  const document = schoolLocationDocument('s');
  return {
    sql: `greatest(word_similarity(?, ${document}), case when s.neighborhood_id = any(?::int[]) then word_similarity(?, lower(n.name)) else 0 end)`,
    bindings: [location.text, pgArray(location.neighborhoodIds), location.text],
  };
}

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
interface RankSegment {
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

const RANK_SEGMENTS: RankSegment[] = [true, false].flatMap((premium) => [
  { premium, literal: true, perfect: true },
  { premium, literal: true, perfect: false },
  { premium, literal: false },
]);

/** How many place names `placeCentre` remembers at most. */
const PLACE_CENTRES_KEPT = 500;

const copyCentre = (centre: SearchCentre | null): SearchCentre | null => (centre ? { ...centre } : null);

/** Filter values resolved before the statements are built (neighborhood names → ids, location text). */
interface ResolvedFilter {
  filter: SchoolFilter;
  neighborhoodIds?: number[];
  location?: LocationMatch;
}

/**
 * Directory search in SQL. Every condition is written so an index can serve it
 * (see the catalogue and school_geo migrations); the neighborhood names are
 * resolved to ids first (ten rows) so the planner sees constants, not a sub-select.
 *
 * Distances: each pin is stored as a point on the unit sphere (`geo_point`,
 * `cube`, GiST-indexed). A radius is a box containment narrowed by the exact
 * chord; the nearest-first order is the index's `<->` scan (the chord orders
 * exactly as the great-circle distance). Because that scan cannot also order
 * by name and id, a distance-ordered page is read in two steps: the chord of
 * the page's last school by the index scan, then the schools within that chord
 * in full order (see `distanceCut`).
 */
@Injectable()
export class MikroOrmSchoolCatalogue extends SchoolCatalogue {
  /**
   * Place centres by normalised name (null: no such place), per process. A
   * city's centre averages every pinned school of it (33,000 at the bench's
   * 100,000), so `near=<city>` paid that on every request. Used only while the
   * change feed is live; any write to `school` or `neighborhood` (or the feed
   * going down) clears it, and a read that overlapped a change is not stored.
   */
  private readonly centres = new Map<string, SearchCentre | null>();
  private centresGeneration = 0;
  private centresWatched = false;

  constructor(
    private readonly em: EntityManager,
    @Optional() private readonly feed?: TableChangeFeed,
  ) {
    super();
  }

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
    const resolved = await this.resolve(filter);
    if (!resolved) return { schools: [], total: 0, totalIsLowerBound: false };

    const offset = (filter.page - 1) * filter.limit;
    // Past the asked page by ten pages at least, so the page links up to `total` always lead somewhere.
    const cap = Math.max(this.exactCountUpTo, offset + this.countPagesAhead * filter.limit);
    const countUpTo = async (most: number, segment?: RankSegment) => {
      const matches = this.knex
        .select(this.knex.raw('1'))
        .from('school as s')
        .modify((query) => this.where(query, resolved, 'count', segment))
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
    const cut = await this.distanceCut(resolved, offset + limit);
    const inOrder = (query: Knex.QueryBuilder) =>
      query
        .from('school as s')
        .modify((q) => this.where(q, resolved, 'rows'))
        .modify((q) => this.withinCut(q, filter.centre, cut))
        .modify((q) => this.orderBy(q, resolved))
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
      .modify((query) => this.selectDistance(query, filter.centre))
      .modify(inOrder)) as SchoolRow[];
  }

  /** The public rows of these schools, in the given order. */
  private async rowsInOrder(ids: number[], centre: GeoPoint | undefined): Promise<SchoolRow[]> {
    if (!ids.length) return [];
    const rows = (await this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .from('school as s')
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .whereRaw('s.id = any(?::int[])', [pgArray(ids)])
      .modify((query) => this.selectDistance(query, centre))) as SchoolRow[];
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
        .modify((query) => this.where(query, resolved, 'rows', segment))
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
          .modify((query) => this.where(query, resolved, 'rows', unchecked)),
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
      .modify((query) => this.where(query, resolved, 'rows', unchecked))
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
        .modify((query) => this.where(query, resolved, 'rows', segment))
        .whereRaw(`? <% ${document}`, [location.text])
        .limit(1)) as unknown[];
      return rows.length > 0;
    } finally {
      await trx.rollback();
    }
  }

  async mapPoints(filter: SchoolFilter, cap: number): Promise<SchoolMapResult> {
    const resolved = await this.resolve(filter);
    if (!resolved) return { points: [], total: 0 };
    const pinned = (query: Knex.QueryBuilder, reading: 'count' | 'rows') =>
      this.where(query, resolved, reading).whereNotNull('s.latitude').whereNotNull('s.longitude');

    const cut = await this.distanceCut(resolved, cap + 1);
    const points = this.knex
      .select('s.slug', 's.name', 's.latitude', 's.longitude', 's.is_premium')
      .from('school as s')
      .modify((query) => pinned(query, 'rows'))
      .modify((query) => this.withinCut(query, filter.centre, cut))
      .modify((query) => this.selectDistance(query, filter.centre))
      .modify((query) => {
        // The best-match order reads the neighborhood's name; the other orders never need the join.
        if (resolved.location && (filter.sort ?? 'best') === 'best')
          query.leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id');
      })
      .modify((query) => this.orderBy(query, resolved))
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

  async findBySlugs(slugs: string[], centre?: GeoPoint): Promise<SchoolHit[]> {
    const rows = (await this.knex
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.knex.raw(column)))
      .from('school as s')
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .where('s.is_active', true)
      .whereRaw('s.slug = any(?::text[])', [pgArray(slugs)])
      .modify((query) => this.selectDistance(query, centre))) as SchoolRow[];
    return rows.map(toSchoolHit);
  }

  async placeCentre(name: string): Promise<SearchCentre | null> {
    const text = name.trim().replace(/\s+/g, ' ').toLowerCase();
    const feed = this.feed;
    // Inside a transaction a read may see its own uncommitted writes: never remembered.
    const memo = feed !== undefined && !this.em.getTransactionContext();
    if (!memo) return this.readPlaceCentre(text);
    this.watchCentres(feed);
    if (feed.live && this.centres.has(text)) return copyCentre(this.centres.get(text)!);
    const generation = this.centresGeneration;
    const centre = await this.readPlaceCentre(text);
    if (feed.live && generation === this.centresGeneration) {
      // Names are visitors' text: bounded, emptied when full (the valley has a few dozen places).
      if (this.centres.size >= PLACE_CENTRES_KEPT) this.centres.clear();
      this.centres.set(text, copyCentre(centre));
    }
    return centre;
  }

  /** Subscribes once, on the first place looked up (so processes that never search open no LISTEN). */
  private watchCentres(feed: TableChangeFeed): void {
    if (this.centresWatched) return;
    this.centresWatched = true;
    feed.subscribe((table) => {
      if (table !== 'school' && table !== 'neighborhood' && table !== 'valley_place' && table !== ANY_TABLE) return;
      this.centresGeneration += 1;
      this.centres.clear();
    });
  }

  private async readPlaceCentre(text: string): Promise<SearchCentre | null> {
    // The gazetteer first: a community's own centre point (Skye Canyon, Mountain's Edge), which no
    // school table knows, and a truer centre than the mean of a neighborhood's schools.
    const place = (await this.knex
      .select('name as label')
      .select(this.knex.raw('latitude::float8 as latitude, longitude::float8 as longitude'))
      .from('valley_place')
      .where('name_key', placeKey(text))
      .first()) as { label: string; latitude: number; longitude: number } | undefined;
    if (place) return { ...place, kind: 'place' };

    const pinned = 's.is_active and s.latitude is not null and s.longitude is not null';
    const neighborhood = (await this.knex
      .select('n.name as label')
      .select(this.knex.raw('avg(s.latitude)::float8 as latitude, avg(s.longitude)::float8 as longitude'))
      .from('neighborhood_summary as n')
      .join('school as s', 's.neighborhood_id', 'n.id')
      .whereRaw(`lower(n.name) = ? and ${pinned}`, [text])
      .groupBy('n.id', 'n.name')
      .orderByRaw('count(*) desc, n.id')
      .first()) as { label: string; latitude: number; longitude: number } | undefined;
    if (neighborhood) return { ...neighborhood, kind: 'neighborhood' };

    // Served by school_city_point_idx (an index-only scan): a city may hold a third of the schools.
    const city = (await this.knex
      .select(
        this.knex.raw(
          'min(s.city) as label, avg(s.latitude)::float8 as latitude, avg(s.longitude)::float8 as longitude, count(*)::int as schools',
        ),
      )
      .from('school as s')
      .whereRaw(`lower(s.city) = ? and ${pinned}`, [text])
      .first()) as { label: string | null; latitude: number | null; longitude: number | null; schools: number };
    if (!city.schools || city.label === null || city.latitude === null || city.longitude === null) return null;
    return { label: city.label, latitude: city.latitude, longitude: city.longitude, kind: 'city' };
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

  async changedSince(filter: SchoolFilter, since: Date, limit: number): Promise<SchoolChange[]> {
    const resolved = await this.resolve(filter);
    if (!resolved) return [];
    // Each side of the OR has its own partial index (school.schema.ts), so a quiet day reads few rows.
    const rows = (await this.knex
      .select('s.id', 's.name', 's.slug', 's.city', 's.tuition_min', 's.tuition_max')
      .select(this.knex.raw('s.created_at > ? as is_new', [since]))
      .from('school as s')
      .modify((query) => this.where(query, resolved, 'count'))
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
    const resolved = await Promise.all(filters.map((filter) => this.resolve(filter)));
    // One statement: the candidate rows read once (a materialized CTE named like the table's alias), then a
    // UNION ALL of each filter's own predicates over them, tagged with the filter's index.
    const queries = resolved.flatMap((r, index) =>
      r
        ? [
            this.knex
              .select(this.knex.raw('?::int as k', [index]), 's.id')
              .from('candidate as s')
              .modify((query) => this.where(query, r, 'count')),
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

  /** Neighborhood names to ids and the location text; null when a named neighborhood does not exist (nothing matches). */
  private async resolve(filter: SchoolFilter): Promise<ResolvedFilter | null> {
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
  private where(
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
    if (filter.tuitionMin !== undefined)
      query.whereRaw('coalesce(s.tuition_max, s.tuition_min) >= ?', [filter.tuitionMin]);
    if (filter.tuitionMax !== undefined)
      query.whereRaw('coalesce(s.tuition_min, s.tuition_max) <= ?', [filter.tuitionMax]);
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

  /**
   * For the distance order: the chord of the `n`-th nearest matching school,
   * found by the GiST index's nearest-first scan (which stops after n rows).
   * Null when fewer than n matching schools have a pin (or the order is
   * another): then the page is sorted without a cut.
   */
  private async distanceCut(resolved: ResolvedFilter, n: number): Promise<number | null> {
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
  private withinCut(query: Knex.QueryBuilder, centre: GeoPoint | undefined, cut: number | null): Knex.QueryBuilder {
    if (!centre || cut === null) return query;
    return query
      .whereRaw(`cube_enlarge(${CENTRE}, ?, 3) @> s.geo_point`, [...centreBindings(centre), boxSide(cut)])
      .whereRaw(`${CHORD} <= ?`, [...centreBindings(centre), cut]);
  }

  private selectDistance(query: Knex.QueryBuilder, centre: GeoPoint | undefined): Knex.QueryBuilder {
    if (!centre) return query;
    return query.select(this.knex.raw(`${CHORD} as geo_chord`, centreBindings(centre)));
  }

  /** The asked order, always ending with name and id so pages never repeat or skip a school. */
  private orderBy(query: Knex.QueryBuilder, { filter, location }: ResolvedFilter): Knex.QueryBuilder {
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
        query.orderByRaw('coalesce(s.tuition_min, s.tuition_max) asc nulls last');
        break;
      case 'tuition_desc':
        query.orderByRaw('coalesce(s.tuition_max, s.tuition_min) desc nulls last');
        break;
      case 'name':
        break;
    }
    return query.orderBy('s.name', 'asc').orderBy('s.id', 'asc');
  }

  /**
   * The slug lookup's statement, built once: building it per request (thirty
   * quoted identifiers) was a tenth of an uncached lookup's CPU. Same text and
   * bindings (slug, true, 1) as the query builder sends.
   */
  private slugStatement?: string;

  async findBySlug(slug: string): Promise<PublicSchool | null> {
    this.slugStatement ??= this.em
      .getKnex()
      .select(...PUBLIC_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.em.getKnex().raw(column)))
      .from('school as s')
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .where({ 's.slug': '', 's.is_active': true })
      .first()
      .toSQL().sql;
    const bindings = [slug, true, 1];
    // Inside a transaction (seeding, tests) the statement must run on the transaction's connection.
    const viaKnex = async () => ((await this.knex.raw(this.slugStatement!, bindings)) as { rows: SchoolRow[] }).rows;
    let rows: SchoolRow[];
    if (this.em.getTransactionContext()) rows = await viaKnex();
    else {
      try {
        rows = await this.onPooledConnection(this.slugStatement, bindings);
      } catch (error) {
        // "cached plan must not change result type": a migration changed a selected column's type under a
        // running process; the connection's prepared statement is stale, the plain statement is not.
        if ((error as { code?: string }).code !== '0A000') throw error;
        rows = await viaKnex();
      }
    }
    return rows[0] ? toPublicSchool(rows[0]) : null;
  }

  /**
   * The slug lookup on a connection of the ORM's own pool as a named prepared statement (issue 22: the
   * page every visitor opens): PostgreSQL parses and plans it once per connection instead of on every
   * request, and knex's query runner (bindings, events, response processing: a few per cent of an
   * uncached lookup's CPU) is skipped. The text, the bindings and the rows are those of `knex.raw`.
   */
  private async onPooledConnection(statement: string, values: unknown[]): Promise<SchoolRow[]> {
    const client = this.em.getKnex().client as unknown as PooledPgClient;
    this.slugQueryText ??= client.positionBindings(statement);
    const connection = await client.acquireConnection();
    try {
      const result = await connection.query<SchoolRow>({ name: SLUG_STATEMENT_NAME, text: this.slugQueryText, values });
      return result.rows;
    } finally {
      await client.releaseConnection(connection);
    }
  }

  private slugQueryText?: string;

  async renamedTo(formerSlug: string): Promise<string | null> {
    const row = (await this.knex
      .select('s.slug')
      .from('school_slug_history as h')
      .join('school as s', 's.id', 'h.school_id')
      .where({ 'h.slug': formerSlug, 's.is_active': true })
      .first()) as { slug: string } | undefined;
    return row?.slug ?? null;
  }

  async renamedAll(formerSlugs: string[]): Promise<Map<string, string>> {
    if (!formerSlugs.length) return new Map();
    const rows = (await this.knex
      .select('h.slug as former', 's.slug as current')
      .from('school_slug_history as h')
      .join('school as s', 's.id', 'h.school_id')
      .whereIn('h.slug', formerSlugs)
      .andWhere('s.is_active', true)) as { former: string; current: string }[];
    return new Map(rows.map((row) => [row.former, row.current]));
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

  async lastChange(): Promise<Date | null> {
    const row = (await this.knex
      .from('school')
      .where('is_active', true)
      .select(this.knex.raw(`(to_json(max(updated_at)) #>> '{}') as last`))
      .first()) as { last: string | null };
    return row.last ? new Date(row.last) : null;
  }

  async sitemapSlice(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = (await this.knex
      .select('slug', this.knex.raw(`(to_json(updated_at) #>> '{}') as updated_at`))
      .from('school')
      .where('is_active', true)
      .orderBy('id')
      .offset(offset)
      .limit(limit)) as { slug: string; updated_at: string }[];
    return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
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
