// Analytics (issue 18): the beacon intake at 1,000 events per second (100 beacons/s of 10 events, as
// browsers batch them) while the school page is loaded at a fixed rate, its p99 compared with the same
// load without beacons (target: +10 % at most, 0 beacon errors); and one school's Analytics tab with
// 2,000,000 raw events in the table, rolled up (target p95 <= 100 ms per window).
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { withClient } from './db.mjs';
import { BACKEND_UNDER_TEST as BACKEND, log, processCpuMs, run } from './util.mjs';

const OWNER_EMAIL = 'bench-analytics-owner@example.com';
const ADMIN_EMAIL = 'bench-analytics-admin@example.com';
const PASSWORD = 'Bench-Analytics-2026';
const KINDS = [
  'impression',
  'impression',
  'impression',
  'profile_view',
  'click_website',
  'click_phone',
  'click_directions',
];
const CLASSES = ['search', 'social', 'direct', 'internal', 'other'];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Seeds `rawEvents` raw events over the last 90 days (a third of them on the dashboard's school, the rest
 * spread over 200 premium schools), leaves the rollup to the app (the bench calls the admin's rollup
 * route once, which recomputes everything since the first event), and creates the bench owner and admin.
 * Seeding is skipped when the table already holds that many events.
 */
export async function prepareAnalytics(url, { rawEvents, env }) {
  const schools = await withClient(
    url,
    async (client) =>
      (await client.query(`SELECT id, slug FROM school WHERE is_active AND is_premium ORDER BY id LIMIT 200`)).rows,
  );
  if (!schools.length) throw new Error('the benchmark database has no active premium school');
  const [dashboardSchool] = schools;
  await withClient(url, async (client) => {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM analytics_event`);
    if (rows[0].n >= rawEvents) {
      log(`analytics: ${rows[0].n} raw events already seeded`);
      return;
    }
    log(`analytics: seeding ${rawEvents} raw events over 90 days`);
    await client.query(`TRUNCATE analytics_event, analytics_hourly, analytics_daily, analytics_rollup_state`);
    await client.query(
      `INSERT INTO analytics_event (at, school_id, kind, visitor, bucket, referrer_class)
       SELECT c.at,
              CASE WHEN n % 3 = 0 THEN $1::int ELSE ($2::int[])[1 + n % array_length($2::int[], 1)] END,
              ($3::text[])[1 + n % array_length($3::text[], 1)],
              decode(md5(n::text), 'hex'),
              floor(extract(epoch FROM c.at) / 1800)::int,
              ($4::text[])[1 + (n / 7) % array_length($4::text[], 1)]
         FROM generate_series(1, $5::int) AS n,
              LATERAL (SELECT now() - (n * (89.9 * 86400.0 / $5::int)) * interval '1 second' AS at) c`,
      [dashboardSchool.id, schools.map((s) => s.id), KINDS, CLASSES, rawEvents],
    );
    await client.query('VACUUM ANALYZE analytics_event');
  });
  for (const [email, role] of [
    [OWNER_EMAIL, 'school_admin'],
    [ADMIN_EMAIL, 'admin'],
  ]) {
    await run(process.execPath, [resolve(BACKEND, 'dist/src/cli/user-create.js'), '--email', email, '--role', role], {
      cwd: BACKEND,
      env: { ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: url, USER_PASSWORD: PASSWORD },
    });
  }
  await withClient(url, (client) =>
    client.query(
      `INSERT INTO school_owner (user_id, school_id, role, is_active, created_at, updated_at)
       SELECT id, $2, 'owner', true, now(), now() FROM app_user WHERE email = $1
       ON CONFLICT (user_id, school_id) DO UPDATE SET is_active = true`,
      [OWNER_EMAIL, dashboardSchool.id],
    ),
  );
  return { schoolId: dashboardSchool.id, schoolSlug: dashboardSchool.slug, slugs: schools.map((s) => s.slug) };
}

async function signIn(base, email) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench sign-in ${email}: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const csrf = cookies.find((cookie) => /csrf/i.test(cookie.split('=')[0]))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf: decodeURIComponent(csrf) };
}

export const signInAnalyticsOwner = (base) => signIn(base, OWNER_EMAIL).then((session) => session.cookie);

/** Runs the rollup once through the admin's 'Refresh figures' route; returns its time in ms. */
export async function rollUpOnce(base) {
  const { cookie, csrf } = await signIn(base, ADMIN_EMAIL);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/analytics/rollup`, {
    method: 'POST',
    headers: { Cookie: cookie, 'X-CSRF-Token': csrf, Origin: base },
  });
  if (!response.ok) throw new Error(`rollup: ${response.status} ${await response.text()}`);
  await response.text();
  return performance.now() - started;
}

/** The Analytics tab's request for each window. */
export function dashboardShapes(schoolId) {
  return [7, 30, 90, 365].map((days) => ({
    shape: `${days} days`,
    path: `/api/portal/schools/${schoolId}/analytics?days=${days}`,
  }));
}

/** A browser's batch: 10 events about random schools (each beacon its own address, so few are repeats). */
function beaconBody(schoolIds) {
  const events = Array.from({ length: 10 }, () => ({
    kind: KINDS[Math.floor(Math.random() * KINDS.length)],
    schoolId: schoolIds[Math.floor(Math.random() * schoolIds.length)],
    referrer: 'https://www.google.com/',
  }));
  return JSON.stringify({ events });
}

/**
 * The school page (`/api/schools/slug/:slug`) at `pageRate` req/s for `duration` s, alone and then with
 * beacons at `beaconRate` req/s (10 events each) alongside; p99 of both and the beacons' errors.
 */
export async function ingestLoad(base, { slugs, schoolIds, pageRate, beaconRate, duration, warmup, pid }) {
  const pages = slugs.map((slug) => `/api/schools/slug/${encodeURIComponent(slug)}`);
  const pageRun = (seconds) => {
    let next = 0;
    return autocannon({
      url: base,
      connections: 10,
      duration: seconds,
      overallRate: pageRate,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pages[next++ % pages.length] }) }],
    });
  };
  let address = 0;
  const beaconRun = (seconds) =>
    autocannon({
      url: base,
      connections: 20,
      duration: seconds,
      overallRate: beaconRate,
      requests: [
        {
          method: 'POST',
          path: '/api/analytics/events',
          setupRequest: (request) => ({
            ...request,
            headers: {
              'Content-Type': 'text/plain;charset=UTF-8',
              Origin: base,
              'User-Agent': CHROME,
              // Distinct visitors (the app trusts the proxy's address in production settings).
              'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
            },
            body: beaconBody(schoolIds),
          }),
        },
      ],
    });
  await pageRun(warmup);
  const alone = await pageRun(duration);
  log(`  school page alone at ${pageRate}/s: p99 ${alone.latency.p99} ms, errors ${alone.non2xx + alone.errors}`);
  await beaconRun(warmup);
  const cpuBefore = processCpuMs(pid);
  const [withBeacons, beacons] = await Promise.all([pageRun(duration), beaconRun(duration)]);
  const cpuMs = processCpuMs(pid) - cpuBefore;
  const expected = Math.round(beaconRate * duration * 0.98);
  const result = {
    pageRate,
    beaconRate,
    eventsPerSecond: (beacons.requests.total * 10) / beacons.duration,
    pageP99Alone: alone.latency.p99,
    pageP99WithBeacons: withBeacons.latency.p99,
    pageErrors: withBeacons.non2xx + withBeacons.errors + withBeacons.timeouts,
    beaconP99: beacons.latency.p99,
    beaconErrors: beacons.non2xx + beacons.errors + beacons.timeouts + Math.max(0, expected - beacons.requests.total),
    cpuMsPerBeacon: beacons.requests.total ? cpuMs / (beacons.requests.total + withBeacons.requests.total) : NaN,
  };
  log(
    `  with ${Math.round(result.eventsPerSecond)} events/s: school page p99 ${result.pageP99WithBeacons} ms, ` +
      `beacon p99 ${result.beaconP99} ms, beacon errors ${result.beaconErrors}`,
  );
  return result;
}

/** Removes the events the load added (the seeded ones are older than the load's start). */
export async function removeIngested(url, since) {
  return withClient(url, async (client) => {
    const { rowCount } = await client.query(`DELETE FROM analytics_event WHERE at >= $1`, [since]);
    return rowCount;
  });
}
