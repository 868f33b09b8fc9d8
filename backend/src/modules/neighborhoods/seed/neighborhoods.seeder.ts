import type { EntityManager } from '@mikro-orm/postgresql';
import { Neighborhood } from '../domain/neighborhood';
import type { DemoNeighborhood } from './demo-neighborhood';

/** Upserts neighborhoods by name: existing rows get the profile's values, missing ones are created. */
export async function seedNeighborhoods(em: EntityManager, data: readonly DemoNeighborhood[]): Promise<string> {
  const existing = await em.find(Neighborhood, { name: { $in: data.map((n) => n.name) } });
  const byName = new Map(existing.map((n) => [n.name, n]));
  let created = 0;
  for (const profile of data) {
    const current = byName.get(profile.name);
    if (current) {
      current.update(profile);
    } else {
      em.persist(Neighborhood.create(profile));
      created++;
    }
  }
  await em.flush();
  return `${data.length} neighborhoods (${created} created, ${data.length - created} refreshed)`;
}

/**
 * Refreshes the stored `schoolCount` cache column from the active schools.
 * Public answers count live; this keeps the column honest for anyone reading
 * the table directly.
 */
export async function refreshNeighborhoodSchoolCounts(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(
      `update neighborhood n set school_count = (select count(*) from school_summary s where s.neighborhood_id = n.id and s.is_active)`,
      [],
      'run',
      em.getTransactionContext(),
    );
}

/** The `npm run db:seed` step for neighborhoods. */
export function neighborhoodsSeeder(data: readonly DemoNeighborhood[]) {
  return { name: 'neighborhoods', run: (em: EntityManager): Promise<string> => seedNeighborhoods(em, data) };
}
