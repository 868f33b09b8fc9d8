import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { type ArticleCategory } from '../../../articles';
import { ArticleCategoryField } from '../../../articles/adapters';

/** The dashboard's guest article form (docs/product.md "Forms, messages and notices"): title, content and category required. */
export class SubmitArticleRequest {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @Matches(/\S/, { message: 'Title is required' })
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Excerpt must be text' })
  @MaxLength(1000, { message: 'Excerpt must be at most 1000 characters' })
  excerpt?: string | null;

  @ApiProperty({ description: 'Markdown' })
  @IsString({ message: 'Content is required' })
  @IsNotEmpty({ message: 'Content is required' })
  @Matches(/\S/, { message: 'Content is required' })
  @MaxLength(100_000, { message: 'Content must be at most 100,000 characters' })
  content: string;

  /** The admin's list, in the same words (articles' ARTICLE_CATEGORIES). */
  @ArticleCategoryField(false)
  category: ArticleCategory;
}
