import { Migration } from '@mikro-orm/migrations';

/**
 * Claims can be rejected with a refund (docs/product.md "Claims"): the refund the
 * payment provider made for a claim (its id, the cents given back, when).
 * `status` gains the value 'rejected' (a varchar, no constraint to change).
 */
export class Migration20261201140000_claim_rejection extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "school_claim_request" add column "refund_id" varchar(255) null, add column "refund_amount" int null, add column "refunded_at" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "school_claim_request" drop column "refund_id", drop column "refund_amount", drop column "refunded_at";`,
    );
  }
}
