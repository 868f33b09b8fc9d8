import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from '../database';

/**
 * The shape of a paged table's answer, `{ items, total, page, limit }`, for
 * items of one response class. Each table still declares its own named class
 * (`class AdminSchoolPageResponse extends PageResponse(AdminSchoolResponse) {}`)
 * because the class name is the OpenAPI schema name the frontend's types use;
 * the class made here is never a schema of its own.
 */
export function PageResponse<Row, Item>(
  item: Type<Item> & { from(row: Row): Item },
  options: { totalDescription?: string } = {},
) {
  class ItemPage {
    @ApiProperty({ type: [item] })
    items: Item[];

    @ApiProperty({ description: options.totalDescription })
    total: number;

    @ApiProperty()
    page: number;

    @ApiProperty()
    limit: number;

    /** The answer for one page of rows; `page` and `limit` echo the query. */
    static from(rows: Page<Row>, query: { page: number; limit: number }): ItemPage {
      return {
        items: rows.items.map((row) => item.from(row)),
        total: rows.total,
        page: query.page,
        limit: query.limit,
      };
    }
  }
  return ItemPage;
}
