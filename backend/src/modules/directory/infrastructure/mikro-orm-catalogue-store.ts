import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CatalogueStore, type CatalogueExportRow } from '../application/ports/catalogue-store';
import { School } from '../domain/school';

/** Actions of the audit trail that record a person's hand edit of a school (see CatalogueStore). */
const HAND_EDIT_ACTIONS = ['school.updated', 'school.change_applied', 'school.status_changed'];

/**
 * The catalogue import's reads. The audit trail (audit module) and the
 * neighborhood names (neighborhoods module) are read with plain SQL, never
 * written: those modules own the tables.
 */
@Injectable()
export class MikroOrmCatalogueStore extends CatalogueStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByExternalIds(externalIds: string[]): Promise<School[]> {
    if (!externalIds.length) return [];
    return this.em.find(School, { externalId: { $in: [...new Set(externalIds)] } });
  }

  async findBySlugs(slugs: string[]): Promise<School[]> {
    if (!slugs.length) return [];
    return this.em.find(School, { slug: { $in: [...new Set(slugs)] } });
  }

  async handEditedFields(schoolIds: number[]): Promise<Map<number, Set<string>>> {
    const edited = new Map<number, Set<string>>();
    if (!schoolIds.length) return edited;
    const rows = await this.em.getConnection().execute<{ target_id: string; field: string }[]>(
      `select distinct a.target_id, f.field
         from audit_log_summary a, jsonb_object_keys(case when jsonb_typeof(a.after::jsonb) = 'object' then a.after::jsonb else '{}'::jsonb end) as f(field)
        where a.target_type = 'school' and a.action in (?) and a.target_id in (?)`,
      [HAND_EDIT_ACTIONS, schoolIds.map(String)],
      'all',
      this.em.getTransactionContext(),
    );
    for (const row of rows) {
      const id = Number(row.target_id);
      if (!edited.has(id)) edited.set(id, new Set());
      edited.get(id)!.add(row.field);
    }
    return edited;
  }

  async neighborhoodIds(): Promise<Map<string, number>> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; name: string }[]>(
        'select id, name from neighborhood_summary',
        [],
        'all',
        this.em.getTransactionContext(),
      );
    return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  }

  async exportRows(): Promise<CatalogueExportRow[]> {
    const schools = await this.em.find(School, {}, { orderBy: { name: 'asc', id: 'asc' } });
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; name: string }[]>(
        'select id, name from neighborhood_summary',
        [],
        'all',
        this.em.getTransactionContext(),
      );
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return schools.map((school) => ({
      school,
      neighborhood: school.neighborhoodId === null ? null : (names.get(school.neighborhoodId) ?? null),
    }));
  }
}
