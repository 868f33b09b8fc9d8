import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { parseGradeSpan } from '../domain/grade-span';
import { SCHOOL_TYPES } from '../domain/school-type';

/**
 * Generated schools for benchmarks (`npm run db:seed -- --synthetic N`). Every
 * one has a slug `synthetic-<n>`, so they can be counted and removed without
 * touching the demonstration records. Values are plausible but invented, and
 * spread so that each directory filter is selective on its own.
 */
export const SYNTHETIC_SLUG_PREFIX = 'synthetic-';

/** Weighted by repetition; spans reaching Pre-K are rare so a Pre-K filter is selective. */
const GRADES = [
  'K-5',
  'K-5',
  'K-8',
  'K-8',
  '1st - 5th',
  '3-8',
  '6-8',
  '6-8',
  '9th - 12th',
  '9th - 12th',
  '6-12',
  '7-12',
  'K-12',
  'K-12',
  'Kindergarten',
  'Elementary (K-5)',
  'Middle School (6-8)',
  'High School (9-12)',
  'K-6',
  '2-8',
  '1-12',
  'K-4',
  '5-8',
  '4-12',
  '10-12',
  '1-6',
  '8-12',
  'K-3',
  'K-2',
  '3-12',
  'Pre-K - 8th',
];
const FEATURES = [
  'Small Class Sizes',
  'STEM Program',
  'Arts Program',
  'Athletics',
  'Before & After Care',
  'Uniforms',
  'Transportation',
  'Spanish Immersion',
  'Advanced Placement',
  'IB Program',
  'Robotics',
  'Music Program',
  'Gifted Program',
  'Learning Support',
  'Lunch Program',
  'Outdoor Education',
  'Dual Enrollment',
  'Chess Club',
  'Theater',
  'Swimming',
];
const NAME_FIRST = [
  'Desert',
  'Sunrise',
  'Red Rock',
  'Canyon',
  'Mountain',
  'Silver',
  'Juniper',
  'Mesa',
  'Sage',
  'Cactus',
  'Horizon',
  'Spring',
  'Willow',
  'Granite',
  'Coyote',
  'Lone Pine',
];
const NAME_SECOND = ['Ridge', 'Valley', 'Springs', 'Vista', 'Trails', 'Point', 'Hills', 'Park', 'Oaks', 'Crossing'];
const NAME_KIND = [
  'Academy',
  'School',
  'Preparatory',
  'Learning Center',
  'Christian School',
  'Montessori',
  'Day School',
];
const STREETS = [
  'W Sahara Ave',
  'S Rainbow Blvd',
  'N Durango Dr',
  'W Charleston Blvd',
  'S Eastern Ave',
  'W Flamingo Rd',
  'N Buffalo Dr',
  'S Fort Apache Rd',
  'W Tropicana Ave',
  'E Sunset Rd',
  'N Green Valley Pkwy',
  'W Craig Rd',
];
const PLACES: [city: string, zips: string[]][] = [
  [
    'Las Vegas',
    [
      '89101',
      '89102',
      '89104',
      '89107',
      '89108',
      '89117',
      '89123',
      '89128',
      '89129',
      '89134',
      '89135',
      '89138',
      '89139',
      '89141',
      '89144',
      '89145',
      '89147',
      '89148',
      '89149',
      '89183',
    ],
  ],
  ['Henderson', ['89002', '89011', '89012', '89014', '89015', '89044', '89052', '89074']],
  ['North Las Vegas', ['89030', '89031', '89032', '89081', '89084', '89086']],
];

/** Small deterministic PRNG (mulberry32): the same N gives the same schools. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function knexOf(em: EntityManager): Knex {
  return em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
}

export interface SyntheticOptions {
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Benchmark admissions facts: about a quarter accept the Opportunity
 * Scholarship, about half publish deadlines (half of those still ahead), and
 * each taught grade has seats open or few seats about a third of the time.
 */
