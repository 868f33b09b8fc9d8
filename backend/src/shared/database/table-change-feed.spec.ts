import { parseChange, writtenRows, writtenTable } from './table-change-feed';

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

describe('writtenRows', () => {
  it.each([
    ['update "school" set "name" = $1, "updated_at" = $2 where "id" = $3', ['x', 'now', 12], ['12']],
    ['update "school" set "name" = $1 where "id" = $2 returning "version"', ['x', '7'], ['7']],
    ['delete from "school" where "id" in ($1, $2)', [3, 4], ['3', '4']],
    ['update "school" as "s0" set "name" = $1 where "s0"."id" = $2', ['x', 5], ['5']],
    [
      `update "school" set "description" = 'x', "updated_at" = '2026-11-23' where "id" = 1 returning "geo_point"`,
      [],
      ['1'],
    ],
    ['delete from "school" where "id" in (8, 9)', undefined, ['8', '9']],
  ])('reads the ids of %s', (sql, bindings, rows) => {
    expect(writtenRows(sql, bindings)).toEqual(rows);
  });

  it.each([
    ['update school set description = $1 where name = $2', ['x', 'y']],
    ['update "school" set "is_premium" = $1 where "id" = $2 and "is_active" = $3', [true, 1, true]],
    ['update "school" set "is_premium" = $1 where "owner_id" = $2 or "id" = $3', [true, 1, 2]],
    ['update "school" set "name" = ? where "id" = ?', ['x', 1]],
    ['insert into "school" ("name") values ($1)', ['x']],
    ['update "school" set "name" = $1 where "id" = $2', ['x', null]],
    [`update "school" set "name" = 'where "id" = 3' where "slug" = 'a'`, []],
  ])('cannot tell the rows of %s', (sql, bindings) => {
    expect(writtenRows(sql, bindings)).toBeUndefined();
  });
});

describe('parseChange', () => {
  it('reads a table, or a table and the ids of its changed rows', () => {
    expect(parseChange('article')).toEqual({ table: 'article' });
    expect(parseChange('school:1,25')).toEqual({ table: 'school', rows: ['1', '25'] });
  });
});
