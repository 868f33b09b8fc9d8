import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../src/shared/database';
import { ENTITIES } from '../../src/entities';

/**
 * The committed migrations and the MikroORM mappings must describe the same
 * schema: after migrating, the ORM finds nothing to change for ANY entity in
 * ENTITIES. A failure prints the SQL the ORM would run, which names the module.
 */
describe('database: migrations match the mappings', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig(process.env.DATABASE_URL!, ENTITIES));
  });
  afterAll(() => orm.close(true));

  it('has no pending migration', async () => {
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
  });

  it('needs no schema change after the migrations', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('has the pg_trgm extension the directory search relies on', async () => {
    const rows = await orm.em.getConnection().execute(`select 1 from pg_extension where extname = 'pg_trgm'`);
    expect(rows).toHaveLength(1);
  });
});
