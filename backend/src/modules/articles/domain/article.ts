/** The facts an article is written with. */
export interface ArticleProps {
  title: string;
  slug: string;
  excerpt?: string | null;
  /** Markdown */
  content: string;
  category: string;
  imageUrl?: string | null;
  author?: string | null;
  isPublished?: boolean;
}

/** An article or guide. Only published ones are public. */
export class Article {
  id!: number;
  title!: string;
  slug!: string;
  excerpt: string | null = null;
  content!: string;
  imageUrl: string | null = null;
  category!: string;
  isPublished = false;
  author: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  static create(props: ArticleProps): Article {
    const article = new Article();
    article.update(props);
    return article;
  }

  update(props: Partial<ArticleProps>): void {
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined) (this as unknown as Record<string, unknown>)[key] = value;
    }
  }
}
