import type { ArticleCategory } from '@/shared/api';

/**
 * The article categories (docs/product.md "The lists") in the contract's order: the backend's list (`ArticleCategory`
 * in openapi.yaml) is the one source; the compiler refuses this list when it misses one or adds one.
 * The admin's editor, the owner's guest article form and the public buttons all show these words.
 */
export const ARTICLE_CATEGORIES = [
  'ADMISSIONS GUIDE',
  'BACK-TO-SCHOOL',
  'PARENT TIPS',
  'ORGANIZATION',
  'LOCAL NEWS',
  'RANKINGS',
] as const satisfies readonly ArticleCategory[];

/** Fails to compile when the contract has a category this list lacks. */
const EVERY_CATEGORY_LISTED: Exclude<ArticleCategory, (typeof ARTICLE_CATEGORIES)[number]> extends never
  ? true
  : never = true;
void EVERY_CATEGORY_LISTED;

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

/** The fields an article card reads; the API's ArticleResponse fits this shape. */
export interface ArticleSummary {
  id?: number | null;
  slug: string;
  title: string;
  excerpt?: string | null;
  category?: string | null;
  imageUrl?: string | null;
  createdAt?: string | null;
  author?: string | null;
  authorSchool?: string | null;
}

/**
 * The byline: 'By Jane Doe, Bishop Gorman High School' for a guest article
 * (the school that wrote it is credited), 'By Jane Doe' without a school, null
 * without an author.
 */
export function articleByline(article: Pick<ArticleSummary, 'author' | 'authorSchool'>): string | null {
  const author = article.author?.trim();
  const school = article.authorSchool?.trim();
  if (!author) return school ? `By ${school}` : null;
  return school ? `By ${author}, ${school}` : `By ${author}`;
}

/**
 * A guest article's label (issue 35): 'From Bishop Gorman High School' on its card and its page, so a
 * school's own writing is never read as the site's; null for the site's articles.
 */
export function guestSchoolLabel(article: Pick<ArticleSummary, 'authorSchool'>): string | null {
  const school = article.authorSchool?.trim();
  return school ? `From ${school}` : null;
}
