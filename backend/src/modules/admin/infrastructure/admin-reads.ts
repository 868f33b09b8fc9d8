import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import { Article } from '../../articles';
import { School } from '../../directory';
import { ModerationReads } from '../../moderation';

export interface ListQuery {
  search?: string;
  page: number;
  limit: number;
}

/** The admin tables: every school and article (live or draft), searched on the fields the spec lists. */
@Injectable()
export class AdminReads {
  constructor(
    private readonly em: EntityManager,
    private readonly moderation: ModerationReads,
  ) {}

  /** Search: name, city or website (spec 001 §2). */
  async schools(query: ListQuery): Promise<Page<School>> {
    const pattern = query.search ? likeContains(query.search) : undefined;
    const where = pattern
      ? { $or: [{ name: { $ilike: pattern } }, { city: { $ilike: pattern } }, { website: { $ilike: pattern } }] }
      : {};
    const [items, total] = await this.em.findAndCount(School, where, {
      orderBy: { name: 'asc', id: 'asc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { items, total };
  }

  /** Search: title, excerpt or author (spec 001 §2); newest first. */
  async articles(query: ListQuery): Promise<Page<Article>> {
    const pattern = query.search ? likeContains(query.search) : undefined;
    const where = pattern
      ? { $or: [{ title: { $ilike: pattern } }, { excerpt: { $ilike: pattern } }, { author: { $ilike: pattern } }] }
      : {};
    const [items, total] = await this.em.findAndCount(Article, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { items, total };
  }

  async totals(): Promise<{
    schools: number;
    activeSchools: number;
    articles: number;
    publishedArticles: number;
    pendingChanges: number;
  }> {
    const [schools, activeSchools, articles, publishedArticles, pendingChanges] = await Promise.all([
      this.em.count(School, {}),
      this.em.count(School, { isActive: true }),
      this.em.count(Article, {}),
      this.em.count(Article, { isPublished: true }),
      this.moderation.countPending(),
    ]);
    return { schools, activeSchools, articles, publishedArticles, pendingChanges };
  }
}
