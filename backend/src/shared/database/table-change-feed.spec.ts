import { writtenTable } from './table-change-feed';

describe('writtenTable', () => {
  it.each([
    ['update "school" set "name" = $1 where "id" = $2', 'school'],
    ['insert into "neighborhood" ("name") values ($1)', 'neighborhood'],
    ['delete from "article" where "id" = $1', 'article'],
    ['truncate table "school" cascade', 'school'],
    ['UPDATE public.school SET is_premium = true', 'school'],
    ['with moved as (select 1) update "school" set "is_active" = false', 'school'],
    ['update only "article" set title = title', 'article'],
  ])('finds the table %s writes', (sql, table) => {
    expect(writtenTable(sql)).toBe(table);
  });

  it.each([
    'select "s".* from "school" as "s" where "s"."slug" = $1',
    'select count(*) from "article" where "is_published" = true',
    'BEGIN;',
    'COMMIT;',
  ])('sees no write in %s', (sql) => {
    expect(writtenTable(sql)).toBeUndefined();
  });
});
