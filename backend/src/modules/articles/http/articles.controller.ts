import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiBadRequestResponse } from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { ArticleCatalogue } from '../application/ports/article-catalogue';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleListResponse, ArticleResponse } from './dto/article.response';
import { ListArticlesRequest } from './dto/list-articles.request';

/** Slugs are lowercase words and hyphens; anything else cannot name an article. */
const SLUG = /^[\w-]{1,255}$/;

@ApiTags('articles')
@Public()
@Controller('articles')
export class ArticlesController {
  constructor(private readonly catalogue: ArticleCatalogue) {}

  /** Published articles, newest first, optionally one category, one page at a time. */
  @Get()
  @PublicCache()
  @ApiOkResponse({ type: ArticleListResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listArticles(@Query() query: ListArticlesRequest): Promise<ArticleListResponse> {
    const { articles, total } = await this.catalogue.listPublished(query.toQuery());
    return { articles: articles.map((article) => ArticleResponse.from(article)), total };
  }

  /** One published article. */
  @Get(':slug')
  @PublicCache()
  @ApiOkResponse({ type: ArticleResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getArticleBySlug(@Param('slug') slug: string): Promise<ArticleResponse> {
    const article = SLUG.test(slug) ? await this.catalogue.findPublishedBySlug(slug) : null;
    if (!article) throw new ArticleNotFoundError();
    return ArticleResponse.from(article);
  }
}
