import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IntBetween, QueryInt, QueryText } from '../../../../shared/http';
import type { ArticleListQuery } from '../../application/ports/article-catalogue';

const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

/** Query of `GET /api/articles`: the list page's category buttons and 'Load More Articles'. */
export class ListArticlesRequest {
  @ApiPropertyOptional({ description: '1-based page number', default: 1, minimum: 1 })
  @IsOptional()
  @QueryInt()
  @IntBetween(1, MAX_PAGE, { message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({
    description: `Articles per page; values above ${MAX_PAGE_SIZE} are capped`,
    default: DEFAULT_PAGE_SIZE,
    minimum: 1,
  })
  @IsOptional()
  @QueryInt()
  @IntBetween(1, Number.MAX_SAFE_INTEGER, { message: 'limit must be a whole number of at least 1' })
  limit?: number;

  @ApiPropertyOptional({ description: 'Only this category (case-insensitive), e.g. "PARENT TIPS"', maxLength: 100 })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'category must be a single text value' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category?: string;

  toQuery(): ArticleListQuery {
    return {
      page: this.page ?? 1,
      limit: Math.min(this.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      category: this.category || undefined,
    };
  }
}
