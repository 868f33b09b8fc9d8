import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BlankToNull } from '../../../../shared/http';
import { ARTICLE_CATEGORIES } from '../../domain/article-category';

/** A text the article cannot be without: may be left out of an edit (`partial`), never blank. */
export function RequiredArticleText(label: string, maxLength: number, partial: boolean, description?: string) {
  const message = `${label} is required`;
  return applyDecorators(
    partial ? ApiPropertyOptional({ maxLength, description }) : ApiProperty({ maxLength, description }),
    // Leaving the field out of an edit keeps it; null would blank a required column.
    ...(partial ? [ValidateIf((_request, value) => value !== undefined)] : []),
    IsString({ message }),
    IsNotEmpty({ message }),
    Matches(/\S/, { message }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength.toLocaleString('en-US')} characters` }),
  );
}

/** The cover image: a web address or a site path (as the public page loads it); blank removes it. */
export function ArticleImage() {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: '/images/articles/guide.svg' }),
    BlankToNull(),
    IsOptional(),
    IsString({ message: 'Image URL must be text' }),
    Matches(/^(https?:\/\/|\/)\S+$/, {
      message: 'Image URL must be a web address (https://…) or a site path starting with /',
    }),
    MaxLength(2000, { message: 'Image URL must be at most 2000 characters' }),
  );
}

/**
 * One of the article categories (the contract's `ArticleCategory`), every form's and the backend's one
 * list. Spacing and case are forgiven ('Parent tips' is PARENT TIPS); anything else is refused.
 */
export function ArticleCategoryField(partial: boolean) {
  const options = { enum: ARTICLE_CATEGORIES, enumName: 'ArticleCategory' };
  return applyDecorators(
    partial ? ApiPropertyOptional(options) : ApiProperty(options),
    ...(partial ? [ValidateIf((_request, value) => value !== undefined)] : []),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : value,
    ),
    IsString({ message: 'Category is required' }),
    IsNotEmpty({ message: 'Category is required' }),
    IsIn(ARTICLE_CATEGORIES, { message: `Category must be one of ${ARTICLE_CATEGORIES.join(', ')}` }),
  );
}
