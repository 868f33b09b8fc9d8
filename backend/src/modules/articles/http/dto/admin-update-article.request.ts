import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { OptionalText } from '../../../../shared/http';

/** The admin's article Edit form. The slug is not editable: shared links keep working. */
export class AdminUpdateArticleRequest {
  @ApiPropertyOptional({ maxLength: 255 })
  // Leaving the field out keeps it; null would blank a required column.
  @ValidateIf((_request, value) => value !== undefined)
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @Matches(/\S/, { message: 'Title is required' })
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  title?: string;

  @OptionalText('Excerpt', 1000)
  excerpt?: string | null;

  @ApiPropertyOptional({ description: 'Markdown' })
  @ValidateIf((_request, value) => value !== undefined)
  @IsString({ message: 'Content is required' })
  @IsNotEmpty({ message: 'Content is required' })
  @Matches(/\S/, { message: 'Content is required' })
  @MaxLength(100_000, { message: 'Content must be at most 100,000 characters' })
  content?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @ValidateIf((_request, value) => value !== undefined)
  @IsString({ message: 'Category is required' })
  @IsNotEmpty({ message: 'Category is required' })
  @Matches(/\S/, { message: 'Category is required' })
  @MaxLength(100, { message: 'Category must be at most 100 characters' })
  category?: string;

  @OptionalText('Image URL', 2000)
  imageUrl?: string | null;

  @OptionalText('Author', 255)
  author?: string | null;
}
