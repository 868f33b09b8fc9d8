import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PublicLimitParam, PublicPageParam, QueryText, publicPage } from '../../../../shared/http';
import type { ArticleListQuery } from '../../application/ports/article-catalogue';

/** Query of `GET /api/articles`: the list page's category buttons and 'Load More Articles', a neighborhood's articles. */
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

  @ApiPropertyOptional({
    description:
      "A neighborhood's 'Local Education Insights': only articles whose title names this place or Las Vegas, or whose category is LOCAL NEWS (case-insensitive)",
    maxLength: 100,
  })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'relatedTo must be a single text value' })
  @MaxLength(100, { message: 'relatedTo must be at most 100 characters' })
  relatedTo?: string;

  toQuery(): ArticleListQuery {
    return {
      ...publicPage(this),
      category: this.category || undefined,
      relatedTo: this.relatedTo?.trim() || undefined,
    };
  }
}
