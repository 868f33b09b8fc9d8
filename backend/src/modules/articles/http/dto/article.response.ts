import { ApiProperty } from '@nestjs/swagger';
import type { Article } from '../../domain/article';

/** A published article. Missing values are null, never omitted. */
export class ArticleResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Public address part: /articles/{slug}' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ description: 'Markdown' })
  content: string;

  @ApiProperty()
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

  static from(article: Article): ArticleResponse {
    return Object.assign(new ArticleResponse(), {
      id: article.id,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt ?? null,
      content: article.content,
      category: article.category,
      imageUrl: article.imageUrl ?? null,
      author: article.author ?? null,
      authorSchool: article.authorSchool ?? null,
      createdAt: article.createdAt.toISOString(),
    });
  }
}

export class ArticleListResponse {
  @ApiProperty({ type: [ArticleResponse] })
  articles: ArticleResponse[];

  @ApiProperty({ description: 'Number of published articles matching, over all pages' })
  total: number;
}
