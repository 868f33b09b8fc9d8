import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The dashboard's guest article form (spec 001 §5): title, content and category required. */
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

  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'Category is required' })
  @IsNotEmpty({ message: 'Category is required' })
  @Matches(/\S/, { message: 'Category is required' })
  @MaxLength(100, { message: 'Category must be at most 100 characters' })
  category: string;
}
