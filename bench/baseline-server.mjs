// The bare baseline: plain node:http + pg answering the catalogue URLs the benchmark
// sends, with exactly the SQL the app runs (copied from the app's statements as
// captured by lib/pg-sniffer.mjs; `make bench` re-captures both on every run and
// reports any difference) and the same JSON bodies. No framework, no validation
// beyond what the benchmark's URLs need, no logging: the fastest thing that could
// do the same job on the same box.
//
// DATABASE_URL and PORT come from the environment.
import http from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

// The app's own pure grade-text parser (no framework), so a grade filter means the same span,
// and its pure near-me rules (ZIP table, unit-sphere points, chords), so a centre and a distance do too.
const require = createRequire(import.meta.url);
const { parseGradeSpan } = require('../backend/dist/src/modules/directory/domain/grade-span.js');
const {
  chordForMiles,
  milesForChord,
  parseNear,
  roundMiles,
  unitSpherePoint,
  valleyZipCentre,
} = require('../backend/dist/src/modules/catalogue/domain/search-centre.js');
// And its pure admissions rules (issue 20): the canonical facts the answer carries and the filters' values.
const {
  OPENING_GRADES,
  gradeNumber,
  normaliseDeadlines,
  normaliseOpenings,
  todayInLasVegas,
} = require('../backend/dist/src/modules/directory/domain/admissions-facts.js');

// And the reviews module's pure rules (issue 39): the labels a review answer carries and its rating summary.
const { GUIDELINE_LABELS, RELATIONSHIP_LABELS } = require('../backend/dist/src/modules/reviews/domain/review.js');
const { ratingSummary } = require('../backend/dist/src/modules/reviews/domain/rating-summary.js');

// And whether the public answer says requests are taken (directory's rule).
const { takesRequests } = require('../backend/dist/src/modules/directory/domain/requests-reach.js');

/** The app's publicSchoolResponse: the fields it adds after the stored ones, in its order. */
function publicAnswer(body, row) {
  const span = parseGradeSpan(row.grades);
  return {
    ...body,
    gradeMin: span?.min ?? null,
    gradeMax: span?.max ?? null,
    takesRequests: takesRequests({ isPremium: row.is_premium, hasActiveOwner: row.managed, email: row.email }),
  };
}

// Dates stay 'YYYY-MM-DD' text, as the app's driver returns them (a Date would shift to UTC midnight).
pg.types.setTypeParser(1082, (value) => value);

// The app's pool size (backend/src/shared/database/mikro-orm.config.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** The app's SHOWN_AVERAGE (catalogue school-rows.ts): the average a school page shows, from 3 counted reviews. */
const SHOWN_AVERAGE = `case when r.counted_count >= 3 then round(r.rating_sum::numeric / r.counted_count, 1) end`;
const SCHOOL_COLUMNS = `"s"."id", "s"."name", "s"."slug", "s"."address", "s"."city", "s"."zip_code", "s"."latitude", "s"."longitude", "s"."phone", "s"."email", "s"."website", "s"."description", "s"."grades", "s"."features", "s"."school_type", "s"."religious_affiliation", "s"."tuition_min", "s"."tuition_max", "s"."neighborhood_id", "s"."is_premium", "s"."is_example", "s"."social_links", "s"."video_urls", "s"."additional_images", "s"."image_url", "s"."application_deadlines", "s"."financial_aid_provider", "s"."financial_aid_deadline", "s"."grade_openings", "s"."accepts_opportunity_scholarship", (to_json(s.updated_at) #>> '{}') as updated_at, n.name as neighborhood_name, exists (select 1 from school_owner_summary o join account_summary u on u.id = o.user_id
     where o.school_id = s.id and o.is_active and u.is_active) as managed, (select r.counted_count from school_review_stats r where r.school_id = s.id) as rating_count, (select ${SHOWN_AVERAGE} from school_review_stats r where r.school_id = s.id) as rating_average`;
const SCHOOL_FROM = `from "school" as "s" left join "neighborhood_summary" as "n" on "n"."id" = "s"."neighborhood_id"`;
const DOCUMENT = `lower("s"."name" || ' ' || "s"."city" || ' ' || "s"."zip_code" || ' ' || "s"."address")`;

const SLUG = /^[\w-]{1,255}$/;
const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin'];

