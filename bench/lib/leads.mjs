// The lead rows of the benchmark (issue 17): how many families' requests the public form stores per
// second at 0 errors, and how fast one school's inbox lists when it holds 50,000 leads (target p95 <= 100
// ms), with the plans of the inbox's statements (captured from the app) checked for a Seq Scan on lead.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { withClient } from './db.mjs';
import { BACKEND_UNDER_TEST as BACKEND, log, processCpuMs, run } from './util.mjs';

/** `source_page` of the seeded inbox and of the load's submissions, so both can be found and removed. */
const INBOX_MARK = 'bench-inbox';
const SUBMIT_MARK = 'bench-submit';
const OWNER_EMAIL = 'bench-inbox-owner@example.com';
const OWNER_PASSWORD = 'Bench-Inbox-Owner-2026';
const SEQ_SCAN_ON_LEAD = /Seq Scan on lead\b/;

/** Rate limits lifted for the load (production limits would answer 429 after 10 posts per address). */
export const LEAD_BENCH_ENV = {
  RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '100000',
  RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR: '100000',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
};

/**
 * Two premium schools: the first takes the submissions, the second holds exactly `inboxLeads` seeded
 * leads (spread over the last 23 months, every status and both types) and is owned by a bench account.
 */
export async function prepareLeads(url, { inboxLeads, env }) {
  const schools = await withClient(
    url,
    async (client) =>
      (await client.query(`SELECT id, slug FROM school WHERE is_active AND is_premium ORDER BY id LIMIT 2`)).rows,
  );
  if (schools.length < 2) throw new Error('the benchmark database has fewer than two active premium schools');
  const [submitSchool, inboxSchool] = schools;

  await withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM lead WHERE school_id = $1 AND source_page = $2`,
      [inboxSchool.id, INBOX_MARK],
    );
    if (rows[0].n === inboxLeads) {
      log(`inbox: ${inboxLeads} leads already seeded for school ${inboxSchool.id}`);
      return;
    }
    log(`inbox: seeding ${inboxLeads} leads for school ${inboxSchool.id}`);
    await client.query(`DELETE FROM lead WHERE source_page = $1`, [INBOX_MARK]);
    await client.query(
      `INSERT INTO lead (id, school_id, type, status, closed_reason, parent_first_name, parent_last_name, email, phone,
         child_grade, intended_start, message, preferred_times, consented_at, newsletter, source_page, idempotency_key,
         spam_reason, created_at, updated_at, first_responded_at)
       SELECT gen_random_uuid(), $1,
              CASE WHEN n % 3 = 0 THEN 'tour' ELSE 'information' END,
              s.status,
              CASE WHEN s.status = 'closed' THEN 'no_response' END,
              'Parent' || n, 'Family' || (n % 997), 'parent' || n || '@example.com', '702-555-0100',
              'Kindergarten', '2026-2027', 'Please send us information about admissions and tuition.', '[]'::jsonb,
              c.at, n % 4 = 0, $2, gen_random_uuid(),
              CASE WHEN s.status = 'spam' THEN 'too_fast' END,
              c.at, c.at, CASE WHEN s.status NOT IN ('new', 'spam') THEN c.at + interval '5 hours' END
         FROM generate_series(1, $3::int) AS n,
              LATERAL (SELECT now() - (n * (700 * 86400.0 / $3::int)) * interval '1 second' AS at) c,
              LATERAL (SELECT (ARRAY['new','contacted','contacted','contacted','contacted','tour_scheduled','tour_scheduled',
                 'toured','applied','enrolled','closed','closed','new','spam','contacted','toured','applied','contacted',
                 'new','closed'])[1 + n % 20] AS status) s`,
      [inboxSchool.id, INBOX_MARK, inboxLeads],
    );
  });

  // The owner signs in like any school admin: account from the user:create script, link in school_owner.
  await run(
    process.execPath,
    [resolve(BACKEND, 'dist/src/cli/user-create.js'), '--email', OWNER_EMAIL, '--role', 'school_admin'],
    {
      cwd: BACKEND,
      env: { ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: url, USER_PASSWORD: OWNER_PASSWORD },
    },
  );
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO school_owner (user_id, school_id, role, is_active, created_at, updated_at)
       SELECT id, $2, 'owner', true, now(), now() FROM app_user WHERE email = $1
       ON CONFLICT (user_id, school_id) DO UPDATE SET is_active = true`,
      [OWNER_EMAIL, inboxSchool.id],
    );
    await client.query('VACUUM ANALYZE lead');
  });
  return { submitSlug: submitSchool.slug, inboxSchoolId: inboxSchool.id, inboxLeads };
}

