import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QueryInt, QueryText } from '../../../../shared/http';

/** Server-side search and pagination of an admin table. */
export class AdminListRequest {
  @ApiPropertyOptional({ description: 'Free text; the fields searched depend on the table' })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'search must be a single text value' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page: number = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be from 1 to 100' })
  @Max(100, { message: 'limit must be from 1 to 100' })
  limit: number = 20;
}
