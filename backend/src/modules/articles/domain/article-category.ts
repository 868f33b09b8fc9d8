/**
 * The article categories (docs/product.md "The lists"), the one list: the admin's editor, the owner's guest article form,
 * the public category buttons and the backend's validation all use it (through the contract's
 * `ArticleCategory` enum on the frontend). Stored and shown in these words, upper case.
 */
export const ARTICLE_CATEGORIES = [
  'ADMISSIONS GUIDE',
  'BACK-TO-SCHOOL',
  'PARENT TIPS',
  'ORGANIZATION',
  'LOCAL NEWS',
  'RANKINGS',
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}
