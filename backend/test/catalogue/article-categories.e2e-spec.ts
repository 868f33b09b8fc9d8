import { MikroORM } from '@mikro-orm/postgresql';
import { Migration20270105100000_article_categories as ArticleCategoriesMigration } from '../../migrations/Migration20270105100000_article_categories';
import { ARTICLE_CATEGORIES } from '../../src/modules/articles';
import { createTestApp, type TestApp } from '../support/test-app';
import { createSchool, newTag, sql } from '../moderation/moderation-fixtures';

/**
 * Issue 36: one category list. The migration maps what the admin's free-text box stored (and guest
 * articles still waiting for review) onto the list, so every article shows under one of its buttons.
 */
describe('articles: the category migration maps free-text categories onto the one list', () => {
  let t: TestApp;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cases: [string, string][] = [
    ['Guides', 'ADMISSIONS GUIDE'],
    ['Admissions', 'ADMISSIONS GUIDE'],
    ['parent tips', 'PARENT TIPS'],
    ['Parenting', 'PARENT TIPS'],
    ['Back to School', 'BACK-TO-SCHOOL'],
    [' local  news ', 'LOCAL NEWS'],
    ['News', 'LOCAL NEWS'],
    ['Organizing', 'ORGANIZATION'],
    ['Top Rankings', 'RANKINGS'],
    ['Something else', 'PARENT TIPS'],
    ['RANKINGS', 'RANKINGS'],
  ];

  it('rewrites every stored category and pending guest article to a category of the list', async () => {
    for (const [i, [category]] of cases.entries()) {
      await sql(
        t,
        `insert into article (title, slug, content, category, is_published, created_at, updated_at)
         values (?, ?, 'Body', ?, true, now(), now())`,
        [`Cat ${tag} ${i}`, `cat-${tag}-${i}`, category],
      );
    }
    const school = await createSchool(t, `Categories ${tag} Academy`);
    await sql(
      t,
      `insert into pending_school_change (school_id, change_type, change_data, status, created_at, updated_at)
       values (?, 'article_submission', ?::jsonb, 'pending', now(), now())`,
      [
        school.id,
        JSON.stringify({ articleId: 1, title: 'T', excerpt: null, content: 'C', category: 'News', author: 'A' }),
      ],
    );

    const orm = t.app.get<MikroORM>(MikroORM);
    const migration = new ArticleCategoriesMigration(orm.em.getDriver(), orm.config);
    await migration.up();
    for (const query of migration.getQueries()) await orm.em.getConnection().execute(query as string);

    const rows = await sql<{ slug: string; category: string }>(
      t,
      `select slug, category from article where slug like ? order by id`,
      [`cat-${tag}-%`],
    );
    expect(rows.map((row) => row.category)).toEqual(cases.map(([, expected]) => expected));
    const [pending] = await sql<{ change_data: { category: string } }>(
      t,
      `select change_data from pending_school_change where school_id = ?`,
      [school.id],
    );
    expect(pending.change_data.category).toBe('LOCAL NEWS');
    const stray = await sql(t, `select id from article where not (category = any(?::text[]))`, [
      `{${ARTICLE_CATEGORIES.map((c) => `"${c}"`).join(',')}}`,
    ]);
    expect(stray).toEqual([]);
  });
});
