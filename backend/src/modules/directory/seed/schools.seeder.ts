import type { EntityManager } from '@mikro-orm/postgresql';
import { Neighborhood, refreshNeighborhoodSchoolCounts } from '../../neighborhoods';
import { AssignSchoolSlug } from '../application/assign-school-slug';
import { School, type SchoolProps } from '../domain/school';
import { MikroOrmSchoolSlugs } from '../infrastructure/mikro-orm-school-slugs';
import type { DemoSchool } from './demo-school';
import { progressBar } from './progress-bar';
import { SYNTHETIC_SLUG_PREFIX, insertSyntheticSchools, removeSyntheticSchools } from './synthetic-schools';

function toProps(demo: DemoSchool, neighborhoodId: number | null): SchoolProps {
  const { neighborhood: _neighborhood, ...facts } = demo;
  return {
    ...facts,
    phone: demo.phone ?? null,
    website: demo.website ?? null,
    email: demo.email ?? null,
    tuitionMin: demo.tuitionMin ?? null,
    tuitionMax: demo.tuitionMax ?? null,
    religiousAffiliation: demo.religiousAffiliation ?? null,
    socialLinks: demo.socialLinks ?? null,
    videoUrls: demo.videoUrls ?? [],
    additionalImages: demo.additionalImages ?? [],
    imageUrl: demo.imageUrl ?? null,
    neighborhoodId,
  };
}

/**
 * Upserts the demonstration schools by name (synthetic schools are never
 * touched), each tied to its neighborhood by name. New schools get their slug
 * through the same rule every other write uses.
 */
export async function seedSchools(em: EntityManager, data: readonly DemoSchool[]): Promise<string> {
  const neighborhoods = await em.find(Neighborhood, {});
  const neighborhoodIds = new Map(neighborhoods.map((n) => [n.name.toLowerCase(), n.id]));
  const unknown = [
    ...new Set(data.map((s) => s.neighborhood).filter((name) => !neighborhoodIds.has(name.toLowerCase()))),
  ];
  if (unknown.length) throw new Error(`demo schools name unknown neighborhoods: ${unknown.join(', ')}`);

  const existing = await em.find(School, {
    name: { $in: data.map((s) => s.name) },
    $not: { slug: { $like: `${SYNTHETIC_SLUG_PREFIX}%` } },
  });
  const byName = new Map(existing.map((s) => [s.name, s]));
  const assignSlug = new AssignSchoolSlug(new MikroOrmSchoolSlugs(em));
  let created = 0;
  for (const demo of data) {
    const props = toProps(demo, neighborhoodIds.get(demo.neighborhood.toLowerCase()) ?? null);
    const current = byName.get(demo.name);
    if (current) {
      current.update(props);
      continue;
    }
    const school = School.create(props);
    await assignSlug.execute(school);
    // Flushed one by one so the next slug check sees this one.
    await em.persistAndFlush(school);
    byName.set(school.name, school);
    created++;
  }
  await em.flush();
  const premium = data.filter((s) => s.isPremium).length;
  return `${data.length} schools, ${premium} premium (${created} created, ${data.length - created} refreshed)`;
}

/** The value after `--synthetic`, as a count (0 when absent). */
export function syntheticCountFromArgs(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--synthetic' || arg.startsWith('--synthetic='));
  if (index < 0) return 0;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000)
    throw new Error(`--synthetic needs a whole number of schools from 1 to 10000000 (got "${raw ?? ''}")`);
  return count;
}

/**
 * The `npm run db:seed` step for schools: the given demonstration schools;
 * with `--synthetic N` also N generated schools; with `--remove-synthetic`
 * every generated school is deleted first.
 */
export function schoolsSeeder(data: readonly DemoSchool[]) {
  return {
    name: 'schools',
    run: async (em: EntityManager, args: string[]): Promise<string> => {
      const parts = [await seedSchools(em, data)];
      if (args.includes('--remove-synthetic')) {
        parts.push(`${await removeSyntheticSchools(em)} synthetic schools removed`);
      }
      const synthetic = syntheticCountFromArgs(args);
      if (synthetic) {
        const total = await insertSyntheticSchools(em, synthetic, { onProgress: progressBar('synthetic schools') });
        parts.push(`${synthetic} synthetic schools added (${total} in all)`);
      }
      await refreshNeighborhoodSchoolCounts(em);
      return parts.join('; ');
    },
  };
}
