import 'reflect-metadata';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { MikroOrmSchoolResults } from '../src/modules/catalogue/infrastructure/mikro-orm-school-results';
import type { SchoolSearchFilter } from '../src/modules/catalogue';

export interface ExplainedQuery {
  sql: string;
  plan: string;
}

/**
 * `npm run bench:explain -w backend` (after `npm run db:seed -- --synthetic 100000`):
 * prints the plan and time of each directory search shape on the configured
 * database, so a sequential scan on `school` shows up before users feel it.
 * The integration test `test/catalogue/search-indexes.e2e-spec.ts` asserts the
 * same plans on 40,000 rows.
 */

/**
 * Runs a directory search through the real adapter inside `em`'s transaction,
 * records the statements it sends, and returns each one's EXPLAIN plan. Used
 * by the index test and by this script.
 */
export async function explainSearch(
  em: EntityManager,
  filter: SchoolSearchFilter,
  { analyze = false }: { analyze?: boolean } = {},
): Promise<ExplainedQuery[]> {
  const knex = em.getTransactionContext<Knex.Transaction>();
  if (!knex) throw new Error('explainSearch needs a transaction (em.transactional)');
  const statements: { sql: string; bindings: readonly unknown[] }[] = [];
  const listener = (query: { sql: string; bindings?: readonly unknown[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  const client = em.getKnex().client as {
    on(e: string, f: typeof listener): void;
    off(e: string, f: typeof listener): void;
  };
  client.on('query', listener);
  try {
    await new MikroOrmSchoolResults(em).search(filter);
  } finally {
    client.off('query', listener);
  }
  const results: ExplainedQuery[] = [];
  for (const { sql, bindings } of statements) {
    if (!/\bfrom "school"/i.test(sql)) continue;
    // knex reports pg's positional form ($1, $2 …); raw() wants "?" placeholders.
    const questionMarks = sql.replace(/\$\d+/g, '?');
    const explain = analyze ? 'explain (analyze, buffers)' : 'explain';
    const rows = (await knex.raw(`${explain} ${questionMarks}`, bindings as Knex.RawBinding[])).rows as {
      'QUERY PLAN': string;
    }[];
    results.push({ sql, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
  }
  return results;
}

/** A point in the middle of the valley (near ZIP 89146), the centre of the near-me shapes. */
export const VALLEY_CENTRE = { latitude: 36.1447, longitude: -115.2262 };

/** Near me and the list orders (issue 19): radius, distance and tuition/name orders, alone and with filters. */
export const GEO_SHAPES: Record<string, Partial<SchoolSearchFilter>> = {
  'radius 5 mi': { centre: VALLEY_CENTRE, radiusMiles: 5 },
  'radius 5 mi, by distance': { centre: VALLEY_CENTRE, radiusMiles: 5, sort: 'distance' },
  'radius 5 mi + grades + type': {
    centre: VALLEY_CENTRE,
    radiusMiles: 5,
    grades: [{ min: 9, max: 12 }],
    schoolTypes: ['College Prep'],
  },
  'radius 1 mi, by distance, page 3': { centre: VALLEY_CENTRE, radiusMiles: 1, sort: 'distance', page: 3 },
  'radius 25 mi': { centre: VALLEY_CENTRE, radiusMiles: 25 },
  'by distance': { centre: VALLEY_CENTRE, sort: 'distance' },
  'by distance, page 40': { centre: VALLEY_CENTRE, sort: 'distance', page: 40 },
  'by distance + type': { centre: VALLEY_CENTRE, sort: 'distance', schoolTypes: ['Montessori'] },
  'tuition low to high': { sort: 'tuition_asc' },
  'tuition high to low': { sort: 'tuition_desc' },
  'tuition high to low + grades': { sort: 'tuition_desc', grades: [{ min: 9, max: 12 }] },
  'by name': { sort: 'name' },
  'by name, page 200': { sort: 'name', page: 200 },
  'features (all of two)': { features: ['Robotics', 'STEM Program'] },
};

const SHAPES: Record<string, Partial<SchoolSearchFilter>> = {
  'no filter': {},
  'location: a school name': { location: 'juniper ridge academy 4242' },
  'location: city': { location: 'henderson' },
  'location: city, page 2': { location: 'henderson', page: 2 },
  'location: city typo': { location: 'hendersn' },
  'location: zip': { location: '89123' },
  'location: name words': { location: 'juniper vista' },
  'location + grades + type + tuition': {
    location: 'las vegas',
    grades: [{ min: 6, max: 8 }],
    schoolTypes: ['STEM Focus'],
    tuitionMax: 15000,
  },
  'religious affiliation': { religiousAffiliations: ['Catholic'] },
  'location: typo': { location: 'junipr ridge' },
  'location: neighborhood': { location: 'summerlin' },
  neighborhoods: { neighborhoods: ['Summerlin'] },
  'tuition: up to 3,500': { tuitionMax: 3500 },
  'tuition: from 50,000': { tuitionMin: 50000 },
  'grades: Pre-K': { grades: [{ min: -1, max: -1 }] },
  'grades: High School': { grades: [{ min: 9, max: 12 }] },
  schoolTypes: { schoolTypes: ['Montessori'] },
  features: { features: ['Robotics'] },
  featured: { featured: true, limit: 3 },
  'page 500': { page: 500 },
  ...GEO_SHAPES,
};

async function main(): Promise<void> {
  // --analyze runs each statement (EXPLAIN ANALYZE) to show real times; --only=<text> keeps the shapes whose label has it.
  const analyze = process.argv.includes('--analyze');
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const { createOrmConfig } = await import('../src/shared/database');
  const { ENTITIES } = await import('../src/entities');
  const { loadConfig } = await import('../src/config');
  const orm = await MikroORM.init(createOrmConfig(loadConfig().databaseUrl, ENTITIES));
  try {
    await orm.em.fork().transactional(async (em) => {
      for (const [label, filter] of Object.entries(SHAPES).filter(([name]) => !only || name.includes(only))) {
        const started = Date.now();
        const explained = await explainSearch(em, { page: 1, limit: 12, ...filter }, { analyze });
        const seq = explained.some((e) => /Seq Scan on school/.test(e.plan));
        console.log(`\n=== ${label}: ${Date.now() - started} ms${seq ? '  (SEQUENTIAL SCAN on school)' : ''}`);
        for (const { plan } of explained) console.log(plan, '\n');
      }
    });
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
