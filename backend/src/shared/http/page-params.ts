import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QueryInt, QueryText } from './query-params';

/**
 * The `search`, `page` and `limit` query parameters of the admin tables, so
 * every table checks them alike and answers the same texts.
 *
 * They are field decorators, not a base class: Swagger and class-validator
 * list a base class's fields before the subclass's, while the tables put
 * `search` (and their filters) before `page` and `limit`. A base class would
 * reorder the OpenAPI parameters, the generated hooks' arguments and the
 * messages of a 400.
 */

/** Free text; `description` says which fields the table searches. */
export const SearchParam = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IsOptional(),
    QueryText(),
    IsString({ message: 'search must be a single text value' }),
    MaxLength(200, { message: 'search must be at most 200 characters' }),
  );

/** 1-based page number; give the field the default `= 1`. */
export const PageParam = () =>
  applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1 }),
    IsOptional(),
    QueryInt(),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(1_000_000, { message: 'page must be at most 1000000' }),
  );

/** Rows per page; give the field the default `= 20`. */
export const LimitParam = () =>
  applyDecorators(
    ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 }),
    IsOptional(),
    QueryInt(),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be from 1 to 100' }),
    Max(100, { message: 'limit must be from 1 to 100' }),
  );
