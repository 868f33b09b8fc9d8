import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PUBLISHED_VIEWS, foreignTableUses, readOwnership, walkTables, type Ownership } from './table-walk';

const MODULES = join(__dirname, '../../src/modules');
const MIGRATIONS = join(__dirname, '../../migrations');

describe('table walk: a module names only its own tables and the views other modules publish', () => {
  it('finds no module naming a table another module owns', () => {
    expect(walkTables(MODULES)).toEqual([]);
  });

  it('knows the owner of the tables it guards', () => {
    const { tables } = readOwnership(MODULES);
    expect(tables.get('school')).toBe('directory');
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
