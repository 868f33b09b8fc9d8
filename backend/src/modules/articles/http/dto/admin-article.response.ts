import { ApiProperty } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import type { Article } from '../../domain/article';
import { ARTICLE_CATEGORIES } from '../../domain/article-category';

/** A row of the admin Articles tab, with what its Edit form shows. */
export class AdminArticleResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ description: 'Markdown' })
  content: string;

  @ApiProperty({ enum: ARTICLE_CATEGORIES, enumName: 'ArticleCategory' })
  category: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  author: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The school a guest article came from, credited in the byline',
    example: 'Bishop Gorman High School',
  })
  authorSchool: string | null;

  @ApiProperty()
  isPublished: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the article was archived (unpublished, kept for history); null when it is not',
  })
  archivedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static from(article: Article): AdminArticleResponse {
    return {
      id: article.id,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      category: article.category,
      imageUrl: article.imageUrl,
      author: article.author,
      authorSchool: article.authorSchool ?? null,
      isPublished: article.isPublished,
      archivedAt: article.archivedAt ? new Date(article.archivedAt).toISOString() : null,
      createdAt: new Date(article.createdAt).toISOString(),
      updatedAt: new Date(article.updatedAt).toISOString(),
    };
  }
}

export class AdminArticlePageResponse extends PageResponse(AdminArticleResponse) {}
