import { createLocalStore, useLocalStore } from '@/shared/lib/local-store';

/** The schools ticked for comparison (slug and name), kept in this browser while the family browses. */
export interface CompareEntry {
  slug: string;
  name: string;
}

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = 'vps.compare.v1';
export const TOO_MANY_MESSAGE = `You can compare up to ${COMPARE_MAX} schools at a time. Untick one to add another.`;
const SLUG = /^[\w-]{1,255}$/;

export function parseCompareSelection(raw: unknown): CompareEntry[] {
  const list =
    raw && typeof raw === 'object' && Array.isArray((raw as { schools?: unknown }).schools)
      ? (raw as { schools: unknown[] }).schools
      : [];
  const entries: CompareEntry[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { slug, name } = entry as Record<string, unknown>;
    if (typeof slug !== 'string' || !SLUG.test(slug) || entries.some((e) => e.slug === slug)) continue;
    entries.push({ slug, name: typeof name === 'string' && name ? name : slug });
    if (entries.length === COMPARE_MAX) break;
  }
  return entries;
}

export type ToggleResult =
  { ok: true; entries: CompareEntry[] } | { ok: false; entries: CompareEntry[]; message: string };

/** Ticks or unticks a school; a fifth is refused with a message, the selection unchanged. */
export function toggleCompare(entries: readonly CompareEntry[], school: CompareEntry): ToggleResult {
  if (entries.some((entry) => entry.slug === school.slug))
    return { ok: true, entries: entries.filter((entry) => entry.slug !== school.slug) };
  if (entries.length >= COMPARE_MAX) return { ok: false, entries: [...entries], message: TOO_MANY_MESSAGE };
  return { ok: true, entries: [...entries, { slug: school.slug, name: school.name }] };
}

/** The compare page's query: 'schools=a,b,c' plus the centre's parameters when one is given. */
export function compareQuery(slugs: readonly string[], centre?: URLSearchParams): string {
  const params = new URLSearchParams(centre);
  params.delete('schools');
  const rest = params.toString();
  return `schools=${slugs.join(',')}${rest ? `&${rest}` : ''}`;
}

const store = createLocalStore(COMPARE_STORAGE_KEY, parseCompareSelection, (schools) => ({ schools }));

export const compareSelection = {
  entries: () => store.get(),
  /** Returns the refusal message when the school cannot be added (already four). */
  toggle(school: CompareEntry): string | null {
    const result = toggleCompare(store.get(), school);
    if (!result.ok) return result.message;
    store.set(result.entries);
    return null;
  },
  remove: (slug: string) => store.set((entries) => entries.filter((entry) => entry.slug !== slug)),
  clear: () => store.set([]),
};

export function useCompareSelection(): CompareEntry[] {
  return useLocalStore(store);
}
