import type { EntityManager } from '@mikro-orm/postgresql';
import { neighborhoodsSeeder } from '../modules/neighborhoods';
import { DEMO_NEIGHBORHOODS } from '../modules/neighborhoods/seed/demo-neighborhoods';

/** One module's demonstration data. `run` must be idempotent. */
export interface Seeder {
  name: string;
  run(em: EntityManager, args: string[]): Promise<string>;
}

/** Run in order by `npm run db:seed`; modules add theirs here. */
export const SEEDERS: Seeder[] = [
  // catalogue first: schools refer to neighborhoods by name
  neighborhoodsSeeder(DEMO_NEIGHBORHOODS),
];
