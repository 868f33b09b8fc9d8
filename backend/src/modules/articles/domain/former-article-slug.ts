/** An address an article had before its title changed: it answers 301 to the current one (page and API). */
export class FormerArticleSlug {
  slug!: string;
  articleId!: number;
  createdAt: Date = new Date();
}
