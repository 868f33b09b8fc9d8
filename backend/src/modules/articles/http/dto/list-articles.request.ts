import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PublicLimitParam, PublicPageParam, QueryText, publicPage } from '../../../../shared/http';
import type { ArticleListQuery } from '../../application/ports/article-catalogue';

/** Query of `GET /api/articles`: the list page's category buttons and 'Load More Articles'. */
export class ListArticlesRequest {
  @PublicPageParam()
  page?: number;

  @PublicLimitParam('Articles')
  limit?: number;

  @ApiPropertyOptional({ description: 'Only this category (case-insensitive), e.g. "PARENT TIPS"', maxLength: 100 })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'category must be a single text value' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category?: string;

  toQuery(): ArticleListQuery {
    return {
      ...publicPage(this),
      category: this.category || undefined,
    };
  }
}
