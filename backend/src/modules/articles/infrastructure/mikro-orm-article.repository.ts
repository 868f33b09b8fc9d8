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

  async slugsStartingWith(base: string): Promise<string[]> {
    const rows = await this.em.find(Article, { slug: { $like: `${likeEscape(base)}%` } }, { fields: ['slug'] });
    return rows.map((article) => article.slug);
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
