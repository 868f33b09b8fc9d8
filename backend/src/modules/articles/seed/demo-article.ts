/** Shape of one demonstration article. */
export interface DemoArticle {
  /** max 255 */
  title: string;
  /** unique */
  slug: string;
  excerpt: string;
  /** Markdown body */
  content: string;
  /** max 100, one of the categories of docs/product.md "The lists" */
  category: string;
  imageUrl: string;
  /** max 255 */
  author: string;
  /** drafts (false) must never appear publicly */
  isPublished: boolean;
  /** ISO 8601 date-time */
  createdAt: string;
}
