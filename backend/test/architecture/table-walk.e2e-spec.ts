import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  PUBLISHED_READ_TABLES,
  PUBLISHED_VIEWS,
  READ_SIDES,
  foreignTableUses,
  readOwnership,
  walkTables,
  type Ownership,
} from './table-walk';

const MODULES = join(__dirname, '../../src/modules');
const MIGRATIONS = join(__dirname, '../../migrations');

describe('table walk: a module names only its own tables and the views other modules publish', () => {
  it('finds no module naming a table another module owns', () => {
    expect(walkTables(MODULES)).toEqual([]);
  });

  it('knows the owner of the tables it guards', () => {
    const { tables } = readOwnership(MODULES);
    expect(tables.get('school')).toBe('directory');
    expect(tables.get('school_slug_history')).toBe('directory');
    expect(tables.get('valley_place')).toBe('catalogue');
    expect(tables.get('app_user')).toBe('identity');
    expect(tables.get('lead')).toBe('leads');
    expect(tables.get('analytics_daily')).toBe('analytics');
  });

  it('finds every published view created by a migration, by the owner it names', () => {
    const migrations = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
      .join('\n');
    const { tables } = readOwnership(MODULES);
    for (const [view, owner] of Object.entries(PUBLISHED_VIEWS)) {
      expect(migrations).toMatch(new RegExp(`owner: '${owner}',\\s*view: '${view}',\\s*table: '(\\w+)'`));
      const table = new RegExp(`owner: '${owner}',\\s*view: '${view}',\\s*table: '(\\w+)'`).exec(migrations)![1];
      // A view is published by the module that owns the table under it.
      expect({ view, owner: tables.get(table) }).toEqual({ view, owner });
    }
  });

  it("finds every published read table created by a migration, kept by triggers on its owner's table", () => {
    const migrations = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
      .join('\n');
    const { tables } = readOwnership(MODULES);
    const kept = { review: 'reviews', school_cost_schedule: 'costs' } as const;
    for (const [owned, owner] of Object.entries(kept))
      expect({ owned, owner: tables.get(owned) }).toEqual({ owned, owner });
    for (const [name, owner] of Object.entries(PUBLISHED_READ_TABLES)) {
      expect(migrations).toMatch(new RegExp(`create (table|view) "${name}"`));
      // Nothing but the migration's triggers writes them: no module maps or names them for a write.
      expect({ name, owner: tables.get(name) }).toEqual({ name, owner: undefined });
      expect(Object.values(kept)).toContain(owner);
    }
  });

  it('declares each read side for tables its owner owns, and the read side is a module of its own', () => {
    const { tables } = readOwnership(MODULES);
    expect(READ_SIDES).toEqual({ catalogue: { of: 'directory', tables: ['school', 'school_slug_history'] } });
    for (const [module, { of, tables: read }] of Object.entries(READ_SIDES)) {
      expect(module).not.toBe(of);
      for (const table of read) expect({ table, owner: tables.get(table) }).toEqual({ table, owner: of });
    }
  });

  describe('on planted sources', () => {
    let ownership: Ownership;
    beforeAll(() => {
      ownership = readOwnership(MODULES);
    });
    const uses = (module: string, source: string) =>
      foreignTableUses(module, 'planted.ts', source, ownership).map(({ table, owner, line }) => ({
        table,
        owner,
        line,
      }));

    it("reports raw SQL naming another module's table, quoted or not, with its line", () => {
      const source = [
        'const a = 1;',
        'const rows = await em.getConnection().execute(`select s.name from lead l',
        '  join "school" s on s.id = l.school_id`);',
        "await knex.raw('select count(*) from app_user where is_active');",
      ].join('\n');
      expect(uses('leads', source)).toEqual([
        { table: 'school', owner: 'directory', line: 3 },
        { table: 'app_user', owner: 'identity', line: 4 },
      ]);
    });

    it('reports query builder, knex and EntityManager calls naming it, and its MikroORM schema', () => {
      expect(uses('leads', "await knex.select('id').from('neighborhood as n');")).toEqual([
        { table: 'neighborhood', owner: 'neighborhoods', line: 1 },
      ]);
      expect(uses('claims', 'const schools = await em.find(School, { id: { $in: ids } });')).toEqual([
        { table: 'School', owner: 'directory', line: 1 },
      ]);
      expect(uses('alerts', 'em.getRepository(SchoolSchema);')).toEqual([
        { table: 'SchoolSchema', owner: 'directory', line: 1 },
      ]);
    });

    it("lets a declared read side read its owner's tables, never write them or name their ORM mapping", () => {
      const reads = [
        "await knex.select('s.id').from('school as s').join('school_slug_history as h', 'h.school_id', 's.id');",
        'await knex.raw(`select count(*) from school s left join "school_slug_history" h on h.school_id = s.id`);',
      ].join('\n');
      expect(uses('catalogue', reads)).toEqual([]);
      // The same reads from a module that is not directory's read side are reported.
      expect(uses('leads', reads).map(({ table }) => table)).toEqual([
        'school',
        'school_slug_history',
        'school',
        'school_slug_history',
      ]);
      const writes = [
        "await knex.raw('update school set is_premium = true');",
        "await knex.raw('insert into school_slug_history (slug) values (?)', [slug]);",
        "await knex.raw('delete from school where id = ?', [id]);",
        'const schools = await em.find(School, {});',
        'em.getRepository(SchoolSchema);',
        "await knex('school').where('id', id);",
      ].join('\n');
      expect(uses('catalogue', writes)).toEqual([
        { table: 'school', owner: 'directory', line: 1 },
        { table: 'school_slug_history', owner: 'directory', line: 2 },
        { table: 'school', owner: 'directory', line: 3 },
        { table: 'school', owner: 'directory', line: 6 },
        { table: 'SchoolSchema', owner: 'directory', line: 5 },
        { table: 'School', owner: 'directory', line: 4 },
      ]);
      // A file that writes through a query builder gets no read allowance: its `.from('school')` is reported.
      expect(uses('catalogue', "await knex.from('school').where('id', id).update({ is_premium: true });")).toEqual([
        { table: 'school', owner: 'directory', line: 1 },
      ]);
      // Only the declared tables: another module's table stays refused.
      expect(uses('catalogue', "await knex.select('id').from('lead');")).toEqual([
        { table: 'lead', owner: 'leads', line: 1 },
      ]);
    });

    it("accepts the module's own tables, published views, comments and plain words", () => {
      const source = [
        '// reads from school only through school_summary',
        '/* join "app_user" is identity\'s */',
        'const rows = await db.execute(`select * from "lead" l join "school_summary" s on s.id = l.school_id`);',
        "const label = 'Choose a school from the list';",
        'await em.find(Lead, {});',
      ].join('\n');
      expect(uses('leads', source)).toEqual([]);
    });
  });

  it('fails on a planted module tree: another module reading a table it does not own', () => {
    const root = mkdtempSync(join(tmpdir(), 'table-walk-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write(
        'owner/infrastructure/thing.schema.ts',
        "export const ThingSchema = new EntitySchema({ class: Thing, tableName: 'thing' });",
      );
      write('owner/infrastructure/things.ts', 'export const q = `select * from thing`;');
      write(
        'reader/infrastructure/reads.ts',
        'export const q = `select t.id from other o join thing t on t.id = o.thing_id`;',
      );
      write('reader/infrastructure/reads.spec.ts', 'export const q = `select * from thing`;');
      // Declared as the owner's read side, the same read passes; undeclared (the default list), it fails.
      expect(walkTables(root, { reader: { of: 'owner', tables: ['thing'] } })).toEqual([]);
      expect(walkTables(root)).toEqual([
        {
          module: 'reader',
          file: join('reader', 'infrastructure', 'reads.ts'),
          line: 1,
          table: 'thing',
          owner: 'owner',
          text: 'join thing',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
