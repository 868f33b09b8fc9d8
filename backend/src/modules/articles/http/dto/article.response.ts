import { ApiProperty } from '@nestjs/swagger';
import type { Article } from '../../domain/article';
import { ARTICLE_CATEGORIES } from '../../domain/article-category';

/**
 * A published article as lists show it: everything but its text. The text is about 5 KB an article, and a
 * neighborhood page looks for its related articles among up to 100 (each rendered page hands what it fetched
 * to the browser). Missing values are null, never omitted.
 */
export class ArticleSummaryResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Public address part: /articles/{slug}' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

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

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(article: Article): ArticleSummaryResponse {
    return Object.assign(new ArticleSummaryResponse(), ArticleSummaryResponse.fields(article));
  }

  protected static fields(article: Article) {
    return {
      id: article.id,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt ?? null,
      category: article.category,
      imageUrl: article.imageUrl ?? null,
      author: article.author ?? null,
      authorSchool: article.authorSchool ?? null,
      createdAt: article.createdAt.toISOString(),
    };
  }
}

/** A published article with its text. */
export class ArticleResponse extends ArticleSummaryResponse {
  @ApiProperty({ description: 'Markdown' })
  content: string;

  static override from(article: Article): ArticleResponse {
    return Object.assign(new ArticleResponse(), ArticleSummaryResponse.fields(article), { content: article.content });
  }
}

export class ArticleListResponse {
  @ApiProperty({ type: [ArticleSummaryResponse], description: 'Without their text: GET /api/articles/{slug} has it' })
  articles: ArticleSummaryResponse[];

  @ApiProperty({ description: 'Number of published articles matching, over all pages' })
  total: number;
}
