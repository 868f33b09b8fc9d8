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
}
