import { ArticleArchivedError } from './articles.errors';

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

/** A guest article as a school admin submits it (published only once an admin approves). */
export interface ArticleDraft {
  title: string;
  excerpt?: string | null;
  content: string;
  category: string;
  author: string;
}

/**
 * What the admin's Edit form may change. A new title moves the slug (the caller
 * assigns it) and the old slug keeps answering with a redirect.
 */
export interface ArticleEdit {
  title?: string;
  excerpt?: string | null;
  content?: string;
  category?: string;
  imageUrl?: string | null;
  author?: string | null;
}

const EDITABLE: (keyof ArticleEdit)[] = ['title', 'excerpt', 'content', 'category', 'imageUrl', 'author'];

/** Changed fields as they were and as they are now (for the audit trail). */
export interface ArticleChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
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
  /** The school a guest article came from, credited in the byline; null for the site's own articles. */
  authorSchool: string | null = null;
  /** When an admin archived it: unpublished, kept for history, out of reach of the publish switch until restored. */
  archivedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  static create(props: ArticleProps): Article {
    const article = new Article();
    article.update(props);
    return article;
  }

  /** An unpublished article from a submitted draft, its text trimmed (an empty excerpt is none). */
  static draft(draft: ArticleDraft, slug: string): Article {
    return Article.create({
      title: draft.title.trim(),
      slug,
      excerpt: draft.excerpt?.trim() || null,
      content: draft.content.trim(),
      category: draft.category.trim(),
      author: draft.author,
      isPublished: false,
    });
  }

  update(props: Partial<ArticleProps>): void {
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined) (this as unknown as Record<string, unknown>)[key] = value;
    }
  }

  /** Published or Draft; without a value the state flips. An archived article cannot be published. */
  setPublished(isPublished: boolean | undefined, now = new Date()): { before: boolean; after: boolean } {
    const before = this.isPublished;
    const after = isPublished ?? !before;
    if (after && this.archivedAt) throw new ArticleArchivedError();
    this.isPublished = after;
    this.updatedAt = now;
    return { before, after: this.isPublished };
  }

  /** Retires the article: unpublished, kept for history. */
  archive(now = new Date()): { wasPublished: boolean; changed: boolean } {
    const wasPublished = this.isPublished;
    if (this.archivedAt) return { wasPublished, changed: false };
    this.archivedAt = now;
    this.isPublished = false;
    this.updatedAt = now;
    return { wasPublished, changed: true };
  }

  /** Back from the archive as a Draft. */
  restore(now = new Date()): boolean {
    if (!this.archivedAt) return false;
    this.archivedAt = null;
    this.updatedAt = now;
    return true;
  }

  /** Applies the fields that differ (text trimmed, blank text is none); a new title is the caller's cue to re-slug. */
  edit(edit: ArticleEdit, now = new Date()): ArticleChanges {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      const value = edit[field];
      if (value === undefined) continue;
      const next = typeof value === 'string' ? value.trim() || null : value;
      if (next === this[field]) continue;
      before[field] = this[field];
      after[field] = next;
    }
    if (!Object.keys(after).length) return { before, after };
    this.update(after);
    this.updatedAt = now;
    return { before, after };
  }
}
