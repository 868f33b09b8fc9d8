import { Migration } from '@mikro-orm/migrations';

/**
 * Search without the response cache (issue 22): a school type's page in the
 * default public order (premium first, then name, id) read along an index.
 * With only `school_school_type_idx`, page 300 of one type sorted all of its
 * 8,000 active schools (and fetched each row) to skip 3,600 of them; along
 * this index the ids of any page are an index-only walk.
 */
export class Migration20261217090000_search_type_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "school_type_public_order_idx" on "school" ("school_type", "is_premium" desc, "name", "id") where "is_active";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "school_type_public_order_idx";`);
  }
}
