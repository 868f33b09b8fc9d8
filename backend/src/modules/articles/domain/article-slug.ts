import { slugBase, uniqueSlug } from '../../../shared/slug';

/**
 * Articles take the schools' slug rule (docs/product.md "Pages and addresses": lowercase, hyphens, word
 * characters), fallback included, so every address already given out stays the
 * one this gives; unique among articles.
 */
const FALLBACK = 'school';

export function articleSlugBase(title: string): string {
  return slugBase(title, FALLBACK);
}

/** The first free slug for `title`; `taken` holds the article slugs that start with its base. */
export function uniqueArticleSlug(title: string, taken: Iterable<string>): string {
  return uniqueSlug(title, taken, FALLBACK);
}

/** Whether `slug` is already one of `title`'s own ("guide" or "guide-2" for "Guide"): then a re-save keeps it. */
export function isSlugOfTitle(slug: string, title: string): boolean {
  const base = articleSlugBase(title);
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}