/** Signs the bench owner in; returns the Cookie header for the inbox requests. */
export async function signInOwner(base) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench owner sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The inbox queries measured: the default page, deep paging, each filter and the search. */
export function inboxShapes(schoolId) {
  const day = (daysAgo) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(Date.now() - daysAgo * 86_400_000);
  const base = `/api/portal/schools/${schoolId}/leads`;
  return [
    { shape: 'first page', path: `${base}?page=1&limit=20` },
    { shape: 'page 100', path: `${base}?page=100&limit=20` },
    { shape: 'status new', path: `${base}?status=new` },
    { shape: 'type tour', path: `${base}?type=tour` },
    { shape: 'last 30 days', path: `${base}?from=${day(30)}&to=${day(0)}` },
    { shape: 'search', path: `${base}?search=parent4242` },
  ];
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Each shape `requests` times, `concurrency` at once, timed from request to complete body (what the
 * dashboard waits for). Errors are non-200 answers and failed requests.
 */
export async function timeInbox(base, cookie, shapes, { requests, concurrency, pid }) {
  const results = [];
  for (const { shape, path } of shapes) {
    const samples = [];
    let errors = 0;
    let next = 0;
    // Warm-up: the first request of a shape pays for planning and cold pages.
    await fetch(base + path, { headers: { Cookie: cookie } }).then((r) => r.text());
    const cpuBefore = processCpuMs(pid);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < requests) {
          const started = performance.now();
          try {
            const response = await fetch(base + path, {
              headers: { Cookie: cookie },
              signal: AbortSignal.timeout(30_000),
            });
            await response.text();
            if (response.status !== 200) errors += 1;
          } catch {
            errors += 1;
          }
          samples.push(performance.now() - started);
        }
      }),
    );
    samples.sort((a, b) => a - b);
    const cpuMsPerRequest = (processCpuMs(pid) - cpuBefore) / requests;
    const result = {
      cpuMsPerRequest,
      shape,
      path,
      requests,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
      errors,
    };
    log(
      `  inbox ${shape}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `${cpuMsPerRequest.toFixed(2)} app CPU ms/req, errors ${errors}`,
    );
    results.push(result);
  }
  return {
    shapes: results,
    worstP95: Math.max(...results.map((r) => r.p95)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The form a person sends, each with its own idempotency key and e-mail address. */
function submission() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })
    .format(new Date())
    .split('-')
    .map(Number);
  const first = month >= 7 ? year : year - 1;
  return JSON.stringify({
    type: 'information',
    parentFirstName: 'Bench',
    parentLastName: 'Family',
    email: `bench-${randomUUID()}@example.com`,
    childGrade: 'Kindergarten',
    intendedStart: `${first}-${first + 1}`,
    message: 'We would like to know more about admissions for next year.',
    consent: true,
    newsletter: false,
    website: '',
    formStartedAt: Date.now() - 60_000,
    idempotencyKey: randomUUID(),
    sourcePage: SUBMIT_MARK,
  });
}

/** autocannon posting the lead form: stored submissions per second, latency and errors (anything but 201). */
export async function submitLoad(base, slug, { connections, duration, warmup, pid }) {
  const options = (seconds) => ({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/schools/${encodeURIComponent(slug)}/leads`,
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: submission() }),
      },
    ],
  });
  await autocannon(options(warmup));
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon(options(duration));
  const cpuMs = processCpuMs(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: result.requests.total ? cpuMs / result.requests.total : NaN,
  };
}

/** Counts what the load stored, then removes it (and its mails), so the database stays as prepared. */
export async function removeSubmissions(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM lead WHERE source_page = $1`, [SUBMIT_MARK]);
    await client.query(
      `DELETE FROM mail_outbox WHERE key LIKE 'lead-%' AND split_part(key, ':', 2) IN
         (SELECT id::text FROM lead WHERE source_page = $1)`,
      [SUBMIT_MARK],
    );
    await client.query(`DELETE FROM lead WHERE source_page = $1`, [SUBMIT_MARK]);
    return rows[0].n;
  });
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every captured statement that reads "lead" or "lead_count"; a Seq Scan on
 * lead is flagged.
 */
export async function explainInbox(url, captured) {
  return withClient(url, async (client) => {
    const plans = [];
    for (const { shape, statements } of captured) {
      for (const statement of statements.filter((s) => /\bfrom "lead(_count)?"/i.test(s.sql))) {
        await client.query(statement.sql, statement.params);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
        const text = rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push({
          shape,
          sql: statement.sql,
          params: statement.params,
          plan: text,
          executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
          seqScanOnLead: SEQ_SCAN_ON_LEAD.test(text),
        });
      }
    }
    return plans;
  });
}
