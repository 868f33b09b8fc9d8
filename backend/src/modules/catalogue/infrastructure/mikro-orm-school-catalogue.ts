import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { SchoolCatalogue, type PublicSchoolPage } from '../application/ports/school-catalogue';
import { DERIVED_COLUMNS, PAGE_COLUMNS, PUBLIC_COLUMNS, toPublicSchoolPage, type SchoolPageRow } from './school-rows';

/** The name of the slug lookup's prepared statement on each pooled connection (findBySlug). */
const SLUG_STATEMENT_NAME = 'directory_school_by_slug';

/** What findBySlug uses of knex's PostgreSQL client: its pool and its `?` to `$n` rewrite. */
interface PooledPgClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
  positionBindings(sql: string): string;
}

/** The node-postgres client knex pools. */
interface PgConnection {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/** The published read in SQL: a school's page by slug (a prepared statement), former slugs, the sitemap's rows. */
@Injectable()
export class MikroOrmSchoolCatalogue extends SchoolCatalogue {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The current transaction when there is one (seeding, benchmarks), else the pool. */
  private get knex(): Knex {
    return this.em.getTransactionContext<Knex.Transaction>() ?? this.em.getKnex();
  }

  /**
   * The slug lookup's statement, built once: building it per request (thirty
   * quoted identifiers) was a tenth of an uncached lookup's CPU. Same text and
   * bindings (slug, true, 1) as the query builder sends.
   */
  private slugStatement?: string;

  async findBySlug(slug: string): Promise<PublicSchoolPage | null> {
    this.slugStatement ??= this.em
      .getKnex()
      .select(...PUBLIC_COLUMNS, ...PAGE_COLUMNS, ...DERIVED_COLUMNS.map((column) => this.em.getKnex().raw(column)))
      .from('school as s')
      .leftJoin('neighborhood_summary as n', 'n.id', 's.neighborhood_id')
      .where({ 's.slug': '', 's.is_active': true })
      .first()
      .toSQL().sql;
    const bindings = [slug, true, 1];
    // Inside a transaction (seeding, tests) the statement must run on the transaction's connection.
    const viaKnex = async () =>
      ((await this.knex.raw(this.slugStatement!, bindings)) as { rows: SchoolPageRow[] }).rows;
    let rows: SchoolPageRow[];
    if (this.em.getTransactionContext()) rows = await viaKnex();
    else {
      try {
        rows = await this.onPooledConnection(this.slugStatement, bindings);
      } catch (error) {
        // "cached plan must not change result type": a migration changed a selected column's type under a
        // running process; the connection's prepared statement is stale, the plain statement is not.
        if ((error as { code?: string }).code !== '0A000') throw error;
        rows = await viaKnex();
      }
    }
    return rows[0] ? toPublicSchoolPage(rows[0]) : null;
  }

  /**
   * The slug lookup on a connection of the ORM's own pool as a named prepared statement (issue 22: the
   * page every visitor opens): PostgreSQL parses and plans it once per connection instead of on every
   * request, and knex's query runner (bindings, events, response processing: a few per cent of an
   * uncached lookup's CPU) is skipped. The text, the bindings and the rows are those of `knex.raw`.
   */
  private async onPooledConnection(statement: string, values: unknown[]): Promise<SchoolPageRow[]> {
    const client = this.em.getKnex().client as unknown as PooledPgClient;
    this.slugQueryText ??= client.positionBindings(statement);
    const connection = await client.acquireConnection();
    try {
      const result = await connection.query<SchoolPageRow>({
        name: SLUG_STATEMENT_NAME,
        text: this.slugQueryText,
        values,
      });
      return result.rows;
    } finally {
      await client.releaseConnection(connection);
    }
  }

  private slugQueryText?: string;

  async renamedTo(formerSlug: string): Promise<string | null> {
    const row = (await this.knex
      .select('s.slug')
      .from('school_slug_history as h')
      .join('school as s', 's.id', 'h.school_id')
      .where({ 'h.slug': formerSlug, 's.is_active': true })
      .first()) as { slug: string } | undefined;
    return row?.slug ?? null;
  }

  async renamedAll(formerSlugs: string[]): Promise<Map<string, string>> {
    if (!formerSlugs.length) return new Map();
    const rows = (await this.knex
      .select('h.slug as former', 's.slug as current')
      .from('school_slug_history as h')
      .join('school as s', 's.id', 'h.school_id')
      .whereIn('h.slug', formerSlugs)
      .andWhere('s.is_active', true)) as { former: string; current: string }[];
    return new Map(rows.map((row) => [row.former, row.current]));
  }

  async lastChange(): Promise<Date | null> {
    const row = (await this.knex
      .from('school')
      .where('is_active', true)
      .select(this.knex.raw(`(to_json(max(updated_at)) #>> '{}') as last`))
      .first()) as { last: string | null };
    return row.last ? new Date(row.last) : null;
  }

  async sitemapSlice(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = (await this.knex
      .select('slug', this.knex.raw(`(to_json(updated_at) #>> '{}') as updated_at`))
      .from('school')
      .where('is_active', true)
      .orderBy('id')
      .offset(offset)
      .limit(limit)) as { slug: string; updated_at: string }[];
    return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
  }
}
