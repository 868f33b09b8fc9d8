import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Article } from '../../articles';
import { AuditTrail } from '../../moderation';
import { ArticleNotFoundError } from '../domain/admin.errors';

export interface ArticleEdit {
  title?: string;
  excerpt?: string | null;
  content?: string;
  category?: string;
  imageUrl?: string | null;
  author?: string | null;
}

const EDITABLE: (keyof ArticleEdit)[] = ['title', 'excerpt', 'content', 'category', 'imageUrl', 'author'];

/**
 * An admin's writes to an article: the Published/Draft switch and the Edit
 * form. The slug stays as it is, so links already shared keep working.
 */
@Injectable()
export class AdminArticleActions {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  /** Sets Published/Draft; without a value it flips the current state. */
  async setPublished(adminId: string, articleId: number, isPublished?: boolean): Promise<Article> {
    return this.em.transactional(async (tx) => {
      const article = await tx.findOne(Article, articleId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!article) throw new ArticleNotFoundError();
      const before = article.isPublished;
      article.isPublished = isPublished ?? !before;
      article.updatedAt = new Date();
      await tx.flush();
      await this.audit.record(tx, {
        actorId: adminId,
        action: 'article.status_changed',
        targetType: 'article',
        targetId: String(article.id),
        before: { isPublished: before },
        after: { isPublished: article.isPublished },
      });
      return article;
    });
  }

  async update(adminId: string, articleId: number, edit: ArticleEdit): Promise<Article> {
    return this.em.transactional(async (tx) => {
      const article = await tx.findOne(Article, articleId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!article) throw new ArticleNotFoundError();
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of EDITABLE) {
        if (edit[field] === undefined) continue;
        const next = typeof edit[field] === 'string' ? edit[field].trim() || null : edit[field];
        if (next === article[field]) continue;
        before[field] = article[field];
        after[field] = next;
      }
      if (!Object.keys(after).length) return article;
      article.update(after);
      article.updatedAt = new Date();
      await tx.flush();
      await this.audit.record(tx, {
        actorId: adminId,
        action: 'article.updated',
        targetType: 'article',
        targetId: String(article.id),
        before,
        after,
      });
      return article;
    });
  }
}
