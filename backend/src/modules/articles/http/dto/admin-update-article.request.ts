import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { OptionalText } from '../../../../shared/http';
import { ArticleCategoryField, ArticleImage, RequiredArticleText } from './article-field.decorators';

/**
 * The admin's article editor (edit). A new title moves the slug; the old one
 * keeps answering with a redirect to the new, so shared links keep working.
 */
export class AdminUpdateArticleRequest {
  @RequiredArticleText('Title', 255, true)
  title?: string;

  @OptionalText('Excerpt', 1000)
  excerpt?: string | null;

  @RequiredArticleText('Content', 100_000, true, 'Markdown')
  content?: string;

  @ArticleCategoryField(true)
  category?: string;

  @ArticleImage()
  imageUrl?: string | null;

  @OptionalText('Author', 255)
  author?: string | null;

  @ApiPropertyOptional({ description: 'Published (true) or Draft (false); an archived article cannot be published' })
  @IsOptional()
  @IsBoolean({ message: 'Published must be true or false' })
  isPublished?: boolean;
}
