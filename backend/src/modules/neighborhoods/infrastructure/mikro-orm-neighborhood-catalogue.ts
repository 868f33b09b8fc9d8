import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NeighborhoodCatalogue, type PublicNeighborhood } from '../application/ports/neighborhood-catalogue';
import { Neighborhood } from '../domain/neighborhood';

const MAX_INT = 2_147_483_647;

/**
 * Loads neighborhoods through the mapping, then replaces the stored
 * `schoolCount` with a live count of active schools (docs/product.md "Records"). Public
 * reads skip archived guides; the admin's see them all.
 */
@Injectable()
export class MikroOrmNeighborhoodCatalogue extends NeighborhoodCatalogue {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<PublicNeighborhood[]> {
    const neighborhoods = await this.em.find(
      Neighborhood,
      { archivedAt: null },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    return this.withLiveCounts(neighborhoods);
  }

  async listForAdmin(): Promise<PublicNeighborhood[]> {
    const neighborhoods = await this.em.find(Neighborhood, {}, { orderBy: { name: 'asc', id: 'asc' } });
    return this.withLiveCounts(neighborhoods);
  }

  async findForAdmin(id: number): Promise<PublicNeighborhood | null> {
    const neighborhood = await this.em.findOne(Neighborhood, { id });
    if (!neighborhood) return null;
    const [result] = await this.withLiveCounts([neighborhood]);
    return result;
  }

  async findByIdOrName(idOrName: string): Promise<PublicNeighborhood | null> {
    const text = idOrName.trim();
    // PostgreSQL refuses NUL in text; no name holds control characters anyway.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f]/.test(text)) return null;
    let neighborhood: Neighborhood | null = null;
    if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_INT) {
      neighborhood = await this.em.findOne(Neighborhood, { id: Number(text) });
    }
    if (!neighborhood && text.length <= 100) {
      const name = text.toLowerCase();
      const [row] = await this.em
        .getKnex()
        .select('id')
        .from('neighborhood')
        .whereRaw('lower(name) = ?', [name])
        .orWhereRaw(`lower(replace(name, ' ', '-')) = ?`, [name])
        .orderBy('id')
        .limit(1);
      if (row) neighborhood = await this.em.findOne(Neighborhood, { id: (row as { id: number }).id });
    }
    if (!neighborhood || neighborhood.archivedAt) return null;
    const [result] = await this.withLiveCounts([neighborhood]);
    return result;
  }

  async count(): Promise<number> {
    return this.em.count(Neighborhood, { archivedAt: null });
  }

  private async withLiveCounts(neighborhoods: Neighborhood[]): Promise<PublicNeighborhood[]> {
    if (!neighborhoods.length) return [];
    const rows = (await this.em
      .getKnex()
      .select('neighborhood_id')
      .count('* as count')
      .from('school_summary')
      .where('is_active', true)
      .whereIn(
        'neighborhood_id',
        neighborhoods.map((n) => n.id),
      )
      .groupBy('neighborhood_id')) as { neighborhood_id: number; count: string }[];
    const counts = new Map(rows.map((row) => [row.neighborhood_id, Number(row.count)]));
    return neighborhoods.map((neighborhood) => ({ ...neighborhood, schoolCount: counts.get(neighborhood.id) ?? 0 }));
  }
}
