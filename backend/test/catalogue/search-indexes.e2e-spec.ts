import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../src/shared/database';
import { ENTITIES } from '../../src/entities';
import { type SchoolSearchFilter } from '../../src/modules/catalogue';
import { insertSyntheticSchools } from '../../src/modules/directory/adapters';
import { Neighborhood } from '../../src/modules/neighborhoods';
import { GEO_SHAPES, explainSearch } from '../../bench/explain-search';
import { neighborhoodProfile, newTag } from './catalogue-fixtures';

const SYNTHETIC_ROWS = 40_000;

/**
 * The directory search must be served by indexes, not sequential scans, once
 * the table is large. Inside one transaction that is rolled back at the end
 * (so other test files never see the rows): 40,000 synthetic schools spread
 * over 60 extra neighborhoods, ANALYZE, then EXPLAIN of the statements the real
 * adapter sends for each selective filter. `npm run bench:explain -w backend` prints
 * the same plans on a seeded database (e.g. 100,000 synthetic schools).
 */
describe('catalogue: the search uses its indexes at scale', () => {
  let orm: MikroORM;
  const tag = newTag();
  const plans = new Map<string, string[]>();

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig(process.env.DATABASE_URL!, ENTITIES));
    const em = orm.em.fork();
    await em.begin();
    try {
      for (let i = 0; i < 60; i++) em.persist(Neighborhood.create(neighborhoodProfile(`Index Hood ${i} ${tag}`)));
      await em.flush();
      await insertSyntheticSchools(em, SYNTHETIC_ROWS, { batchSize: 2000 });
      await em.getConnection().execute('analyze school', [], 'run', em.getTransactionContext());
      await em.getConnection().execute('analyze neighborhood', [], 'run', em.getTransactionContext());

      const [{ name: sampleName }] = await em
        .getConnection()
        .execute(
          `select name from school where slug like 'synthetic-%' order by id desc limit 1`,
          [],
          'all',
          em.getTransactionContext(),
        );
      const filters: Record<string, Partial<SchoolSearchFilter>> = {
        'location (a school name)': { location: sampleName },
        // "Horizon Springs Academy 123" → "orizon springs": a word cut short, then a whole one
        'location (partial word)': { location: `${sampleName.slice(1).split(' ').slice(0, 2).join(' ')}` },
        neighborhoods: { neighborhoods: [`Index Hood 7 ${tag}`] },
        'tuitionMax (low)': { tuitionMax: 3000 },
        'tuitionMin (high)': { tuitionMin: 50_000 },
        'grades (Pre-K)': { grades: [{ min: -1, max: -1 }] },
        zipCode: { zipCode: '89044' },
        'location + grades + tuition': { location: sampleName, grades: [{ min: 0, max: 5 }], tuitionMin: 5000 },
      };
      for (const [label, filter] of Object.entries({ ...filters, ...GEO_SHAPES })) {
        const explained = await explainSearch(em, { page: 1, limit: 12, ...filter });
        plans.set(
          label,
          explained.map((e) => e.plan),
        );
      }
    } finally {
      await em.rollback();
    }
  }, 120_000);
  afterAll(() => orm.close(true));

  it.each([
    'location (a school name)',
    'location (partial word)',
    'neighborhoods',
    'tuitionMax (low)',
    'tuitionMin (high)',
    'grades (Pre-K)',
    'zipCode',
    'location + grades + tuition',
  ])('%s: no sequential scan on school (page and count)', (label) => {
    const statements = plans.get(label)!;
    // The page and the count; with `location`, the count of literal matches and then of fuzzy ones.
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const plan of statements) {
      // The school table itself (the small school_owner, read for `managed`, may be scanned once and hashed).
      expect(plan).not.toMatch(/Seq Scan on school(?!_)/);
      expect(plan).toMatch(/Index|Bitmap/);
    }
  });

  // Near me (issue 19). A radius of 5 miles holds about 13 % of these schools: still read through the index.
  it.each([
    'radius 5 mi',
    'radius 5 mi, by distance',
    'radius 5 mi + grades + type',
    'radius 1 mi, by distance, page 3',
  ])('%s: no sequential scan on school (every statement)', (label) => {
    const statements = plans.get(label)!;
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const plan of statements) expect(plan).not.toMatch(/Seq Scan on school(?!_)/);
  });

  // These match (nearly) every school, so their count may scan; each page must come from an index, in order.
  it.each([
    'by distance',
    'by distance, page 40',
    'by distance + type',
    'tuition low to high',
    'tuition high to low',
    'by name',
    'by name, page 200',
  ])('%s: the page is read through an index', (label) => {
    const pages = plans.get(label)!.filter((plan) => !/^Aggregate/.test(plan));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const plan of pages) {
      expect(plan).not.toMatch(/Seq Scan on school(?!_)/);
      // A deep page reads its ids by an index-only scan, then its rows by primary key (issue 22).
      expect(plan).toMatch(/Index (Only )?Scan/);
    }
  });
});