function syntheticAdmissions(next: () => number, now: Date) {
  const year = now.getUTCFullYear();
  const statuses = ['open', 'few', 'full', 'waitlist', 'full', 'waitlist'] as const;
  return (span: { min: number; max: number }) => {
    const openings: Record<string, string> = {};
    const openGrades: number[] = [];
    if (next() < 0.6) {
      for (let grade = span.min; grade <= span.max; grade++) {
        const status = statuses[Math.floor(next() * statuses.length)];
        openings[grade === -1 ? 'PK' : grade === 0 ? 'K' : String(grade)] = status;
        if (status === 'open' || status === 'few') openGrades.push(grade);
      }
    }
    const deadline = next() < 0.5 ? `${next() < 0.5 ? year : year + 1}-0${1 + Math.floor(next() * 3)}-15` : null;
    return {
      accepts_opportunity_scholarship: next() < 0.25,
      grade_openings: JSON.stringify(openings),
      open_grades: `{${openGrades.join(',')}}`,
      application_deadlines: JSON.stringify(deadline ? [{ entryYear: year + 1, deadline, label: null }] : []),
      latest_deadline: deadline,
    };
  };
}

/** Inserts `count` synthetic schools after any already present; returns how many exist afterwards. */
export async function insertSyntheticSchools(
  em: EntityManager,
  count: number,
  options: SyntheticOptions = {},
): Promise<number> {
  const knex = knexOf(em);
  const batchSize = options.batchSize ?? 1000;
  const [{ last }] = (
    await knex.raw(
      `select coalesce(max(substring(slug from '^synthetic-(\\d+)$')::int), 0) as last from school where slug like 'synthetic-%'`,
    )
  ).rows as { last: number }[];
  const neighborhoodIds = (
    (await knex.select('id').from('neighborhood_summary').orderBy('id')) as { id: number }[]
  ).map((r) => r.id);
  const next = random(last + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const now = new Date();
  // Admissions facts from a stream of their own, so every other generated value stays as before.
  const admissions = syntheticAdmissions(random(last + 1 + 7_777_777), now);

  for (let start = 0; start < count; start += batchSize) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      const n = last + 1 + i;
      const [city, zips] = pick(PLACES);
      const grades = pick(GRADES);
      const span = parseGradeSpan(grades)!;
      const hasTuition = next() > 0.1;
      const tuitionMin = 3000 + Math.floor(next() * 75) * 500;
      const features = FEATURES.filter(() => next() < 0.15).slice(0, 5);
      const name = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)} ${pick(NAME_KIND)} ${n}`;
      rows.push({
        name,
        slug: `${SYNTHETIC_SLUG_PREFIX}${n}`,
        address: `${100 + Math.floor(next() * 9800)} ${pick(STREETS)}`,
        city,
        zip_code: pick(zips),
        phone: `(702) 555-${String(Math.floor(next() * 10000)).padStart(4, '0')}`,
        website: null,
        email: null,
        description: `${name} is a generated benchmark record, not a real school.`,
        tuition_min: hasTuition ? tuitionMin : null,
        tuition_max: hasTuition ? tuitionMin + Math.floor(next() * 30) * 500 : null,
        grades,
        grade_min: span.min,
        grade_max: span.max,
        school_type: pick(SCHOOL_TYPES),
        religious_affiliation: null,
        latitude: (35.95 + next() * 0.37).toFixed(8),
        longitude: (-115.35 + next() * 0.4).toFixed(8),
        features,
        neighborhood_id: neighborhoodIds.length && next() > 0.05 ? pick(neighborhoodIds) : null,
        is_premium: next() < 0.03,
        is_active: next() > 0.03,
        ...admissions(span),
        created_at: now,
        updated_at: now,
      });
    }
    await knex.insert(rows).into('school');
    options.onProgress?.(Math.min(count, start + batchSize), count);
  }
  return countSyntheticSchools(em);
}

export async function countSyntheticSchools(em: EntityManager): Promise<number> {
  const [{ count }] = (await knexOf(em)
    .count('* as count')
    .from('school')
    .where('slug', 'like', `${SYNTHETIC_SLUG_PREFIX}%`)) as { count: string }[];
  return Number(count);
}

/** Deletes every synthetic school; returns how many were removed. */
export async function removeSyntheticSchools(em: EntityManager): Promise<number> {
  return knexOf(em).from('school').where('slug', 'like', `${SYNTHETIC_SLUG_PREFIX}%`).delete();
}
