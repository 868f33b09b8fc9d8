import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IntBetween, QueryInt } from './query-params';

/**
 * The `page` and `limit` of the public lists (the directory's schools, the
 * articles): one default page size, and a limit above the cap is lowered
 * rather than refused, so a shared link never breaks. The admin tables use
 * the stricter `PageParam`/`LimitParam`.
 */
export const PUBLIC_PAGE_SIZE = 12;
const MAX_PUBLIC_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

export const PublicPageParam = () =>
  applyDecorators(
    ApiPropertyOptional({ description: '1-based page number', default: 1, minimum: 1 }),
    IsOptional(),
    QueryInt(),
    IntBetween(1, MAX_PAGE, { message: `page must be a whole number from 1 to ${MAX_PAGE}` }),
  );

/** `rows` names what a page holds, e.g. 'Schools'. */
export const PublicLimitParam = (rows: string) =>
  applyDecorators(
    ApiPropertyOptional({
      description: `${rows} per page; values above ${MAX_PUBLIC_PAGE_SIZE} are capped`,
      default: PUBLIC_PAGE_SIZE,
      minimum: 1,
    }),
    IsOptional(),
    QueryInt(),
    IntBetween(1, Number.MAX_SAFE_INTEGER, { message: 'limit must be a whole number of at least 1' }),
  );

/** The page to read: page 1 and the default size when not given, the size capped. */
export function publicPage(query: { page?: number; limit?: number }): { page: number; limit: number } {
  return { page: query.page ?? 1, limit: Math.min(query.limit ?? PUBLIC_PAGE_SIZE, MAX_PUBLIC_PAGE_SIZE) };
}
