import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The table walk (docs/architecture.md, "Dependency rules"): one module owns each table, and reads of
 * another module's data go through that module's port or a view it publishes, never its table's name in
 * this module's SQL or ORM code.
 */

/**
 * The read views each owner publishes for every other module (backend/migrations/
 * Migration20270120090000_published_views.ts), with their owner: any module may name these.
 */
export const PUBLISHED_VIEWS: Record<string, string> = {
  school_summary: 'directory',
  neighborhood_summary: 'neighborhoods',
  account_summary: 'identity',
  school_owner_summary: 'identity',
  audit_log_summary: 'audit',
  article_summary: 'articles',
  claim_request_summary: 'claims',
  contact_message_summary: 'contact',
  school_subscription_summary: 'billing',
  subscription_plan_summary: 'billing',
  pending_school_change_summary: 'moderation',
};

/**
 * What an owner publishes for the directory search beyond the views above (Migration20270204090000,
 * docs/decisions/directory-ratings-and-grade-tuition.md): read tables kept by the owner's own triggers and
 * a view of them, with their owner. No module's code writes them; any module may read them.
 */
export const PUBLISHED_READ_TABLES: Record<string, string> = {
  school_review_stats: 'reviews',
  school_grade_tuition: 'costs',
  school_cost_summary: 'costs',
};

/**
 * Read sides (docs/decisions/catalogue-module.md): a module that answers the reads of another module's
 * tables, declared here with the owner (`of`) and the tables it reads. It may name those tables only to
 * read them, in SQL: after `from` or `join`, or in a knex `.from()` / `.join()` / `.leftJoin()` /
 * `.innerJoin()` call. Any write (`into`, `update`, DDL, `nativeUpdate`, …), a query builder or repository
 * opened on the table, and the owner's MikroORM schemas and mapped classes stay the owner's alone, as do the
 * owner's other tables.
 */
export const READ_SIDES: Record<string, { of: string; tables: readonly string[] }> = {
  // The public search, the school page and saved-search evaluation read the school aggregate's rows and its
  // former slugs directly (indexed expressions and generated columns the published view does not carry).
  catalogue: { of: 'directory', tables: ['school', 'school_slug_history'] },
};

/** SQL words and knex calls that only read the table they name (`delete from` is a write: see DELETE_BEFORE). */
const READ_SQL_WORDS = new Set(['from', 'join']);
const READ_CALLS = new Set(['from', 'join', 'leftJoin', 'innerJoin']);
const DELETE_BEFORE = /\bdelete\s+$/i;
/**
 * Calls that write through a query builder or the EntityManager: a read side's file that makes any of them
 * gets no read-side allowance at all, so `knex.from('school').update(…)` is reported like `update school`.
 */
