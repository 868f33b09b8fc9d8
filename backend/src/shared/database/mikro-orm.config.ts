import { resolve } from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';

/** The mapped schemas: the composition root lists each module's (`backend/src/entities.ts`). */
export type OrmEntities = NonNullable<Options['entities']>;

/**
 * The one MikroORM configuration, shared by the web app, the worker, the CLI
 * scripts and the tests. Migrations are hand-reviewed files under
 * `backend/migrations` (compiled to `dist/migrations`); the schema is never
 * synchronised automatically.
 */
export function createOrmConfig(databaseUrl: string, entities: OrmEntities, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    debug: false,
    migrations: {
      // src/shared/database -> backend/migrations; dist/src/shared/database -> dist/migrations
      path: resolve(__dirname, '../../../migrations'),
      glob: '!(*.d).{js,ts}',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    ...overrides,
  });
}
