import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeEscape } from '../../../shared/database';
import { ArticleRepository } from '../application/ports/article.repository';
import { Article } from '../domain/article';
import { ArticleSlugTakenError } from '../domain/articles.errors';

/**
 * Through the injected EntityManager: in a request it is the request's fork,
 * inside a transaction (the caller's `UnitOfWork`) it is that transaction's.
 */
@Injectable()
export class MikroOrmArticleRepository extends ArticleRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number): Promise<Article | null> {
    return this.em.findOne(Article, { id });
  }

  findByIdForUpdate(id: number): Promise<Article | null> {
    return this.em.findOne(Article, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async slugsStartingWith(base: string, exceptArticleId?: number): Promise<string[]> {
    const except = exceptArticleId ?? -1;
    const rows = await this.em.execute<{ slug: string }[]>(
      `select slug from article where slug like ? and id <> ?
       union select slug from article_slug_history where slug like ? and article_id <> ?`,
      [`${likeEscape(base)}%`, except, `${likeEscape(base)}%`, except],
    );
    return rows.map((row) => row.slug);
  }

  async rememberFormerSlug(articleId: number, formerSlug: string, currentSlug: string): Promise<void> {
    await this.em.execute(`delete from article_slug_history where slug = ? and article_id = ?`, [
      currentSlug,
      articleId,
    ]);
    await this.em.execute(
      `insert into article_slug_history (slug, article_id, created_at) values (?, ?, now())
       on conflict (slug) do update set article_id = excluded.article_id, created_at = excluded.created_at`,
      [formerSlug, articleId],
    );
  }

  async save(article: Article): Promise<void> {
    try {
      await this.em.persist(article).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ArticleSlugTakenError();
      throw error;
    }
  }
}