function likeContains(text) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function pgArray(values) {
  return `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** The centre as a unit-sphere point, three float8 parameters (the app's CENTRE). */
function centreSql(sql, centre) {
  const [x, y, z] = unitSpherePoint(centre);
  return `cube(array[${sql.bind(x)}::float8, ${sql.bind(y)}::float8, ${sql.bind(z)}::float8])`;
}
const chordSql = (sql, centre) => `(s.geo_point <-> ${centreSql(sql, centre)})`;
const boxSide = (chord) => chord * (1 + 1e-9) + 1e-12;

/** The app's radiusUsesBox: when the radius is given to the GiST index as a box. */
function radiusUsesBox(filter, location, reading) {
  if (filter.radius === undefined) return false;
  // Orders no b-tree of `school` gives rank every match, like best match with `location`.
  const ranked = filter.sort === 'best' && !!location;
  const indexOrdered = !ranked;
  return reading === 'rows' && indexOrdered ? filter.radius <= 1 : filter.radius <= 10;
}

/** The app's locationSimilarity. */
const similaritySql = (sql, location) =>
  `greatest(word_similarity(${sql.bind(location.text)}, ${DOCUMENT}), case when s.neighborhood_id = any(${sql.bind(pgArray(location.neighborhoodIds))}::int[]) then word_similarity(${sql.bind(location.text)}, lower(n.name)) else 0 end)`;

/** The app's EXACT_COUNT_UP_TO, countPagesAhead and RANK_SEGMENTS. */
const EXACT_COUNT_UP_TO = 1000;
const COUNT_PAGES_AHEAD = 10;
const IDS_FIRST_FROM_OFFSET = 240;
/** The app's FUZZY_WALK_PER_ROW. */
const FUZZY_WALK_PER_ROW = 10;
const RANK_SEGMENTS = [true, false].flatMap((premium) => [
  { premium, literal: true, perfect: true },
  { premium, literal: true, perfect: false },
  { premium, literal: false },
]);

/** A school in a search answer: the public school plus its family rating (the app's toSchoolHit). */
function schoolHit(row) {
  const { distanceMiles, ...rest } = school(row);
  return publicAnswer(
    {
      ...rest,
      rating: {
        average: row.rating_average === null ? null : Number(row.rating_average),
        count: row.rating_count ?? 0,
      },
      ...(distanceMiles !== undefined ? { distanceMiles } : {}),
    },
    row,
  );
}

function school(row) {
  let socialLinks = null;
  if (row.social_links) {
    for (const key of SOCIAL) {
      const value = row.social_links[key];
      if (typeof value === 'string' && value.trim()) (socialLinks ??= {})[key] = value;
    }
  }
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    city: row.city,
    zipCode: row.zip_code,
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
    socialLinks,
    videoUrls: row.video_urls ?? [],
    additionalImages: row.additional_images ?? [],
    imageUrl: row.image_url,
    updatedAt: new Date(row.updated_at).toISOString(),
    managed: row.managed,
    admissions: admissions(row),
    ...(row.geo_chord !== undefined
      ? { distanceMiles: row.geo_chord === null ? null : roundMiles(milesForChord(row.geo_chord)) }
      : {}),
  };
}

function admissions(row) {
  const openings = normaliseOpenings(row.grade_openings ?? {});
  return {
    applicationDeadlines: normaliseDeadlines(row.application_deadlines ?? []),
    financialAidProvider: row.financial_aid_provider,
    financialAidDeadline: row.financial_aid_deadline,
    gradeOpenings: OPENING_GRADES.filter((grade) => openings[grade]).map((grade) => ({
      grade,
      status: openings[grade],
    })),
    acceptsOpportunityScholarship: row.accepts_opportunity_scholarship ?? false,
  };
}

const decimal = (value) => (value === null ? null : Number(value));

function neighborhood(row, count) {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    description: row.description,
    imageUrl: row.image_url,
    schoolCount: count,
    averageTuitionMin: row.average_tuition_min,
    averageTuitionMax: row.average_tuition_max,
    population: row.population,
    medianHouseholdIncome: row.median_household_income,
    medianHomeValue: row.median_home_value,
    costOfLivingIndex: decimal(row.cost_of_living_index),
    crimeRating: row.crime_rating,
    walkabilityScore: row.walkability_score,
    publicSchoolRating: row.public_school_rating,
    diversityIndex: decimal(row.diversity_index),
    familyFriendlyRating: row.family_friendly_rating,
    nearbyAmenities: row.nearby_amenities ?? [],
    recreationOptions: row.recreation_options ?? [],
    transportationOptions: row.transportation_options ?? [],
    collegeReadinessRate: decimal(row.college_readiness_rate),
    averageCommute: row.average_commute,
    parentEducationLevel: row.parent_education_level,
    averageFamilySize: decimal(row.average_family_size),
    kidsUnder18Percentage: decimal(row.kids_under_18_percentage),
    seniorPopulationPercentage: decimal(row.senior_population_percentage),
    privateSchoolEnrollmentRate: decimal(row.private_school_enrollment_rate),
    averageClassSize: decimal(row.average_class_size),
    teacherStudentRatio: row.teacher_student_ratio,
    extracurricularOpportunities: row.extracurricular_opportunities ?? [],
    weatherRating: row.weather_rating,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Collects `?` conditions into the app's SQL text with $n placeholders, in the order knex numbers them. */
class Sql {
  constructor() {
    this.values = [];
  }
  bind(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function cleanText(value) {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

function list(params, key) {
  const values = params
    .getAll(key)
    .map(cleanText)
    .filter((v) => v !== '');
  return values.length ? values : undefined;
}

function int(params, key) {
  const raw = params.get(key);
  return raw !== null && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : undefined;
}

function degrees(params, key) {
  const raw = params.get(key);
  return raw !== null && /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/.test(raw) ? Number(raw) : undefined;
}

function filterFrom(params) {
  const grades = list(params, 'grades');
  return {
    page: int(params, 'page') ?? 1,
    limit: Math.min(int(params, 'limit') ?? 12, 100),
    location: params.has('location') ? cleanText(params.get('location')) || undefined : undefined,
    grades: grades?.map((g) => parseGradeSpan(g)),
    schoolTypes: list(params, 'schoolTypes'),
    neighborhoods: list(params, 'neighborhoods'),
    tuitionMin: int(params, 'tuitionMin'),
    tuitionMax: int(params, 'tuitionMax'),
    zipCode: params.has('zipCode') ? cleanText(params.get('zipCode')) || undefined : undefined,
    features: list(params, 'features'),
    religiousAffiliations: list(params, 'religiousAffiliation'),
    featured: params.get('featured') === 'true' || params.get('featured') === '1' ? true : undefined,
    near: params.has('near') ? cleanText(params.get('near')) || undefined : undefined,
    lat: degrees(params, 'lat'),
    lng: degrees(params, 'lng'),
    radius: int(params, 'radius'),
    acceptsOpportunityScholarship: params.get('acceptsOpportunityScholarship') === 'true' || undefined,
    openingsGrade: OPENING_GRADES.includes(params.get('openingsGrade'))
      ? gradeNumber(params.get('openingsGrade'))
      : undefined,
    deadlineOnOrAfter: params.get('deadlineNotPassed') === 'true' ? todayInLasVegas() : undefined,
    tuitionGrade: OPENING_GRADES.includes(params.get('tuitionGrade'))
      ? gradeNumber(params.get('tuitionGrade'))
      : undefined,
    tuitionAssistance: params.get('tuitionAssistance') === 'true' || undefined,
    minRating: int(params, 'minRating'),
    repliesWithinADay:
      params.get('repliesWithinADay') === 'true' || params.get('repliesWithinADay') === '1' || undefined,
    excludeExamples: params.get('excludeExamples') === 'true' || undefined,
    sort: params.get('sort') ?? 'best',
  };
}

/** The app's ResolveSearchCentre and placeCentre, for the valid centres the benchmark sends. */
async function resolveCentre(filter) {
  if (filter.lat !== undefined && filter.lng !== undefined)
    return { latitude: filter.lat, longitude: filter.lng, label: 'your location', kind: 'coordinates' };
  const near = filter.near ? parseNear(filter.near) : null;
  if (!near) return null;
  if (near.kind === 'zip') return valleyZipCentre(near.zip);
  const pinned = 's.is_active and s.latitude is not null and s.longitude is not null';
  const neighborhood = await pool.query(
    `select "n"."name" as "label", avg(s.latitude)::float8 as latitude, avg(s.longitude)::float8 as longitude from "neighborhood" as "n" inner join "school" as "s" on "s"."neighborhood_id" = "n"."id" where lower(n.name) = $1 and ${pinned} group by "n"."id", "n"."name" order by count(*) desc, n.id limit $2`,
    [near.name, 1],
  );
  if (neighborhood.rows[0]) return { ...neighborhood.rows[0], kind: 'neighborhood' };
  const city = await pool.query(
    `select min(s.city) as label, avg(s.latitude)::float8 as latitude, avg(s.longitude)::float8 as longitude, count(*)::int as schools from "school" as "s" where lower(s.city) = $1 and ${pinned} limit $2`,
    [near.name, 1],
  );
  const row = city.rows[0];
  return row.schools ? { label: row.label, latitude: row.latitude, longitude: row.longitude, kind: 'city' } : null;
}

/** The WHERE clause of the search statements, binding into `sql`; `reading` is 'count' or 'rows'. */
function searchWhere(sql, filter, location, neighborhoodIds, centre, reading, segment) {
  const parts = [`"s"."is_active" = ${sql.bind(true)}`];
  if (location) {
    const fuzzy = () => {
      const inner = [`${sql.bind(location.text)} <% ${DOCUMENT}`];
      if (location.neighborhoodIds.length)
        inner.push(`s.neighborhood_id = any(${sql.bind(pgArray(location.neighborhoodIds))}::int[])`);
      return `(${inner.join(' or ')})`;
    };
    if (!segment) {
      const literal = `${DOCUMENT} like ${sql.bind(likeContains(location.text))}`;
      parts.push(`(${literal} or ${fuzzy()})`);
    } else {
      if (segment.premium !== undefined) parts.push(`"s"."is_premium" = ${sql.bind(segment.premium)}`);
      if (segment.literal && segment.scan) parts.push(`strpos(${DOCUMENT}, ${sql.bind(location.text)}) > 0`);
      else if (segment.literal) parts.push(`${DOCUMENT} like ${sql.bind(likeContains(location.text))}`);
      else {
        parts.push(`not (${DOCUMENT} like ${sql.bind(likeContains(location.text))})`);
        if (segment.fuzzy === 'neighborhood')
          parts.push(`s.neighborhood_id = any(${sql.bind(pgArray(location.neighborhoodIds))}::int[])`);
        else if (segment.fuzzy === 'document') {
          parts.push(`${sql.bind(location.text)} <% ${DOCUMENT}`);
          if (location.neighborhoodIds.length)
            parts.push(
              `(s.neighborhood_id is null or not (s.neighborhood_id = any(${sql.bind(pgArray(location.neighborhoodIds))}::int[])))`,
            );
        } else if (segment.perfect !== true && segment.fuzzy !== 'unchecked') parts.push(fuzzy());
      }
      if (segment.perfect !== undefined)
        parts.push(`${similaritySql(sql, location)} ${segment.perfect ? '>=' : '<'} 1`);
    }
  }
  if (filter.grades?.length)
    parts.push(
      `(${filter.grades.map((span) => `(s.grade_min <= ${sql.bind(span.max)} and s.grade_max >= ${sql.bind(span.min)})`).join(' or ')})`,
    );
  if (filter.schoolTypes?.length)
    parts.push(`"s"."school_type" in (${filter.schoolTypes.map((t) => sql.bind(t)).join(', ')})`);
  if (neighborhoodIds) parts.push(`s.neighborhood_id = any(${sql.bind(pgArray(neighborhoodIds))}::int[])`);
  if (filter.tuitionGrade !== undefined) {
    // The app's tuition by grade (issue 40): the grade's published band, else the school-wide range.
    const grade = filter.tuitionGrade;
    parts.push(`(s.grade_min <= ${sql.bind(grade)} and s.grade_max >= ${sql.bind(grade)})`);
    if (filter.tuitionMin !== undefined || filter.tuitionMax !== undefined) {
      const band = `coalesce((select t.annual_tuition between ${sql.bind(filter.tuitionMin ?? 0)} and ${sql.bind(filter.tuitionMax ?? 2_147_483_647)} from school_grade_tuition t where t.school_id = s.id and t.grade = ${sql.bind(grade)}), `;
      const range = [];
      if (filter.tuitionMin !== undefined)
        range.push(`coalesce(s.tuition_max, s.tuition_min) >= ${sql.bind(filter.tuitionMin)}`);
      if (filter.tuitionMax !== undefined)
        range.push(`coalesce(s.tuition_min, s.tuition_max) <= ${sql.bind(filter.tuitionMax)}`);
      parts.push(`${band}${range.join(' and ')})`);
    }
  } else {
    if (filter.tuitionMin !== undefined)
      parts.push(`coalesce(s.tuition_max, s.tuition_min) >= ${sql.bind(filter.tuitionMin)}`);
    if (filter.tuitionMax !== undefined)
      parts.push(`coalesce(s.tuition_min, s.tuition_max) <= ${sql.bind(filter.tuitionMax)}`);
  }
  if (filter.tuitionAssistance)
    parts.push(
      '(s.financial_aid_provider is not null or coalesce((select true from school_cost_summary c where c.school_id = s.id and c.offers_assistance), false))',
    );
  if (filter.minRating !== undefined)
    parts.push(
      `exists (select 1 from school_review_stats r where r.school_id = s.id and ${SHOWN_AVERAGE} >= ${sql.bind(filter.minRating)})`,
    );
  if (filter.repliesWithinADay)
    parts.push('exists (select 1 from school_response_time t where t.school_id = s.id and t.replies_within_a_day)');
  if (filter.zipCode) parts.push(`"s"."zip_code" = ${sql.bind(filter.zipCode)}`);
  if (filter.features?.length) parts.push(`s.features @> ${sql.bind(pgArray(filter.features))}::text[]`);
  if (filter.religiousAffiliations?.length)
    parts.push(`s.religious_affiliation = any(${sql.bind(pgArray(filter.religiousAffiliations))}::text[])`);
  if (filter.featured) parts.push(`"s"."is_premium" = ${sql.bind(true)}`);
  if (filter.excludeExamples) parts.push(`"s"."is_example" = ${sql.bind(false)}`);
  if (filter.acceptsOpportunityScholarship) parts.push(`"s"."accepts_opportunity_scholarship" = ${sql.bind(true)}`);
  if (filter.openingsGrade !== undefined)
    parts.push(`s.open_grades @> ${sql.bind(pgArray([filter.openingsGrade]))}::smallint[]`);
  if (filter.deadlineOnOrAfter) parts.push(`s.latest_deadline >= ${sql.bind(filter.deadlineOnOrAfter)}::date`);
  if (centre && filter.radius !== undefined) {
    const chord = chordForMiles(filter.radius);
    if (radiusUsesBox(filter, location, reading))
      parts.push(`cube_enlarge(${centreSql(sql, centre)}, ${sql.bind(boxSide(chord))}, 3) @> s.geo_point`);
    parts.push(`${chordSql(sql, centre)} <= ${sql.bind(chord)}`);
  }
  return `where ${parts.join(' and ')}`;
}

/** The app's gradeTuition: a school's tuition for the tuition orders, that grade's band first when a grade is given. */
function gradeTuition(sql, grade, range) {
  if (grade === undefined) return `coalesce(${range})`;
  return `coalesce((select t.annual_tuition from school_grade_tuition t where t.school_id = s.id and t.grade = ${sql.bind(grade)}), ${range})`;
}

/** The app's distanceCut: the chord of the n-th nearest matching school, or null. */
async function distanceCut(filter, location, neighborhoodIds, centre, n) {
  if (!centre || filter.sort !== 'distance') return null;
  const sql = new Sql();
  const select = `select ${chordSql(sql, centre)} as chord from "school" as "s"`;
  const where = searchWhere(sql, filter, location, neighborhoodIds, centre, 'rows');
  let tail = ` and "s"."geo_point" is not null order by ${chordSql(sql, centre)} limit ${sql.bind(1)}`;
  if (n - 1) tail += ` offset ${sql.bind(n - 1)}`;
  const { rows } = await pool.query(`${select} ${where}${tail}`, sql.values);
  return rows.length ? rows[0].chord : null;
}

async function search(params) {
  const filter = filterFrom(params);
  const found = await resolveCentre(filter);
  const centre = found ? { latitude: found.latitude, longitude: found.longitude } : undefined;
  const centreBody = found ? { lat: found.latitude, lng: found.longitude, label: found.label, kind: found.kind } : null;
  let neighborhoodIds;
  if (filter.neighborhoods?.length) {
    const { rows } = await pool.query(`select "id" from "neighborhood_summary" where lower(name) = any($1::text[])`, [
      pgArray(filter.neighborhoods.map((name) => name.trim().toLowerCase())),
    ]);
    neighborhoodIds = rows.map((r) => r.id);
    if (!neighborhoodIds.length) return { schools: [], total: 0, totalIsLowerBound: false, centre: centreBody };
  }
  let location;
  if (filter.location) {
    const text = filter.location.trim().replace(/\s+/g, ' ').toLowerCase();
    if (text) {
      const { rows } = await pool.query(
        `select "id" from "neighborhood_summary" where lower(name) like $1 or $2 <% lower(name)`,
        [likeContains(text), text],
      );
      location = { text, neighborhoodIds: rows.map((r) => r.id) };
    }
  }

  const offset = (filter.page - 1) * filter.limit;
  const readPage = async () => {
    const cut = await distanceCut(filter, location, neighborhoodIds, centre, offset + filter.limit);
    const page = new Sql();
    // The app's page: past IDS_FIRST_FROM_OFFSET the ids first, then rowsInOrder.
    const idsFirst = offset >= IDS_FIRST_FROM_OFFSET;
    const columns = idsFirst
      ? '"s"."id"'
      : centre
        ? `${SCHOOL_COLUMNS}, ${chordSql(page, centre)} as geo_chord`
        : SCHOOL_COLUMNS;
    const from = !idsFirst || (location && filter.sort === 'best') ? SCHOOL_FROM : 'from "school" as "s"';
    let pageWhere = searchWhere(page, filter, location, neighborhoodIds, centre, 'rows');
    if (cut !== null)
      pageWhere += ` and cube_enlarge(${centreSql(page, centre)}, ${page.bind(boxSide(cut))}, 3) @> s.geo_point and ${chordSql(page, centre)} <= ${page.bind(cut)}`;
    const keys = [];
    if (filter.sort === 'best') {
      keys.push(`"s"."is_premium" desc`);
      if (location)
        keys.push(
          `(case when ${DOCUMENT} like ${page.bind(likeContains(location.text))} then 1 else 0 end) desc, ${similaritySql(page, location)} desc`,
        );
    } else if (filter.sort === 'distance' && centre) keys.push(chordSql(page, centre));
    else if (filter.sort === 'tuition_asc')
      keys.push(`${gradeTuition(page, filter.tuitionGrade, 's.tuition_min, s.tuition_max')} asc nulls last`);
    else if (filter.sort === 'tuition_desc')
      keys.push(`${gradeTuition(page, filter.tuitionGrade, 's.tuition_max, s.tuition_min')} desc nulls last`);
    else if (filter.sort === 'rating')
      keys.push('(select r.ranking_score from school_review_stats r where r.school_id = s.id) desc nulls last');
    keys.push(`"s"."name" asc`, `"s"."id" asc`);
    let order = `order by ${keys.join(', ')} limit ${page.bind(filter.limit)}`;
    if (offset) order += ` offset ${page.bind(offset)}`;
    const { rows } = await pool.query(`select ${columns} ${from} ${pageWhere} ${order}`, page.values);
    return idsFirst ? rowsInOrder(rows.map((r) => r.id)) : rows;
  };
  /** The app's rowsInOrder. */
  const rowsInOrder = async (ids) => {
    if (!ids.length) return [];
    const sql = new Sql();
    const columns = centre ? `${SCHOOL_COLUMNS}, ${chordSql(sql, centre)} as geo_chord` : SCHOOL_COLUMNS;
    const { rows } = await pool.query(
      `select ${columns} ${SCHOOL_FROM} where s.id = any(${sql.bind(pgArray(ids))}::int[])`,
      sql.values,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  };
  /** The app's fuzzyWalk: a fuzzy part's first `want` ids by the name walk, or null. */
  const fuzzyWalk = async (segment, want) => {
    if (!location.neighborhoodIds.length) return null;
    const unchecked = { ...segment, fuzzy: 'unchecked' };
    const first = new Sql();
    const similarity = first.bind(location.text);
    const ids = first.bind(pgArray(location.neighborhoodIds));
    const inner = searchWhere(first, filter, location, neighborhoodIds, centre, 'rows', unchecked).slice(
      'where '.length,
    );
    const { rows: hoods } = await pool.query(
      `select "n"."id", word_similarity(${similarity}, lower(n.name)) as similarity, current_setting('pg_trgm.word_similarity_threshold', true)::real as threshold from "neighborhood_summary" as "n" where n.id = any(${ids}::int[]) and exists (select 1 from "school" as "s" where s.neighborhood_id = n.id and ${inner})`,
      first.values,
    );
    if (!hoods.length) return null;
    const best = Math.max(...hoods.map((hood) => hood.similarity));
    const threshold = hoods[0].threshold;
    if (threshold === null || best < threshold) return null;
    const bestHoods = hoods.filter((hood) => hood.similarity >= best).map((hood) => hood.id);
    const walk = new Sql();
    const top = `(s.neighborhood_id = any(${walk.bind(pgArray(bestHoods))}::int[]) or word_similarity(${walk.bind(location.text)}, ${DOCUMENT}) >= ${walk.bind(best)}::real) as top`;
    const where = searchWhere(walk, filter, location, neighborhoodIds, centre, 'rows', unchecked);
    const sub = `select "s"."id", ${top} from "school" as "s" ${where} order by "s"."name" asc, "s"."id" asc limit ${walk.bind(FUZZY_WALK_PER_ROW * want)}`;
    const { rows } = await pool.query(
      `select "w"."id" from (${sub}) as "w" where "w"."top" = ${walk.bind(true)} limit ${walk.bind(want)}`,
      walk.values,
    );
    if (rows.length < want) return null;
    if (best < 1 && (await documentAbove(unchecked, best))) return null;
    return rows.map((row) => row.id);
  };
  /** The app's documentAbove: pg_trgm's threshold raised just above `similarity` in a rolled-back transaction. */
  const documentAbove = async (segment, similarity) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN;');
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(Math.min(1, similarity + 1e-6)),
      ]);
      const sql = new Sql();
      const where = searchWhere(sql, filter, location, neighborhoodIds, centre, 'rows', segment);
      const { rows } = await client.query(
        `select 1 from "school" as "s" ${where} and ${sql.bind(location.text)} <% ${DOCUMENT} limit ${sql.bind(1)}`,
        sql.values,
      );
      return rows.length > 0;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  };
  /** The app's rankedPage: the parts of the best-match order, then the page's rows by id. */
  const readRankedPage = async (noLiteral) => {
    const end = offset + filter.limit;
    const ids = [];
    for (const segment of RANK_SEGMENTS) {
      if (ids.length >= end) break;
      if (filter.featured && !segment.premium) continue;
      if (noLiteral && segment.literal) continue;
      if (!segment.literal) {
        const walked = await fuzzyWalk(segment, end - ids.length);
        if (walked) {
          ids.push(...walked);
          continue;
        }
      }
      const sql = new Sql();
      const where = searchWhere(sql, filter, location, neighborhoodIds, centre, 'rows', segment);
      const keys = segment.perfect ? [] : [`${similaritySql(sql, location)} desc`];
      keys.push(`"s"."name" asc`, `"s"."id" asc`);
      const { rows } = await pool.query(
        `select "s"."id" ${SCHOOL_FROM} ${where} order by ${keys.join(', ')} limit ${sql.bind(end - ids.length)}`,
        sql.values,
      );
      ids.push(...rows.map((r) => r.id));
    }
    return rowsInOrder(ids.slice(offset, end));
  };
  /** The app's gradeTuitionPage: the first schools with the grade's band and without, merged in the order. */
  const readGradeTuitionPage = async () => {
    const end = offset + filter.limit;
    const direction = filter.sort === 'tuition_asc' ? 'asc' : 'desc';
    const range = filter.sort === 'tuition_asc' ? 's.tuition_min, s.tuition_max' : 's.tuition_max, s.tuition_min';
    const sql = new Sql();
    const bandGrade = sql.bind(filter.tuitionGrade);
    const bandWhere = searchWhere(sql, filter, location, neighborhoodIds, centre, 'rows');
    const banded = `select "s"."id", "s"."name", g.annual_tuition as tuition from "school" as "s" inner join "school_grade_tuition" as "g" on "g"."school_id" = "s"."id" and "g"."grade" = ${bandGrade} ${bandWhere} order by "g"."annual_tuition" ${direction}, "s"."name" asc, "s"."id" asc limit ${sql.bind(end)}`;
    const wideWhere = searchWhere(sql, filter, location, neighborhoodIds, centre, 'rows');
    const wide = `select "s"."id", "s"."name", coalesce(${range}) as tuition from "school" as "s" ${wideWhere} and not exists (select 1 from "school_grade_tuition" as "g" where g.school_id = s.id and "g"."grade" = ${sql.bind(filter.tuitionGrade)}) order by coalesce(${range}) ${direction} nulls last, "s"."name" asc, "s"."id" asc limit ${sql.bind(end)}`;
    let order = `order by u.tuition ${direction} nulls last, "u"."name" asc, "u"."id" asc limit ${sql.bind(filter.limit)}`;
    if (offset) order += ` offset ${sql.bind(offset)}`;
    const { rows } = await pool.query(
      `select "u"."id" from ((${banded}) union all (${wide})) as u ${order}`,
      sql.values,
    );
    return rowsInOrder(rows.map((r) => r.id));
  };
  /** The app's ratedPage: the rated schools along the ranking index, then those without a score by name. */
  const readRatedPage = async () => {
    const end = offset + filter.limit;
    const first = new Sql();
    const where = searchWhere(first, filter, location, neighborhoodIds, centre, 'rows');
    const { rows: rated } = await pool.query(
      `select "s"."id" from "school" as "s" inner join "school_review_stats" as "r" on "r"."school_id" = "s"."id" ${where} and "r"."ranking_score" is not null order by "r"."ranking_score" desc, "s"."name" asc, "s"."id" asc limit ${first.bind(end)}`,
      first.values,
    );
    const ids = rated.slice(offset).map((r) => r.id);
    if (rated.length < end) {
      const rest = new Sql();
      const restWhere = searchWhere(rest, filter, location, neighborhoodIds, centre, 'rows');
      const skip = Math.max(0, offset - rated.length);
      const take = rest.bind(end - Math.max(offset, rated.length));
      const { rows } = await pool.query(
        `select "s"."id" from "school" as "s" ${restWhere} and not exists (select 1 from "school_review_stats" as "r" where r.school_id = s.id and "r"."ranking_score" is not null) order by "s"."name" asc, "s"."id" asc limit ${take}${skip ? ` offset ${rest.bind(skip)}` : ''}`,
        rest.values,
      );
      ids.push(...rows.map((r) => r.id));
    }
    return rowsInOrder(ids);
  };
  const cap = Math.max(EXACT_COUNT_UP_TO, offset + COUNT_PAGES_AHEAD * filter.limit);
  const countUpTo = async (most, segment) => {
    const sql = new Sql();
    const where = searchWhere(sql, filter, location, neighborhoodIds, centre, 'count', segment);
    const { rows } = await pool.query(
      `select count(*) as "total" from (select 1 from "school" as "s" ${where} limit ${sql.bind(most)}) as "m"`,
      sql.values,
    );
    return Number(rows[0].total);
  };
  const links = offset + COUNT_PAGES_AHEAD * filter.limit;
  /** The app's count: literal matches up to the cap, fuzzy ones only as far as the page links need. */
  const count = async () => {
    if (!location) return { matched: await countUpTo(cap + 1), bound: cap };
    // The app's cityLiteral: is the text within the name of cities holding at least the cap's schools?
    const { rows: common } = await pool.query(
      `select coalesce(sum(m.f), 0) * max(c.reltuples) as schools from pg_stats s cross join lateral unnest(s.most_common_vals::text::text[], s.most_common_freqs) as m(v, f) cross join pg_class c where c.oid = 'school'::regclass and s.schemaname = current_schema() and s.tablename = 'school' and s.attname = 'city' and strpos(lower(m.v), $1) > 0`,
      [location.text],
    );
    const scan = (common[0]?.schools ?? 0) >= EXACT_COUNT_UP_TO;
    const literal = await countUpTo(cap + 1, { literal: true, scan });
    if (literal > cap) return { matched: literal, bound: cap, literal };
    if (literal > links) return { matched: literal + 1, bound: literal, literal };
    const bound = links;
    let need = bound + 1 - literal;
    let fuzzy = 0;
    if (location.neighborhoodIds.length) {
      fuzzy = await countUpTo(need, { literal: false, fuzzy: 'neighborhood' });
      need -= fuzzy;
    }
    if (need > 0) fuzzy += await countUpTo(need, { literal: false, fuzzy: 'document' });
    return { matched: literal + fuzzy, bound, literal };
  };
  let rows;
  let counted;
  if (location && filter.sort === 'best') {
    counted = await count();
    rows = counted.matched > links ? await readRankedPage(counted.literal === 0) : await readPage();
  } else if (filter.tuitionGrade !== undefined && filter.sort.startsWith('tuition')) {
    [rows, counted] = await Promise.all([readGradeTuitionPage(), count()]);
  } else if (filter.sort === 'rating') {
    [rows, counted] = await Promise.all([readRatedPage(), count()]);
  } else {
    [rows, counted] = await Promise.all([readPage(), count()]);
  }
  const { matched, bound } = counted;
  return {
    schools: rows.map(schoolHit),
    total: Math.min(matched, bound),
    totalIsLowerBound: matched > bound,
    centre: centreBody,
  };
}

async function bySlug(slug) {
  if (!SLUG.test(slug)) return null;
  // A named prepared statement, as the app's findBySlug sends it (parsed and planned once per connection).
  const { rows } = await pool.query({
    name: 'directory_school_by_slug',
    text: `select ${SCHOOL_COLUMNS} ${SCHOOL_FROM} where "s"."slug" = $1 and "s"."is_active" = $2 limit $3`,
    values: [slug, true, 1],
  });
  if (rows[0]) return publicAnswer(school(rows[0]), rows[0]);
  // The app's renamedTo: a former slug answers 301 to the current one.
  const renamed = await pool.query(
    `select "s"."slug" from "school_slug_history" as "h" inner join "school" as "s" on "s"."id" = "h"."school_id" where "h"."slug" = $1 and "s"."is_active" = $2 limit $3`,
    [slug, true, 1],
  );
  return renamed.rows[0] ? { redirect: `/api/schools/slug/${renamed.rows[0].slug}` } : null;
}

async function stats() {
  const [schools, neighborhoods, articles] = await Promise.all([
    pool.query(
      `select count(*)::int as schools, count(distinct school_type)::int as school_types from "school" where "is_active" = $1 limit $2`,
      [true, 1],
    ),
    pool.query(`select count(*) as "count" from "neighborhood" as "n0"`),
    pool.query(`select count(*) as "count" from "article" as "a0" where "a0"."is_published" = true`),
  ]);
  return {
    schoolCount: schools.rows[0].schools,
    neighborhoodCount: Number(neighborhoods.rows[0].count),
    schoolTypeCount: schools.rows[0].school_types,
    articleCount: Number(articles.rows[0].count),
  };
}

async function neighborhoods() {
  const { rows } = await pool.query(
    `select "n0".* from "neighborhood" as "n0" order by "n0"."name" asc, "n0"."id" asc`,
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await pool.query(
    `select "neighborhood_id", count(*) as "count" from "school" where "is_active" = $1 and "neighborhood_id" in (${ids.map((_, i) => `$${i + 2}`).join(', ')}) group by "neighborhood_id"`,
    [true, ...ids],
  );
  const byId = new Map(counts.rows.map((r) => [r.neighborhood_id, Number(r.count)]));
  return rows.map((r) => neighborhood(r, byId.get(r.id) ?? 0));
}

/** The app's REVIEW_SORTS orders (reviews module, review-reads.ts). */
const REVIEW_ORDER = {
  newest: `r."published_at" desc, r."id"`,
  highest: `r."overall" desc, r."published_at" desc, r."id"`,
  lowest: `r."overall" asc, r."published_at" desc, r."id"`,
  helpful: `r."helpful_count" desc, r."published_at" desc, r."id"`,
};

/** The school page's review block (`GET /api/schools/:id/reviews`): the app's ReviewReads.forSchool, statement by statement. */
async function schoolReviews(id, params) {
  const sort = params.get('sort') ?? 'newest';
  const page = int(params, 'page') ?? 1;
  const limit = Math.min(int(params, 'limit') ?? 12, 100);
  if (!REVIEW_ORDER[sort] || page < 1 || limit < 1) return { status: 400 };
  const { rows: schools } = await pool.query(
    `select "id", "name", "slug" from "school_summary" where "id" = $1 and "is_active" and "archived_at" is null`,
    [id],
  );
  if (!schools[0]) return { status: 404 };
  const school = schools[0];
  const { rows: totalRows } = await pool.query(
    `select count(*)::int as "count",
         count(*) filter (where "overall" = 1 and "relationship" <> 'staff_or_relative')::int as "s1",
         count(*) filter (where "overall" = 2 and "relationship" <> 'staff_or_relative')::int as "s2",
         count(*) filter (where "overall" = 3 and "relationship" <> 'staff_or_relative')::int as "s3",
         count(*) filter (where "overall" = 4 and "relationship" <> 'staff_or_relative')::int as "s4",
         count(*) filter (where "overall" = 5 and "relationship" <> 'staff_or_relative')::int as "s5",
         coalesce(sum("academics") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "academics",
         coalesce(sum("teachers") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "teachers",
         coalesce(sum("community") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "community",
         coalesce(sum("communication") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "communication"
       from "review" where "school_id" = $1 and "status" = 'published'`,
    [school.id],
  );
  const totals = totalRows[0];
  const summary = ratingSummary(totals.count, {
    byStar: { 1: totals.s1, 2: totals.s2, 3: totals.s3, 4: totals.s4, 5: totals.s5 },
    aspectSums: {
      academics: totals.academics,
      teachers: totals.teachers,
      community: totals.community,
      communication: totals.communication,
    },
  });
  const { rows: removed } = await pool.query(
    `select "removal_reason" as "reason", count(*)::int as "count" from "review"
        where "school_id" = $1 and "status" = 'removed' group by "removal_reason" order by "removal_reason"`,
    [school.id],
  );
  const { rows } = await pool.query(
    `select r.* from "review" r where r."school_id" = $1 and r."status" = 'published'
        order by ${REVIEW_ORDER[sort]} limit $2 offset $3`,
    [school.id, limit, (page - 1) * limit],
  );
  return {
    status: 200,
    body: {
      schoolId: school.id,
      schoolName: school.name,
      summary,
      removedCount: removed.reduce((sum, row) => sum + row.count, 0),
      removedByReason: removed.map((row) => ({
        reason: row.reason,
        label: GUIDELINE_LABELS[row.reason],
        count: row.count,
      })),
      items: rows.map(publicReview),
      total: summary.count,
      page,
      limit,
      sort,
    },
  };
}

/** The app's PublicReviewResponse.from: a published review as anyone sees it (a held reply is not shown). */
function publicReview(row) {
  const reply = row.reply && row.reply_status === 'published';
  return {
    id: row.id,
    overall: row.overall,
    aspects: {
      academics: row.academics,
      teachers: row.teachers,
      community: row.community,
      communication: row.communication,
    },
    title: row.title,
    body: row.body,
    relationship: row.relationship,
    relationshipLabel: RELATIONSHIP_LABELS[row.relationship],
    insider: row.relationship === 'staff_or_relative',
    schoolYears: { from: row.school_year_from, to: row.school_year_to },
    displayName: row.display_name,
    publishedAt: row.published_at.toISOString(),
    helpfulCount: row.helpful_count,
    reply: reply ? { text: row.reply, status: row.reply_status, updatedAt: row.reply_updated_at.toISOString() } : null,
  };
}

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
  });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://baseline');
    const path = url.pathname;
    if (path === '/api/schools') return send(res, 200, await search(url.searchParams));
    if (path.startsWith('/api/schools/slug/')) {
      const found = await bySlug(decodeURIComponent(path.slice('/api/schools/slug/'.length)));
      if (found?.redirect) {
        res.writeHead(301, { Location: found.redirect, 'Content-Length': 0 });
        return res.end();
      }
      return found ? send(res, 200, found) : send(res, 404, { statusCode: 404, message: 'School not found' });
    }
    const reviews = /^\/api\/schools\/(\d{1,9})\/reviews$/.exec(path);
    if (reviews) {
      const answer = await schoolReviews(Number(reviews[1]), url.searchParams);
      return answer.status === 200
        ? send(res, 200, answer.body)
        : send(res, answer.status, {
            statusCode: answer.status,
            message: answer.status === 404 ? 'School not found' : 'Bad request',
          });
    }
    if (path === '/api/stats') return send(res, 200, await stats());
    if (path === '/api/neighborhoods') return send(res, 200, await neighborhoods());
    send(res, 404, { statusCode: 404, message: 'Not found' });
  } catch (error) {
    console.error(error);
    send(res, 500, { statusCode: 500, message: 'Internal server error' });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4411), '127.0.0.1', () =>
  console.log(`baseline listening on ${process.env.PORT}`),
);

for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    server.close(() => pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
