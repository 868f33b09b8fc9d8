import { createLocalStore, useLocalStore } from '@/shared/lib/local-store';

/**
 * The family's shortlist, kept only in this browser (no account): which
 * schools, the name each had when saved (so a school that is later archived or
 * renamed can still be named), and a private note. Nothing here leaves the
 * browser except the slugs of a share link.
 */
export interface ShortlistItem {
  slug: string;
  name: string;
  note: string;
  addedAt: string;
}

export const SHORTLIST_STORAGE_KEY = 'vps.shortlist.v1';
/**
 * More than this is no longer a shortlist: it keeps share links short and the whole list one
 * request (GET /api/schools/by-slugs answers up to 10 slugs).
 */
export const SHORTLIST_MAX = 10;
export const SHORTLIST_FULL_MESSAGE = `Your shortlist holds up to ${SHORTLIST_MAX} schools. Remove one to add another.`;
export const NOTE_MAX_LENGTH = 500;
const SLUG = /^[\w-]{1,255}$/;

/** Whatever was stored (old, damaged, edited by hand) becomes a clean list: known fields, one per slug. */
export function parseShortlist(raw: unknown): ShortlistItem[] {
  const list =
    raw && typeof raw === 'object' && Array.isArray((raw as { items?: unknown }).items)
      ? (raw as { items: unknown[] }).items
      : [];
  const seen = new Set<string>();
  const items: ShortlistItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { slug, name, note, addedAt } = entry as Record<string, unknown>;
    if (typeof slug !== 'string' || !SLUG.test(slug) || seen.has(slug)) continue;
    seen.add(slug);
    items.push({
      slug,
      name: typeof name === 'string' && name.trim() ? name : slug,
      note: typeof note === 'string' ? note.slice(0, NOTE_MAX_LENGTH) : '',
      addedAt: typeof addedAt === 'string' ? addedAt : '',
    });
    if (items.length === SHORTLIST_MAX) break;
  }
  return items;
}

export function isShortlisted(items: readonly ShortlistItem[], slug: string): boolean {
  return items.some((item) => item.slug === slug);
}

/** Adds the school at the end, or removes it when already there. A full list is left as it is. */
export function toggleItem(
  items: readonly ShortlistItem[],
  school: { slug: string; name: string },
  now: Date = new Date(),
): ShortlistItem[] {
  if (isShortlisted(items, school.slug)) return items.filter((item) => item.slug !== school.slug);
  if (items.length >= SHORTLIST_MAX) return [...items];
  return [...items, { slug: school.slug, name: school.name, note: '', addedAt: now.toISOString() }];
}

export function removeItem(items: readonly ShortlistItem[], slug: string): ShortlistItem[] {
  return items.filter((item) => item.slug !== slug);
}

export function setItemNote(items: readonly ShortlistItem[], slug: string, note: string): ShortlistItem[] {
  return items.map((item) => (item.slug === slug ? { ...item, note: note.slice(0, NOTE_MAX_LENGTH) } : item));
}

/** A shared list saved here: its schools are added after the ones already kept (notes stay). */
export function mergeItems(
  items: readonly ShortlistItem[],
  incoming: readonly { slug: string; name: string }[],
  now: Date = new Date(),
): ShortlistItem[] {
  const merged = [...items];
  for (const school of incoming) {
    if (merged.length >= SHORTLIST_MAX) break;
    if (!SLUG.test(school.slug) || isShortlisted(merged, school.slug)) continue;
    merged.push({ slug: school.slug, name: school.name, note: '', addedAt: now.toISOString() });
  }
  return merged;
}

/** A stored school's current name (after a rename on the server). */
export function renameItems(items: readonly ShortlistItem[], names: ReadonlyMap<string, string>): ShortlistItem[] {
  let changed = false;
  const next = items.map((item) => {
    const name = names.get(item.slug);
    if (!name || name === item.name) return item;
    changed = true;
    return { ...item, name };
  });
  return changed ? next : (items as ShortlistItem[]);
}

/**
 * Stored slugs of schools renamed since (former → current, from the server). A school kept under
 * both slugs stays once, as the entry that already had the current slug.
 */
export function reslugItems(items: readonly ShortlistItem[], renamed: ReadonlyMap<string, string>): ShortlistItem[] {
  if (!items.some((item) => renamed.has(item.slug))) return items as ShortlistItem[];
  const next: ShortlistItem[] = [];
  for (const item of items) {
    const slug = renamed.get(item.slug) ?? item.slug;
    if (slug !== item.slug && items.some((other) => other.slug === slug)) continue;
    if (!next.some((kept) => kept.slug === slug)) next.push({ ...item, slug });
  }
  return next;
}

/** The slugs of a share link's `schools` parameter: comma-separated, well-formed, each once. */
export function parseSlugList(value: string | null | undefined): string[] {
  const slugs = (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)];
}

/** '/shortlist?schools=a,b,c' — opens the same list on another device (without the private notes). */
export function shareQuery(items: readonly { slug: string }[]): string {
  return `schools=${items.map((item) => item.slug).join(',')}`;
}

const store = createLocalStore(SHORTLIST_STORAGE_KEY, parseShortlist, (items) => ({ items }));
const save = (update: (items: ShortlistItem[]) => ShortlistItem[]) => store.set(update);

/** The shortlist store; stored as `{ items: [...] }` so the format can grow. */
export const shortlist = {
  items: () => store.get(),
  /** Returns the refusal message when the list is full, else null. */
  toggle(school: { slug: string; name: string }): string | null {
    const items = store.get();
    if (!isShortlisted(items, school.slug) && items.length >= SHORTLIST_MAX) return SHORTLIST_FULL_MESSAGE;
    save((current) => toggleItem(current, school));
    return null;
  },
  remove: (slug: string) => save((items) => removeItem(items, slug)),
  setNote: (slug: string, note: string) => save((items) => setItemNote(items, slug, note)),
  merge: (schools: readonly { slug: string; name: string }[]) => save((items) => mergeItems(items, schools)),
  rename: (names: ReadonlyMap<string, string>) => save((items) => renameItems(items, names)),
  reslug: (renamed: ReadonlyMap<string, string>) => save((items) => reslugItems(items, renamed)),
  clear: () => save(() => []),
};

export function useShortlist(): ShortlistItem[] {
  return useLocalStore(store);
}
