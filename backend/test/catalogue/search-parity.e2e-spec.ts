import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { createOrmConfig } from '../../src/shared/database';
import { ENTITIES } from '../../src/entities';
import { SEEDERS } from '../../src/cli/seeders';
import { type SchoolSearchFilter } from '../../src/modules/catalogue';
import { insertSyntheticSchools } from '../../src/modules/directory/adapters';
import { MikroOrmSchoolResults } from '../../src/modules/catalogue/infrastructure/mikro-orm-school-results';

const DOCUMENT = `lower(s.name || ' ' || s.city || ' ' || s.zip_code || ' ' || s.address)`;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The reference: the directory search as one plain statement, written from
 * docs/product.md ("Search") and independent of the adapter: every
 * match of `location` (literal, fuzzy or by neighborhood name) ranked by
 * premium, then literal before fuzzy, then similarity, then name and id, and
 * counted in full.
 */
async function reference(
  knex: Knex.Transaction,
  filter: Pick<SchoolSearchFilter, 'location' | 'page' | 'limit' | 'featured' | 'schoolTypes'>,
): Promise<{ ids: number[]; total: number; literal: number }> {
  const text = filter.location!.trim().replace(/\s+/g, ' ').toLowerCase();
  const hoods = (
    await knex.raw<{ rows: { id: number }[] }>(
      `select id from neighborhood where lower(name) like ? or ? <% lower(name)`,
      [like(text), text],
    )
  ).rows.map((row) => row.id);
  const ids = `{${hoods.join(',')}}`;
  const extra = [
    filter.featured ? ' and s.is_premium' : '',
    filter.schoolTypes ? ` and s.school_type = any('{${filter.schoolTypes.map((t) => `"${t}"`).join(',')}}')` : '',
  ].join('');
  const where = `s.is_active and (${DOCUMENT} like ? or ? <% ${DOCUMENT} or s.neighborhood_id = any(?::int[]))${extra}`;
  const rows = (
    await knex.raw<{ rows: { id: number }[] }>(
      `select s.id from school s left join neighborhood n on n.id = s.neighborhood_id where ${where}
       order by s.is_premium desc, (case when ${DOCUMENT} like ? then 1 else 0 end) desc,
         greatest(word_similarity(?, ${DOCUMENT}), case when s.neighborhood_id = any(?::int[]) then word_similarity(?, lower(n.name)) else 0 end) desc,
         s.name, s.id
       limit ? offset ?`,
      [like(text), text, ids, like(text), text, ids, text, filter.limit, (filter.page - 1) * filter.limit],
    )
  ).rows.map((row) => row.id);
  const [{ total }] = (
    await knex.raw<{ rows: { total: number }[] }>(`select count(*)::int as total from school s where ${where}`, [
      like(text),
      text,
      ids,
    ])
  ).rows;
  const [{ literal }] = (
    await knex.raw<{ rows: { literal: number }[] }>(
      `select count(*)::int as literal from school s where ${where} and ${DOCUMENT} like ?`,
      [like(text), text, ids, like(text)],
    )
  ).rows;
  return { ids: rows, total, literal };
}

/** Location texts of every kind: a city (a third of the synthetic schools), words, a ZIP, typos, a neighborhood. */
const TEXTS = [
  'henderson',
  'las vegas',
  'north las vegas',
  'hendersn',
  'las vegsa',
  'summerlin',
  'green valley',
  'academy',
  'acad',
  'prep',
  '891',
  '89123',
  'school of',
  'st',
  'montessori',
];
const PAGES: [page: number, limit: number][] = [
  [1, 12],
  [2, 12],
  [9, 12],
  [40, 24],
];

/**
 * The best-match order with `location` is read in parts when many schools
 * match (MikroOrmSchoolResults.rankedPage) and the count stops at a cap:
 * every page must still hold exactly the schools, in exactly the order, of the
 * reference statement, and the total must be the reference's count or, past
 * the bound, the bound flagged as a lower bound: literal matches count up to
 * the cap, fuzzy ones only up to the page links' reach (`links`, ten pages
 * past the asked one) and not at all when the literal ones reach past it
 * (then the literal count, flagged as a lower bound). On the demo data, then on the demo
 * data plus 4,000 synthetic schools, with the cap lowered so that the parts are
 * used for most texts (and with the production cap).
 */