const WRITE_CALL =
  /\.(?:insert|update|upsert|del|delete|truncate|merge|onConflict|returning|nativeInsert|nativeUpdate|nativeDelete|insertMany|upsertMany|persist|persistAndFlush|flush|remove|removeAndFlush)\(/;

/** Whether `module` is declared the read side of `owner` for `table` (READ_SIDES). */
function readSideOf(module: string, owner: string, table: string, readSides: typeof READ_SIDES): boolean {
  const side = readSides[module];
  return side !== undefined && side.of === owner && side.tables.includes(table);
}

/** A table another module's code names, with where. */
export interface ForeignTableUse {
  module: string;
  file: string;
  line: number;
  table: string;
  owner: string;
  /** The text that names it: a SQL fragment (`join "school" s`) or an ORM schema name (`SchoolSchema`). */
  text: string;
}

/** Which module owns each table, and each MikroORM schema's exported name, read from the modules' *.schema(s).ts. */
export interface Ownership {
  tables: Map<string, string>;
  schemas: Map<string, string>;
  /** The domain classes the schemas map (`class: School`): `em.find(School, …)` names `school` too. */
  entities: Map<string, string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

const SCHEMA_FILE = /\.schemas?\.ts$/;

/** The module folders under `modulesDir`, each with its table-defining sources. */
export function readOwnership(modulesDir: string): Ownership {
  const tables = new Map<string, string>();
  const schemas = new Map<string, string>();
  const entities = new Map<string, string>();
  for (const module of readdirSync(modulesDir)) {
    const dir = join(modulesDir, module);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of sourceFiles(dir).filter((path) => SCHEMA_FILE.test(path))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/tableName:\s*['"`](\w+)['"`]/g)) tables.set(match[1], module);
      for (const match of text.matchAll(/export const (\w+Schema)\b/g)) schemas.set(match[1], module);
      for (const match of text.matchAll(/\bclass:\s*(\w+)/g)) entities.set(match[1], module);
    }
  }
  for (const view of Object.keys(PUBLISHED_VIEWS)) tables.delete(view);
  return { tables, schemas, entities };
}

/**
 * The SQL words after which a table is named (`from`, `join`, `into`, `update`, `table`, `exists`-less
 * subqueries are `from` too), with the name quoted or not. Strings and template literals are scanned as written,
 * so a query built from pieces is still seen.
 */
const SQL_TABLE = /\b(from|join|into|update|table|references)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** MikroORM calls naming a table by string: `em.find('school', …)`, `qb('school')`, `.from('school')`, `knex('school')`. */
const ORM_TABLE =
  /\b(createQueryBuilder|qb|knex|from|join|leftJoin|innerJoin|find|findOne|count|nativeUpdate|nativeInsert|nativeDelete|getRepository|getReference)\(\s*['"`]([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?['"`]/g;

interface Literal {
  /** Offset of the literal's first character after its quote. */
  start: number;
  text: string;
  template: boolean;
}

/**
 * The string and template literals of TypeScript source and the source with its comments blanked out: comments skipped (an apostrophe in a comment opens
 * no string). A template literal's `${…}` parts stay in its text: a query built from pieces is scanned whole.
 */
/** A comment's text as spaces (its line breaks kept), so offsets in the code still point into the source. */
const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');

function scan(source: string): { literals: Literal[]; code: string } {
  const literals: Literal[] = [];
  let code = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      const next = end === -1 ? source.length : end;
      code += blank(source.slice(i, next));
      i = next;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const next = end === -1 ? source.length : end + 2;
      code += blank(source.slice(i, next));
      i = next;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      literals.push({ start: i + 1, text: source.slice(i + 1, j), template: c === '`' });
      code += source.slice(i, j + 1);
      i = j + 1;
    } else {
      code += c;
      i += 1;
    }
  }
  return { literals, code };
}

const stringLiterals = (source: string) => scan(source).literals;
const withoutComments = (source: string) => scan(source).code;

/** EntityManager and repository calls naming an entity class: `em.find(School, …)`, `em.getRepository(Lead)`. */
const ORM_ENTITY =
  /\b(?:find|findOne|findOneOrFail|findAll|findAndCount|findByCursor|count|upsert|upsertMany|insert|insertMany|nativeUpdate|nativeInsert|nativeDelete|getRepository|getReference|createQueryBuilder|qb|create|merge|assign)\(\s*(\w+)\s*[,)]/g;

/** The foreign tables named in one module's source text (`file` is only for the report). */
export function foreignTableUses(
  module: string,
  file: string,
  source: string,
  ownership: Ownership,
  readSides: typeof READ_SIDES = READ_SIDES,
): ForeignTableUse[] {
  const uses: ForeignTableUse[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const code = withoutComments(source);
  const writes = WRITE_CALL.test(code);
  /** `read`: the use only reads the table, which its declared read side may do (in a file that writes nothing). */
  const report = (table: string, owner: string | undefined, index: number, text: string, read = false) => {
    if (!owner || owner === module) return;
    if (read && !writes && readSideOf(module, owner, table, readSides)) return;
    uses.push({ module, file, line: lineOf(index), table, owner, text });
  };
  for (const literal of stringLiterals(source)) {
    if (!literal.template && !/\s/.test(literal.text)) continue;
    for (const match of literal.text.matchAll(SQL_TABLE)) {
      const table = match[2].toLowerCase();
      const read =
        READ_SQL_WORDS.has(match[1].toLowerCase()) && !DELETE_BEFORE.test(literal.text.slice(0, match.index!));
      report(table, ownership.tables.get(table), literal.start + match.index!, match[0], read);
    }
  }
  for (const match of code.matchAll(ORM_TABLE))
    report(match[2], ownership.tables.get(match[2]), match.index!, match[0], READ_CALLS.has(match[1]));
  for (const match of code.matchAll(/\b(\w+Schema)\b/g)) {
    const owner = ownership.schemas.get(match[1]);
    if (owner) report(match[1], owner, match.index!, match[0]);
  }
  for (const match of code.matchAll(ORM_ENTITY)) {
    const owner = ownership.entities.get(match[1]);
    if (owner) report(match[1], owner, match.index!, match[0]);
  }
  return uses;
}

/** Every foreign table use in every module under `modulesDir` (its read sides: READ_SIDES unless given). */
export function walkTables(modulesDir: string, readSides: typeof READ_SIDES = READ_SIDES): ForeignTableUse[] {
  const ownership = readOwnership(modulesDir);
  return readdirSync(modulesDir)
    .filter((module) => statSync(join(modulesDir, module)).isDirectory())
    .flatMap((module) =>
      sourceFiles(join(modulesDir, module)).flatMap((file) =>
        foreignTableUses(module, relative(modulesDir, file), readFileSync(file, 'utf8'), ownership, readSides),
      ),
    );
}
