import type { Knex } from '@mikro-orm/knex';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refreshNeighborhoodSchoolCounts } from '../../neighborhoods/adapters';
import { AssignSchoolSlug } from '../application/assign-school-slug';
import { School, type SchoolProps } from '../domain/school';
import { MikroOrmSchoolSlugs } from '../infrastructure/mikro-orm-school-slugs';
import type { DemoSchool } from './demo-school';
import { exampleAdmissions } from './example-admissions';
import { progressBar } from './progress-bar';
import { RETIRED_DEMO_SCHOOL_NAMES } from './retired-demo-schools';
import { SYNTHETIC_SLUG_PREFIX, insertSyntheticSchools, removeSyntheticSchools } from './synthetic-schools';

function toProps(demo: DemoSchool, neighborhoodId: number | null): SchoolProps {
  const { neighborhood: _neighborhood, ...facts } = demo;
  // Only the invented example listings carry admissions facts; a real school's are left as its owner set them.
  const admissions = exampleAdmissions()[demo.name] ?? {};
  return {
    ...admissions,
    ...facts,
    isExample: demo.isExample ?? false,
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
  // neighborhoods' table through the view it publishes (docs/architecture.md, "Dependency rules").
  const neighborhoods = await em
    .getConnection()
    .execute<{ id: number; name: string }[]>(
      'select "id", "name" from "neighborhood_summary"',
      [],
      'all',
      em.getTransactionContext(),
    );
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
      // The demo's facts are the directory team's, dated the seed (a refresh keeps the sources it finds).
      current.sourceUnsourcedFacts({ source: 'team' });
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

/** A retired demo school the seed left in place, and what still refers to it. */
export interface KeptRetiredSchool {
  name: string;
  reasons: string[];
}

export interface RetiredSchoolsOutcome {
  removed: string[];
  kept: KeptRetiredSchool[];
}

interface RetiredSchoolRow {
  id: number;
  name: string;
  is_premium: boolean;
  subscription_status: string;
  has_owner: boolean;
  has_claim: boolean;
  has_subscription: boolean;
  has_pending_change: boolean;
}

/** What makes a retired school more than a pristine demo record; empty when it may be deleted. */
function reasonsToKeep(row: RetiredSchoolRow): string[] {
  const reasons: string[] = [];
  if (row.is_premium) reasons.push('premium');
  if (row.has_owner) reasons.push('owner');
  if (row.has_claim) reasons.push('claim');
  if (row.has_subscription || row.subscription_status !== 'free') reasons.push('subscription');
  if (row.has_pending_change) reasons.push('pending change');
  return reasons;
}

/**
 * Deletes the schools named in `names` (demo schools an earlier seed shipped
 * and a later one retired) while they are still pristine demo records: not
 * premium, no subscription, no owner (a linked user), no claim request (by id
 * or by name) and no pending profile change. Any other is kept and returned
 * with its reasons, so a school somebody has started to use is never lost.
 * Synthetic schools are never touched.
 */
export async function removeRetiredDemoSchools(
  em: EntityManager,
  names: readonly string[],
): Promise<RetiredSchoolsOutcome> {
  if (!names.length) return { removed: [], kept: [] };
  const knex = em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
  const rows = (await knex
    .select(
      's.id',
      's.name',
      's.is_premium',
      's.subscription_status',
      knex.raw('exists (select 1 from school_owner_summary o where o.school_id = s.id) as has_owner'),
      knex.raw(
        'exists (select 1 from claim_request_summary c where c.school_id = s.id or lower(c.school_name) = lower(s.name)) as has_claim',
      ),
      knex.raw('exists (select 1 from school_subscription_summary b where b.school_id = s.id) as has_subscription'),
      knex.raw('exists (select 1 from pending_school_change_summary p where p.school_id = s.id) as has_pending_change'),
    )
    .from('school as s')
    .whereIn('s.name', [...names])
    .andWhereNot('s.slug', 'like', `${SYNTHETIC_SLUG_PREFIX}%`)
    .orderBy('s.name')) as RetiredSchoolRow[];

  const removable = rows.filter((row) => reasonsToKeep(row).length === 0);
  const removableIds = removable.map((row) => row.id);
  if (removableIds.length) await knex.from('school').whereIn('id', removableIds).delete();
  return {
    removed: removable.map((row) => row.name),
    kept: rows
      .map((row) => ({ name: row.name, reasons: reasonsToKeep(row) }))
      .filter((school) => school.reasons.length > 0),
  };
}

/** The seeder summary for retired demo schools: how many went, and which stayed and why. */
export function describeRetiredSchools({ removed, kept }: RetiredSchoolsOutcome): string {
  const summary = `${removed.length} retired demo schools removed`;
  if (!kept.length) return summary;
  const list = kept.map((school) => `${school.name} (${school.reasons.join(', ')})`).join('; ');
  return `${summary}, ${kept.length} kept because ${kept.length === 1 ? 'it is' : 'they are'} in use: ${list}`;
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

/** `--without-examples`: the seed loads the real schools only, none of the invented example listings. */
export const WITHOUT_EXAMPLES_ARG = '--without-examples';

/**
 * The `npm run db:seed` step for schools: the given demonstration schools
 * (without the invented example listings under `--without-examples`),
 * then the retired demo schools (RETIRED_DEMO_SCHOOL_NAMES unless given) are
 * deleted where still pristine; with `--synthetic N` also N generated schools;
 * with `--remove-synthetic` every generated school is deleted first.
 */
export function schoolsSeeder(
  data: readonly DemoSchool[],
  retiredNames: readonly string[] = RETIRED_DEMO_SCHOOL_NAMES,
) {
  const current = new Set(data.map((school) => school.name));
  const retired = retiredNames.filter((name) => !current.has(name));
  return {
    name: 'schools',
    run: async (em: EntityManager, args: string[]): Promise<string> => {
      const withoutExamples = args.includes(WITHOUT_EXAMPLES_ARG);
      const chosen = withoutExamples ? data.filter((school) => !school.isExample) : data;
      const parts = [await seedSchools(em, chosen)];
      if (withoutExamples) parts.push(`${data.length - chosen.length} example listings left out`);
      parts.push(describeRetiredSchools(await removeRetiredDemoSchools(em, retired)));
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
