import { Injectable } from '@nestjs/common';
import type { Article } from '../domain/article';
import { ArticleRepository } from './ports/article.repository';

/** Any article by id, published or not, for other modules' use cases (a submitted article under review). */
@Injectable()
export class ArticleLookup {
  constructor(private readonly articles: ArticleRepository) {}

  byId(id: number): Promise<Article | null> {
    return this.articles.findById(id);
  }
}
