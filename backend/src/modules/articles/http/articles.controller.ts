import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiMovedPermanentlyResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, PermanentRedirect, Public, PublicCache, apiPath } from '../../../shared/http';
import { ArticleCatalogue } from '../application/ports/article-catalogue';
import { ArticleNotFoundError } from '../domain/articles.errors';
import { ArticleListResponse, ArticleResponse, ArticleSummaryResponse } from './dto/article.response';
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
    return { articles: articles.map((article) => ArticleSummaryResponse.from(article)), total };
  }

  /** One published article; a slug it had before its title changed answers 301 to the current one. */
  @Get(':slug')
  @PublicCache()
  @ApiOkResponse({ type: ArticleResponse })
  @ApiMovedPermanentlyResponse({
    description: "A former slug of the article: Location is the article's current address",
  })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async getArticleBySlug(@Param('slug') slug: string): Promise<ArticleResponse> {
    if (!SLUG.test(slug)) throw new ArticleNotFoundError();
    const article = await this.catalogue.findPublishedBySlug(slug);
    if (article) return ArticleResponse.from(article);
    const current = await this.catalogue.renamedTo(slug);
    if (current) throw new PermanentRedirect(apiPath(`articles/${current}`));
    throw new ArticleNotFoundError();
  }
}
