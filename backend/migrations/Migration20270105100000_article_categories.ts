import { Migration } from '@mikro-orm/migrations';

/** The one category list (articles `ARTICLE_CATEGORIES`), repeated here: a migration is frozen in time. */
const CATEGORIES = ['ADMISSIONS GUIDE', 'BACK-TO-SCHOOL', 'PARENT TIPS', 'ORGANIZATION', 'LOCAL NEWS', 'RANKINGS'];

/**
 * Issue 36: the admin typed categories as free text ('Guides', 'Parent tips') while owners chose from
 * the upper-case list, so one category showed in two spellings and the public buttons missed some
 * articles. Every stored category, and the category of every guest article still waiting for review,
 * becomes one of the list: the same words in any case or spacing; otherwise by its words (admission,
 * back to school, organiz…, news, rank, guide); anything else PARENT TIPS, the broadest category
 * (docs/decisions/article-categories.md). Not reversible: the old spellings are not kept.
 */
function mapped(column: string): string {
  const u = `upper(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;
  const list = CATEGORIES.map((c) => `'${c}'`).join(', ');
  return `case
    when ${u} in (${list}) then ${u}
    when ${u} like '%BACK%SCHOOL%' then 'BACK-TO-SCHOOL'
    when ${u} like '%ADMISSION%' or ${u} like '%APPLY%' or ${u} like '%APPLICATION%' then 'ADMISSIONS GUIDE'
    when ${u} like '%ORGANI%' then 'ORGANIZATION'
    when ${u} like '%NEWS%' or ${u} like '%LOCAL%' then 'LOCAL NEWS'
    when ${u} like '%RANK%' then 'RANKINGS'
    when ${u} like '%PARENT%' then 'PARENT TIPS'
    when ${u} like '%GUIDE%' then 'ADMISSIONS GUIDE'
    else 'PARENT TIPS' end`;
}

export class Migration20270105100000_article_categories extends Migration {
  override async up(): Promise<void> {
    const list = CATEGORIES.map((c) => `'${c}'`).join(', ');
    this.addSql(`update "article" set "category" = ${mapped('"category"')} where "category" not in (${list});`);
    this.addSql(
      `update "pending_school_change" set "change_data" = jsonb_set("change_data", '{category}', to_jsonb((${mapped(`"change_data"->>'category'`)})::text)) where "change_type" = 'article_submission' and jsonb_typeof("change_data"->'category') = 'string' and "change_data"->>'category' not in (${list});`,
    );
  }

  override async down(): Promise<void> {
    // The old free-text spellings are gone; every value is still a valid category.
  }
}
