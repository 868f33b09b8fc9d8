import type { EntityManager } from '@mikro-orm/postgresql';

/** One module's demonstration data, run by `npm run db:seed`. `run` must be idempotent. */
export interface Seeder {
  name: string;
  run(em: EntityManager, args: string[]): Promise<string>;
}
