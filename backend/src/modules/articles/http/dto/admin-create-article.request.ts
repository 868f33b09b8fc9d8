import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { OptionalText } from '../../../../shared/http';
import { ArticleCategoryField, ArticleImage, RequiredArticleText } from './article-field.decorators';

/** The admin's article editor (new): the slug comes from the title; a Draft unless `isPublished`. */
export class AdminCreateArticleRequest {
  @RequiredArticleText('Title', 255, false)
  title: string;

  @OptionalText('Excerpt', 1000)
  excerpt?: string | null;

  @RequiredArticleText('Content', 100_000, false, 'Markdown')
  content: string;

  @ArticleCategoryField(false)
  category: string;

  @ArticleImage()
  imageUrl?: string | null;

  @OptionalText('Author', 255)
  author?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Published at once (true) or saved as a Draft (default)' })
  @IsOptional()
  @IsBoolean({ message: 'Published must be true or false' })
  isPublished?: boolean;
}