describe('directory: search parity with the reference query', () => {
  let orm: MikroORM;
  let em: EntityManager;
  let knex: Knex.Transaction;

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig(process.env.DATABASE_URL!, ENTITIES));
    em = orm.em.fork();
    await em.begin();
    knex = em.getTransactionContext<Knex.Transaction>()!;
    // The demo neighborhoods and schools, as `npm run db:seed` loads them.
    for (const seeder of SEEDERS.slice(0, 2)) await seeder.run(em, []);
  }, 120_000);
  afterAll(async () => {
    await em.rollback();
    await orm.close(true);
  });

  /** `tunings`: [cap, pages ahead]; the production tuning is [1000, 10]. */
  const check = async (tunings: [cap: number, ahead: number][]) => {
    let ranked = 0;
    for (const [cap, ahead] of tunings) {
      const catalogue = new MikroOrmSchoolResults(em);
      catalogue.exactCountUpTo = cap;
      catalogue.countPagesAhead = ahead;
      // The lowered caps also read every page's ids first (as deep pages do in production).
      if (cap !== 1000) catalogue.idsFirstFromOffset = 0;
      const extras = cap === 1000 ? [{}] : [{}, { featured: true }, { schoolTypes: ['Montessori', 'College Prep'] }];
      for (const location of TEXTS)
        for (const [page, limit] of PAGES)
          for (const extra of extras) {
            const filter = { location, page, limit, ...extra };
            const expected = await reference(knex, filter);
            const actual = await catalogue.search(filter);
            const label = JSON.stringify({ cap, ...filter });
            expect({ label, ids: actual.schools.map((s) => s.id) }).toEqual({ label, ids: expected.ids });
            const links = (page - 1) * limit + ahead * limit;
            const literalCap = Math.max(cap, links);
            // Past the links, the literal count alone is the answer, flagged: fuzzy ones are not counted.
            const literalOnly = expected.literal > links && expected.literal <= literalCap;
            const bound = expected.literal > literalCap ? literalCap : literalOnly ? expected.literal : links;
            if (expected.total > bound || literalOnly) {
              ranked++;
              expect({ label, total: actual.total, lower: actual.totalIsLowerBound }).toEqual({
                label,
                total: bound,
                lower: true,
              });
            } else
              expect({ label, total: actual.total, lower: actual.totalIsLowerBound }).toEqual({
                label,
                total: expected.total,
                lower: false,
              });
          }
    }
    return ranked;
  };

  it('demo data: the same schools in the same order, page by page', async () => {
    const ranked = await check([
      [1000, 10],
      [1, 0],
    ]);
    // With the cap at 1, most texts take the ranked path even on 66 schools.
    expect(ranked).toBeGreaterThan(20);
  }, 300_000);

  it('demo data + 4,000 synthetic schools: the same schools in the same order, page by page', async () => {
    await insertSyntheticSchools(em, 4000, { batchSize: 2000 });
    await knex.raw('analyze school');
    const ranked = await check([
      [1000, 10],
      [50, 1],
    ]);
    expect(ranked).toBeGreaterThan(50);
  }, 600_000);

  /**
   * Deep pages read their ids first, then the rows (MikroOrmSchoolResults.page): every other
   * order and filter must give the same page as the single statement. Runs after the synthetic
   * schools are in, so pages 300 and 1,000 exist.
   */
  it('ids-first pages: the same schools in the same order as one statement, for every order', async () => {
    const single = new MikroOrmSchoolResults(em);
    single.idsFirstFromOffset = Infinity;
    const idsFirst = new MikroOrmSchoolResults(em);
    idsFirst.idsFirstFromOffset = 0;
    const centre = { latitude: 36.1447, longitude: -115.2262 };
    const filters: Omit<SchoolSearchFilter, 'page' | 'limit'>[] = [
      {},
      { schoolTypes: ['Montessori'] },
      { sort: 'name' },
      { sort: 'tuition_asc' },
      { sort: 'tuition_desc', grades: [{ min: 9, max: 12 }] },
      { centre, sort: 'distance' },
      { centre, radiusMiles: 5, sort: 'distance' },
      { centre, radiusMiles: 10 },
      { location: 'academy', schoolTypes: ['Montessori', 'College Prep'] },
      { location: 'henderson', sort: 'name' },
    ];
    let compared = 0;
    for (const filter of filters)
      for (const [page, limit] of [...PAGES, [30, 12], [100, 24]] as [number, number][]) {
        const label = JSON.stringify({ ...filter, page, limit });
        const expected = await single.search({ ...filter, page, limit });
        const actual = await idsFirst.search({ ...filter, page, limit });
        expect({ label, ...actual }).toEqual({ label, ...expected });
        if (expected.schools.length) compared++;
      }
    expect(compared).toBeGreaterThan(40);
  }, 300_000);
});
