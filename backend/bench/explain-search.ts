import 'reflect-metadata';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { MikroOrmSchoolCatalogue } from '../src/modules/directory/infrastructure/mikro-orm-school-catalogue';
import type { SchoolSearchFilter } from '../src/modules/directory';

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
export async function explainSearch(em: EntityManager, filter: SchoolSearchFilter): Promise<ExplainedQuery[]> {
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
    await new MikroOrmSchoolCatalogue(em).search(filter);
  } finally {
    client.off('query', listener);
  }
  const results: ExplainedQuery[] = [];
  for (const { sql, bindings } of statements) {
    if (!/\bfrom "school"/i.test(sql)) continue;
    // knex reports pg's positional form ($1, $2 …); raw() wants "?" placeholders.
    const questionMarks = sql.replace(/\$\d+/g, '?');
    const rows = (await knex.raw(`explain ${questionMarks}`, bindings as Knex.RawBinding[])).rows as {
      'QUERY PLAN': string;
    }[];
    results.push({ sql, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
  }
  return results;
}

const SHAPES: Record<string, Partial<SchoolSearchFilter>> = {
  'no filter': {},
  'location: a school name': { location: 'juniper ridge academy 4242' },
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
};

async function main(): Promise<void> {
  const { createOrmConfig } = await import('../src/shared/database');
  const { loadConfig } = await import('../src/config');
  const orm = await MikroORM.init(createOrmConfig(loadConfig().databaseUrl));
  try {
    await orm.em.fork().transactional(async (em) => {
      for (const [label, filter] of Object.entries(SHAPES)) {
        const started = Date.now();
        const explained = await explainSearch(em, { page: 1, limit: 12, ...filter });
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
