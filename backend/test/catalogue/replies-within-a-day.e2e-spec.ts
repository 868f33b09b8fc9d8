import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import request from 'supertest';
import { SavedSchoolSearch } from '../../src/modules/catalogue';
import { TableChangeFeed } from '../../src/shared/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';
import { createUser, linkOwner, sql } from '../moderation/moderation-fixtures';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag, searchAll } from './catalogue-fixtures';

/**
 * The directory's 'Replies within a day' (issue 44, docs/decisions/lead-replies.md): `repliesWithinADay=true`
 * keeps the schools whose public response time is shown (claimed, at least 5 requests in 90 days) and whose
 * median first reply is at most a business day (600 minutes), read from leads' view `school_response_time`.
 * The figures themselves are tested in test/leads/lead-replies.e2e-spec.ts; here they are written as the
 * leads module stores them.
 */
const tag = newTag();
const HOOD = `Replyville ${tag}`;
const name = (label: string) => `${tag} ${label}`;

describe('catalogue: Replies within a day in the directory', () => {
  let t: TestApp;
  let other: Client;
  const ids = new Map<string, number>();
  const id = (label: string) => ids.get(name(label))!;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const mine = async (query: string) =>
    (
      await searchAll(
        t.app,
        `location=${encodeURIComponent(tag)}${query.includes('sort=') ? '' : '&sort=name'}&${query}`,
      )
    ).map((s) => s.name);
  const figures = (label: string, requests: number, replied: number, median: number | null) =>
    sql(
      t,
      `insert into lead_response_time (school_id, requests_90d, replied_90d, median_business_minutes, refreshed_at)
       values (?, ?, ?, ?, now())`,
      [id(label), requests, replied, median],
    );
  const claim = async (label: string, isActive = true) => {
    const owner = await createUser(t, 'school_admin', 'Owen');
    await linkOwner(t, owner.id, id(label), isActive);
    return owner;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const labels = [
      'Quick Academy',
      'Day Prep',
      'Slow School',
      'Few Requests School',
      'Unclaimed Academy',
      'Quiet School',
      'No Replies School',
      'Former Owner School',
    ];
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: labels.map((label) => demoSchool(name(label), HOOD, { grades: 'K-8' })),
    });
    for (const school of await searchAll(t.app, `location=${encodeURIComponent(tag)}`)) ids.set(school.name, school.id);
    for (const label of labels) if (label !== 'Unclaimed Academy') await claim(label, label !== 'Former Owner School');
    await figures('Quick Academy', 6, 5, 90);
    // 600 business minutes is one business day: still 'within a day'.
    await figures('Day Prep', 5, 5, 600);
    await figures('Slow School', 8, 8, 601);
    // Below the 5 requests the page needs, nothing is shown, so nothing is claimed either.
    await figures('Few Requests School', 4, 4, 30);
    await figures('Unclaimed Academy', 10, 10, 30);
    await figures('No Replies School', 6, 0, null);
    await figures('Former Owner School', 6, 6, 30);
    other = new Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await eventually(async () => expect(t.app.get(TableChangeFeed).live).toBe(true));
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('lists only the schools whose shown median first reply is within a business day, on the list and the map', async () => {
    expect(await mine('repliesWithinADay=true')).toEqual([name('Day Prep'), name('Quick Academy')]);
    // `false` and `0` are no filter at all, as with the other yes/no filters.
    expect(await mine('repliesWithinADay=false')).toHaveLength(8);
    expect(await mine('repliesWithinADay=0')).toHaveLength(8);
    expect(await mine('repliesWithinADay=1')).toEqual([name('Day Prep'), name('Quick Academy')]);
    const map = await get(`/api/schools/map?location=${encodeURIComponent(tag)}&repliesWithinADay=true`).expect(200);
    expect(map.body.points.map((point: { slug: string }) => point.slug).sort()).toEqual(
      (await searchAll(t.app, `location=${encodeURIComponent(tag)}&repliesWithinADay=true`)).map((s) => s.slug).sort(),
    );
    expect(map.body.points).toHaveLength(2);
  });

  it('combines with the other filters and orders', async () => {
    expect(await mine('repliesWithinADay=true&grades=9-12')).toEqual([]);
    expect(await mine('repliesWithinADay=true&grades=K-5&sort=tuition_asc')).toHaveLength(2);
    const page = await get(`/api/schools?location=${encodeURIComponent(tag)}&repliesWithinADay=true&limit=1&page=2`);
    expect(page.body).toMatchObject({ total: 2 });
    expect(page.body.schools).toHaveLength(1);
  });

  it('refuses bad values with the field named, on the list, the map and a saved search', async () => {
    for (const query of [
      'repliesWithinADay=maybe',
      'repliesWithinADay=',
      'repliesWithinADay=true&repliesWithinADay=true',
    ]) {
      for (const path of ['/api/schools', '/api/schools/map']) {
        const res = await get(`${path}?${query}`).expect(400);
        expect(res.body.errors).toEqual({ repliesWithinADay: ['repliesWithinADay must be true or false'] });
      }
    }
    const alert = await request(t.app.getHttpServer())
      .post('/api/alerts')
      .send({ email: `${tag}@example.com`, frequency: 'daily', filters: { repliesWithinADay: 'soon' } })
      .expect(400);
    expect(alert.body.errors).toEqual({ 'filters.repliesWithinADay': ['repliesWithinADay must be true or false'] });
    expect(SavedSchoolSearch.describe({ grades: ['K-5'], repliesWithinADay: true })).toBe(
      'grades K-5, replying within a day',
    );
  });

  it('follows the figures and the owner: the cached answer is cleared when they change, not when only the refresh time moves', async () => {
    const query = `/api/schools?location=${encodeURIComponent(tag)}&repliesWithinADay=true&sort=name`;
    const names = async () => ((await get(query).expect(200)).body.schools as { name: string }[]).map((s) => s.name);
    await eventually(async () => {
      await get(query).expect(200);
      expect((await get(query).expect(200)).headers['x-cache']).toBe('HIT');
    });

    // The worker's hourly recount found nothing new: only `refreshed_at` moved, the stored answer stays.
    await other.query(`update lead_response_time set refreshed_at = now() where school_id = any($1::int[])`, [
      [...ids.values()],
    ]);
    await sleep(300);
    expect((await get(query).expect(200)).headers['x-cache']).toBe('HIT');

    // Another process (the worker) recounts: the slow school got quicker, the quick one slower.
    await other.query(`update lead_response_time set median_business_minutes = 120 where school_id = $1`, [
      id('Slow School'),
    ]);
    await other.query(`update lead_response_time set median_business_minutes = 900 where school_id = $1`, [
      id('Quick Academy'),
    ]);
    await eventually(async () => expect(await names()).toEqual([name('Day Prep'), name('Slow School')]));

    // A school's first figures (insert) and its window emptied (delete).
    await other.query(
      `insert into lead_response_time (school_id, requests_90d, replied_90d, median_business_minutes, refreshed_at)
       values ($1, 5, 4, 45, now())`,
      [id('Quiet School')],
    );
    await eventually(async () =>
      expect(await names()).toEqual([name('Day Prep'), name('Quiet School'), name('Slow School')]),
    );
    await other.query(`delete from lead_response_time where school_id = $1`, [id('Day Prep')]);
    await eventually(async () => expect(await names()).toEqual([name('Quiet School'), name('Slow School')]));

    // The owner leaves: the school is no longer claimed, its figures are not shown, it leaves the list.
    await other.query(`update school_owner set is_active = false where school_id = $1`, [id('Slow School')]);
    await eventually(async () => expect(await names()).toEqual([name('Quiet School')]));
  });
});
