import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from './src/shared/database';
import { explainSearch } from './test/catalogue/explain-search';
async function main() {
  const orm = await MikroORM.init(createOrmConfig(process.env.DATABASE_URL!));
  const filters: any[] = [
    { location: 'juniper ridge academy 4242' },
    { location: 'junipr ridge' },
    { location: 'summerlin' },
    { neighborhoods: ['Summerlin'] },
    { tuitionMax: 3500 },
    { tuitionMin: 50000 },
    { grades: [{ min: -1, max: -1 }] },
    { grades: [{ min: 9, max: 12 }] },
    { schoolTypes: ['Montessori'] },
    { features: ['Robotics'] },
    {},
  ];
  await orm.em.fork().transactional(async (tx) => {
    for (const f of filters) {
      const t = Date.now();
      const r = await explainSearch(tx, { page: 1, limit: 12, ...f });
      console.log('=====', JSON.stringify(f), Date.now() - t, 'ms');
      for (const q of r) console.log(q.plan.split('\n').filter((l) => /Scan|Join|Sort|Limit/.test(l)).join('\n'), '\n--');
    }
  });
  await orm.close(true);
}
main();
