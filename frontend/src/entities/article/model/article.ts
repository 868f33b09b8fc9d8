/** Article categories of spec 000 §3. */
export const ARTICLE_CATEGORIES = [
  'ADMISSIONS GUIDE',
  'BACK-TO-SCHOOL',
  'PARENT TIPS',
  'ORGANIZATION',
  'LOCAL NEWS',
  'RANKINGS',
] as const;

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
