import type { EntityManager } from '@mikro-orm/postgresql';

/** One module's demonstration data. `run` must be idempotent. */
export interface Seeder {
  name: string;
  run(em: EntityManager, args: string[]): Promise<string>;
}

/** Run in order by `npm run db:seed`; modules add theirs here. */
export const SEEDERS: Seeder[] = [];
