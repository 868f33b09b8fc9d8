// Reviews and tuition by grade at scale (issues 39 and 40, "Scale (measured in bench/, not in tests)").
//
// The data: 2,000,000 reviews over the 100,000 synthetic schools, skewed (most schools a few, some hundreds),
// with one known school holding exactly 500 published reviews beside held, removed and unconfirmed ones,
// owners' replies, open and resolved reports and helpful votes; and a published cost schedule (tuition by
// grade band within the school's grades, tuition assistance for some) for 60 % of the synthetic schools.
// Inserted set-based (generate_series) into the reviews and costs modules' tables, as psql or a restore
// would: the benchmark database is the only one written this way (docs/performance.md).
//
// The derived tables the directory search reads (`school_review_stats`, `school_grade_tuition`, each kept by
// its owner's triggers) are filled either by those triggers during the insert, or, with
// `derived: 'rebuild'`, by one INSERT … SELECT after an insert with the session's triggers off
// (`session_replication_role = replica`): whichever is faster (measured, docs/performance.md). Without the
// tables (a build before them) only the source rows are written.
import { withClient } from './db.mjs';
import { log, round } from './util.mjs';

/** The known school's reviews: 500 published, and the states a page must not show. */
export const PAGE_REVIEWS = { published: 500, held: 20, removed: 15, unconfirmed: 5 };
const PAGE_REVIEW_TOTAL = Object.values(PAGE_REVIEWS).reduce((a, b) => a + b, 0);
/** Its e-mail domain marks the known school's reviews (and finds them again). */
const PAGE_DOMAIN = 'page.bench.example';
/** Share of synthetic schools with a published cost schedule. */
export const COST_SCHEDULE_SHARE = 0.6;
const COST_MARK = '2026-27';

const RELATIONSHIPS = [
  'current_parent',
  'current_parent',
  'current_parent',
  'former_parent',
  'former_parent',
  'student',
  'alumnus',
  'staff_or_relative',
];
const GUIDELINES = [
  'threats',
  'hate',
  'personal_data',
  'advertising',
  'not_first_hand',
  'undisclosed_conflict_of_interest',
];
const TITLES = [
  'Caring teachers',
  'A great fit for our family',
  'Strong academics',
  'Mixed feelings',
  'Wonderful community',
  'Not what we hoped',
  'Small classes, big hearts',
  'Good but pricey',
];
const NAMES = [
  'Jane D.',
  'Mark T.',
  'Priya S.',
  'Luis G.',
  'Ann K.',
  'Omar H.',
  'Mei L.',
  'Chris P.',
  'Dana R.',
  'Sam W.',
];
const BODY =
  'Our family has been part of this school for a few years now. The teachers know every child by name, ' +
  'communication with parents is regular and the campus feels safe. ';

const tableExists = async (client, name) =>
  (await client.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [name])).rows[0].present;

/** The columns the review rows take, as one SELECT list over (school id `sid`, its number `g`, its quality `q`, `u` a random number, `st` the status). */
const REVIEW_SELECT = `
  gen_random_uuid(), sid,
  'r' || g || '@' || $DOMAIN,
  st,
  o.overall, o.academics, o.teachers, o.community, o.communication,
  ($TITLES::text[])[1 + (g % array_length($TITLES::text[], 1))],
  $BODY || 'Review number ' || g || ' of school ' || sid || '.',
  md5($BODY || g || '/' || sid),
  ($RELATIONSHIPS::text[])[1 + ((g * 7 + sid) % array_length($RELATIONSHIPS::text[], 1))],
  2015 + (g % 10), 2015 + (g % 10) + (g % 3),
  ($NAMES::text[])[1 + ((g + sid) % array_length($NAMES::text[], 1))],
  CASE WHEN st = 'held' THEN '["burst_for_school"]'::jsonb ELSE '[]'::jsonb END,
  CASE WHEN st = 'removed' THEN ($GUIDELINES::text[])[1 + (g % array_length($GUIDELINES::text[], 1))] END,
  0,
  CASE WHEN st = 'published' AND reply_kind > 0 THEN 'Thank you for taking the time to share your experience with us.' END,
  CASE WHEN st = 'published' AND reply_kind = 1 THEN 'published' WHEN st = 'published' AND reply_kind = 2 THEN 'held' END,
  CASE WHEN st = 'published' AND reply_kind = 2 THEN '["link"]'::jsonb ELSE '[]'::jsonb END,
  CASE WHEN st = 'published' AND reply_kind > 0 THEN t.at + interval '3 days' END,
  t.at - interval '1 hour',
  CASE WHEN st <> 'unconfirmed' THEN t.at END,
  CASE WHEN st IN ('published', 'removed') THEN t.at END,
  CASE WHEN st = 'removed' THEN t.at + interval '2 days' END,
  t.at + interval '3 days'`;
const REVIEW_COLUMNS = `id, school_id, email, status, overall, academics, teachers, community, communication, title, body,
  body_fingerprint, relationship, school_year_from, school_year_to, display_name, hold_reasons, removal_reason,
  helpful_count, reply, reply_status, reply_hold_reasons, reply_updated_at, created_at, confirmed_at, published_at,
  removed_at, updated_at`;
/** The ratings of one review: around its school's quality `q` (1.5 .. 5), each 1..5. */
const RATINGS = `LATERAL (SELECT
  least(5, greatest(1, round(q + (u - 0.5) * 3)))::smallint AS overall,
  least(5, greatest(1, round(q + (u - 0.4) * 2)))::smallint AS academics,
  least(5, greatest(1, round(q + (0.6 - u) * 2)))::smallint AS teachers,
  least(5, greatest(1, round(q + (u - 0.5))))::smallint AS community,
  least(5, greatest(1, round(q - 0.5 + u)))::smallint AS communication) o`;

function reviewSql(sql) {
  return sql
    .replaceAll('$DOMAIN', `'bench.example'`)
    .replaceAll('$TITLES', literalArray(TITLES))
    .replaceAll('$NAMES', literalArray(NAMES))
    .replaceAll('$RELATIONSHIPS', literalArray(RELATIONSHIPS))
    .replaceAll('$GUIDELINES', literalArray(GUIDELINES))
    .replaceAll('$BODY', `'${BODY}'`);
}
const literalArray = (values) => `'{${values.map((v) => `"${v}"`).join(',')}}'`;

/**
 * Makes the database hold exactly `total` reviews with the known school's 500 published ones, and the cost
 * schedules; kept between runs (counted first). Returns the known school, a school without reviews (the
 * school page's reference) and what the seeding took.
 */
export async function prepareReviewsAndCosts(url, { total = 2_000_000, derived = 'trigger', force = false } = {}) {
  return withClient(url, async (client) => {
    const schools = (
      await client.query(
        // A synthetic school teaching a span of grades (so its schedule has bands), not premium (no open houses).
        `SELECT id, slug, name FROM school WHERE is_active AND archived_at IS NULL AND slug LIKE 'synthetic-%' AND NOT is_premium
           AND grade_min IS NOT NULL AND grade_max - grade_min >= 6 ORDER BY id LIMIT 2`,
      )
    ).rows;
    if (schools.length < 2) throw new Error('the benchmark database has no synthetic schools to review');
    const [pageSchool, quietSchool] = schools;
    const hasStats = await tableExists(client, 'school_review_stats');
    const hasGradeTuition = await tableExists(client, 'school_grade_tuition');
    const timings = {};

    const { rows: present } = await client.query(
      `SELECT (SELECT count(*)::int FROM review) AS all_reviews,
              (SELECT count(*)::int FROM review WHERE school_id = $1 AND status = 'published' AND email LIKE $2) AS page_published,
              (SELECT count(*)::int FROM review WHERE school_id = $3) AS quiet,
              (SELECT count(*)::int FROM school_cost_schedule c JOIN school s ON s.id = c.school_id
                 WHERE s.slug LIKE 'synthetic-%' AND c.school_year = $4) AS schedules`,
      [pageSchool.id, `%@${PAGE_DOMAIN}`, quietSchool.id, COST_MARK],
    );
    const have = present[0];
    const reviewsReady =
      !force && have.all_reviews === total && have.page_published === PAGE_REVIEWS.published && have.quiet === 0;
    if (reviewsReady)
      log(
        `reviews: ${total} reviews already seeded (school ${pageSchool.id} holds ${PAGE_REVIEWS.published} published)`,
      );
    else {
      log(
        `reviews: seeding ${total} reviews (${derived === 'rebuild' && hasStats ? 'triggers off, then school_review_stats rebuilt' : hasStats ? 'school_review_stats kept by its trigger' : 'no school_review_stats table'})`,
      );
      let started = Date.now();
      await client.query('BEGIN');
      if (derived === 'rebuild') await client.query(`SET LOCAL session_replication_role = replica`);
      // TRUNCATE fires no row trigger: the derived table is emptied with it and rebuilt below.
      await client.query(
        `TRUNCATE review, review_report, review_helpful_vote${hasStats ? ', school_review_stats' : ''}`,
      );
      await seedPageSchool(client, pageSchool.id);
      await seedSpread(client, { total: total - PAGE_REVIEW_TOTAL, exclude: [pageSchool.id, quietSchool.id] });
      timings.reviewInsertSeconds = round((Date.now() - started) / 1000, 1);
      if (hasStats && (derived === 'rebuild' || !(await hasRowTrigger(client, 'review', 'school_review_stats')))) {
        started = Date.now();
        await rebuildReviewStats(client);
        timings.reviewStatsRebuildSeconds = round((Date.now() - started) / 1000, 1);
      }
      started = Date.now();
      await client.query('COMMIT');
      timings.reviewCommitSeconds = round((Date.now() - started) / 1000, 1);
      log(
        `reviews: inserted in ${timings.reviewInsertSeconds} s${timings.reviewStatsRebuildSeconds !== undefined ? `, school_review_stats rebuilt in ${timings.reviewStatsRebuildSeconds} s` : ''}`,
      );
      await client.query(`VACUUM ANALYZE review`);
      await client.query(`VACUUM ANALYZE review_helpful_vote`);
      await client.query(`VACUUM ANALYZE review_report`);
      if (hasStats) await client.query(`VACUUM ANALYZE school_review_stats`);
    }

    const schedulesWanted = await client.query(
      `SELECT count(*)::int AS n FROM school WHERE slug LIKE 'synthetic-%' AND grade_min IS NOT NULL AND ${costSchoolPicked('school')}`,
    );
    if (!force && have.schedules === schedulesWanted.rows[0].n && have.schedules > 0)
      log(`costs: ${have.schedules} cost schedules already seeded`);
    else {
      log(
        `costs: seeding cost schedules for ${schedulesWanted.rows[0].n} synthetic schools (${derived === 'rebuild' && hasGradeTuition ? 'triggers off, then school_grade_tuition rebuilt' : hasGradeTuition ? 'school_grade_tuition kept by its trigger' : 'no school_grade_tuition table'})`,
      );
      let started = Date.now();
      await client.query('BEGIN');
      if (derived === 'rebuild') await client.query(`SET LOCAL session_replication_role = replica`);
      await client.query(
        `DELETE FROM school_cost_schedule c USING school s WHERE s.id = c.school_id AND s.slug LIKE 'synthetic-%'`,
      );
      await seedCostSchedules(client);
      timings.costInsertSeconds = round((Date.now() - started) / 1000, 1);
      if (
        hasGradeTuition &&
        (derived === 'rebuild' || !(await hasRowTrigger(client, 'school_cost_schedule', 'school_grade_tuition')))
      ) {
        started = Date.now();
        await rebuildGradeTuition(client);
        timings.gradeTuitionRebuildSeconds = round((Date.now() - started) / 1000, 1);
      }
      await client.query('COMMIT');
      log(
        `costs: inserted in ${timings.costInsertSeconds} s${timings.gradeTuitionRebuildSeconds !== undefined ? `, school_grade_tuition rebuilt in ${timings.gradeTuitionRebuildSeconds} s` : ''}`,
      );
      await client.query(`VACUUM ANALYZE school_cost_schedule`);
      if (hasGradeTuition) await client.query(`VACUUM ANALYZE school_grade_tuition`);
    }

    const { rows: counts } = await client.query(
      `SELECT count(*)::int AS reviews,
              count(*) FILTER (WHERE status = 'published')::int AS published,
              count(DISTINCT school_id)::int AS reviewed_schools,
              (SELECT max(c) FROM (SELECT count(*) AS c FROM review GROUP BY school_id) m)::int AS most_per_school,
              (SELECT count(*)::int FROM review_helpful_vote) AS helpful_votes,
              (SELECT count(*)::int FROM review_report) AS reports,
              (SELECT count(*)::int FROM school_cost_schedule) AS cost_schedules
         FROM review`,
    );
    return {
      pageSchool,
      quietSchool,
      derived,
      hasStats,
      hasGradeTuition,
      ...timings,
      ...counts[0],
    };
  });
}

/** Whether `table` has a row-level trigger whose function writes `target` (the owner's derived table). */
async function hasRowTrigger(client, table, target) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE t.tgrelid = $1::regclass AND NOT t.tgisinternal AND position($2 in p.prosrc) > 0`,
    [table, target],
  );
  return rows[0].n > 0;
}

/** The known school: 500 published reviews (a fifth with a reply, some held), helpful votes, reports, and the other states. */
async function seedPageSchool(client, schoolId) {
  const statuses = [
    ...Array(PAGE_REVIEWS.published).fill('published'),
    ...Array(PAGE_REVIEWS.held).fill('held'),
    ...Array(PAGE_REVIEWS.removed).fill('removed'),
    ...Array(PAGE_REVIEWS.unconfirmed).fill('unconfirmed'),
  ];
  await client.query(
    reviewSql(
      `INSERT INTO review (${REVIEW_COLUMNS})
       SELECT ${REVIEW_SELECT.replaceAll(`'@' || $DOMAIN`, `'@${PAGE_DOMAIN}'`)}
         FROM (SELECT $1::int AS sid, g, 3.9::numeric AS q, ((g * 7919) % 1000) / 1000.0 AS u, ($2::text[])[g] AS st,
                      CASE WHEN g % 5 = 0 THEN (CASE WHEN g % 25 = 0 THEN 2 ELSE 1 END) ELSE 0 END AS reply_kind
                 FROM generate_series(1, $3::int) AS g) x,
              LATERAL (SELECT now() - (g * interval '17 hours') AS at) t,
              ${RATINGS}`,
    ),
    [schoolId, statuses, statuses.length],
  );
  // 'Helpful' votes: up to 24 a review (about 6,000), the count kept on the review as the app keeps it.
  await client.query(
    `INSERT INTO review_helpful_vote (review_id, visitor_hash, created_at)
     SELECT r.id, encode(sha256((r.id::text || '/' || v)::bytea), 'hex'), r.published_at + v * interval '1 hour'
       FROM review r, LATERAL generate_series(1, (abs(hashtext(r.id::text)) % 25)) AS v
      WHERE r.school_id = $1 AND r.status = 'published'`,
    [schoolId],
  );
  await client.query(
    `UPDATE review r SET helpful_count = v.n FROM (SELECT review_id, count(*)::int AS n FROM review_helpful_vote GROUP BY review_id) v
      WHERE v.review_id = r.id AND r.school_id = $1`,
    [schoolId],
  );
  // Reports: 30 open and 10 resolved on published reviews, 15 resolved ones on the removed.
  await client.query(
    `INSERT INTO review_report (id, review_id, guideline, note, reporter_kind, reporter_user_id, created_at, resolved_at)
     SELECT gen_random_uuid(), r.id, ($2::text[])[1 + (r.k % 6)], CASE WHEN r.k % 2 = 0 THEN 'Please look at this review.' END,
            CASE WHEN r.k % 3 = 0 THEN 'owner' ELSE 'visitor' END, NULL, r.published_at + interval '1 day',
            CASE WHEN r.status = 'removed' OR r.k > 30 THEN r.published_at + interval '2 days' END
       FROM (SELECT id, status, published_at, row_number() OVER (PARTITION BY status ORDER BY published_at DESC) AS k
               FROM review WHERE school_id = $1 AND status IN ('published', 'removed')) r
      WHERE (r.status = 'published' AND r.k <= 40) OR r.status = 'removed'`,
    [schoolId, GUIDELINES],
  );
}

/**
 * `total` reviews over the other synthetic schools, skewed: a school's count grows with the eighth power of a
 * number drawn from its id (half the schools get 4 or fewer, one in ten more than 70, the most about 180),
 * scaled so the counts add up to just over `total`, then cut at exactly `total` in id order. 94 % published,
 * 3 % held, 2 % removed, 1 % unconfirmed; a sixth of the published have the school's reply.
 */
async function seedSpread(client, { total, exclude }) {
  await client.query(
    reviewSql(
      `INSERT INTO review (${REVIEW_COLUMNS})
       WITH drawn AS (
         SELECT id AS sid, (abs(hashtext('reviews/' || id)) % 100000) / 100000.0 AS r
           FROM school WHERE slug LIKE 'synthetic-%' AND id <> ALL($1::int[])
       ), counted AS (
         SELECT sid, r, floor(165 * r ^ 8 + 6 * r)::int AS c FROM drawn
       ), cut AS (
         SELECT sid, r, c, sum(c) OVER (ORDER BY sid) - c AS before FROM counted
       )
       SELECT ${REVIEW_SELECT}
         FROM (SELECT sid, g, (1.5 + 3.5 * ((abs(hashtext('quality/' || sid)) % 1000) / 1000.0))::numeric AS q,
                      random() AS u,
                      CASE WHEN (g * 37 + sid) % 100 < 94 THEN 'published' WHEN (g * 37 + sid) % 100 < 97 THEN 'held'
                           WHEN (g * 37 + sid) % 100 < 99 THEN 'removed' ELSE 'unconfirmed' END AS st,
                      CASE WHEN g % 6 = 0 THEN 1 ELSE 0 END AS reply_kind
                 FROM cut, LATERAL generate_series(1, least(c, $2::int - before)::int) AS g
                WHERE before < $2::int) x,
              LATERAL (SELECT now() - ((u * 1000) * interval '1 day') AS at) t,
              ${RATINGS}`,
    ),
    [exclude, total],
  );
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM review`);
  const expected = total + PAGE_REVIEW_TOTAL;
  if (rows[0].n !== expected)
    throw new Error(`reviews: the spread gave ${rows[0].n} reviews in all, not ${expected} (raise its scale)`);
}

/** Which synthetic schools have a schedule: 60 %, drawn from the id. */
const costSchoolPicked = (alias) =>
  `abs(hashtext('costs/' || ${alias}.id)) % 100 < ${Math.round(COST_SCHEDULE_SHARE * 100)}`;

/**
 * A published schedule for 60 % of the synthetic schools with grades: one to three bands splitting the school's
 * span (early grades cheapest), tuition around the school's own figure, assistance (FACTS or TADS) for 40 %.
 */
async function seedCostSchedules(client) {
  await client.query(
    `INSERT INTO school_cost_schedule (school_id, school_year, tuition_bands, fees, second_child_discount,
       third_child_discount, payment_plans, assistance, confirmed_on, confirmed_by, confirmed_by_user_id, updated_at)
     SELECT s.id, '${COST_MARK}', b.bands,
            '[{"kind":"registration","name":null,"amount":350,"frequency":"yearly"}]'::jsonb,
            CASE WHEN h % 3 = 0 THEN '{"kind":"percent","value":10}'::jsonb END, NULL,
            '["annual","monthly"]'::jsonb,
            CASE WHEN h % 10 < 4 THEN jsonb_build_object('provider', CASE WHEN h % 2 = 0 THEN 'FACTS' ELSE 'TADS' END,
                   'opensOn', NULL, 'closesOn', NULL, 'applicationFee', 35, 'feeWaiver', h % 4 = 0,
                   'percentReceivingAid', 10 + h % 40, 'medianAward', 2000 + (h % 10) * 500) END,
            current_date - (h % 200), 'operator', NULL, now()
       FROM (SELECT s.*, abs(hashtext('schedule/' || s.id)) AS h,
                    round(coalesce(s.tuition_min, s.tuition_max, 9000) / 50.0) * 50 AS base
               FROM school s
              WHERE s.slug LIKE 'synthetic-%' AND s.grade_min IS NOT NULL AND ${costSchoolPicked('s')}) s,
            LATERAL (SELECT s.grade_max - s.grade_min AS span) w,
            LATERAL (SELECT CASE
              WHEN w.span >= 6 THEN jsonb_build_array(
                jsonb_build_object('fromGrade', s.grade_min, 'toGrade', s.grade_min + w.span / 3, 'annualTuition', s.base),
                jsonb_build_object('fromGrade', s.grade_min + w.span / 3 + 1, 'toGrade', s.grade_min + 2 * w.span / 3,
                                   'annualTuition', s.base + 1500 + (s.h % 20) * 50),
                jsonb_build_object('fromGrade', s.grade_min + 2 * w.span / 3 + 1, 'toGrade', s.grade_max,
                                   'annualTuition', s.base + 3500 + (s.h % 40) * 50))
              WHEN w.span >= 2 THEN jsonb_build_array(
                jsonb_build_object('fromGrade', s.grade_min, 'toGrade', s.grade_min + w.span / 2, 'annualTuition', s.base),
                jsonb_build_object('fromGrade', s.grade_min + w.span / 2 + 1, 'toGrade', s.grade_max,
                                   'annualTuition', s.base + 2000 + (s.h % 20) * 50))
              ELSE jsonb_build_array(jsonb_build_object('fromGrade', s.grade_min, 'toGrade', s.grade_max, 'annualTuition', s.base))
            END AS bands) b`,
  );
}

/** school_review_stats from the published reviews, in one statement (the reviews module's definition). */
async function rebuildReviewStats(client) {
  // The migration's own refresh (Migration20270204090000), over every reviewed school at once.
  await client.query(`SELECT school_review_stats_refresh(array(SELECT DISTINCT school_id FROM review))`);
}

/** school_grade_tuition from the published schedules, in one statement (the costs module's definition). */
async function rebuildGradeTuition(client) {
  // The same rows the schedule's trigger writes (Migration20270204090000).
  await client.query(`DELETE FROM school_grade_tuition`);
  await client.query(`INSERT INTO school_grade_tuition (school_id, grade, annual_tuition)
    SELECT c.school_id, g, (band ->> 'annualTuition')::int
    FROM school_cost_schedule c, jsonb_array_elements(c.tuition_bands) band,
      generate_series((band ->> 'fromGrade')::int, (band ->> 'toGrade')::int) g
    ON CONFLICT DO NOTHING`);
}

const SEQ_SCAN_ON_REVIEW = /Seq Scan on review\b/;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the app sent for each review URL (from the SQL capture),
 * replayed with their parameters after one unmeasured run (a warm cache, as under load).
 */
export async function explainReviews(url, captured) {
  return withClient(url, async (client) => {
    const out = [];
    for (const { name, path, statements } of captured) {
      const plans = [];
      for (const statement of statements) {
        await client.query(statement.sql, statement.params);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
        const text = rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push({
          sql: statement.sql,
          params: statement.params,
          plan: text,
          executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
          seqScanOnReview: SEQ_SCAN_ON_REVIEW.test(text),
        });
      }
      out.push({
        name,
        path,
        plans,
        executionMs: plans.reduce((a, p) => a + p.executionMs, 0),
        seqScanOnReview: plans.some((p) => p.seqScanOnReview),
      });
    }
    return out;
  });
}

/**
 * The measured part (run.mjs `reviewsPhase`): with the app started without its response cache (as every
 * figure here is uncached) and the baseline,
 *  - throughput in alternation (ratio to the baseline) of the review block's URLs and of the issue 39/40
 *    search shapes as one mix;
 *  - each of those URLs alone at `rate` req/s (open loop), app and baseline: p50/p95/p99;
 *  - the server-rendered school page of the 500-review school against the same page of a school without
 *    reviews: pages/s (10 connections) and latency at a low fixed rate (`pageRate`), so the figure is the
 *    page's, not the render thread's queue.
 */
export async function measureReviews({ servers, app, paths, shapes, settings, alternate, paced, pages }) {
  const result = { throughput: {}, fixed: [], pages: {} };
  const scenarios = [
    ...paths.map((p) => ({ key: `reviews:${p.key}`, name: p.name, paths: [p.path] })),
    { key: 'mix', name: 'issue 39/40 search shapes', paths: shapes.map((s) => s.path) },
  ];
  for (const scenario of scenarios) {
    log(`reviews: throughput, ${scenario.name}`);
    result.throughput[scenario.key] = {
      name: scenario.name,
      ...(await alternate(scenario, servers, {
        rounds: settings.rounds,
        duration: settings.duration,
        warmup: settings.warmup,
        connections: settings.connections,
      })),
    };
  }
  for (const item of [
    ...paths.map((p) => ({ issue: 39, name: p.name, path: p.path })),
    ...shapes.map((s) => ({ issue: s.issue, name: s.shape, path: s.path })),
  ]) {
    const row = { ...item };
    for (const server of servers) {
      await paced(server.url, [item.path], { rate: settings.rate, duration: settings.warmup });
      row[server.name] = await paced(server.url, [item.path], {
        rate: settings.rate,
        duration: settings.fixedDuration,
        pid: server.pid,
      });
    }
    log(
      `  ${item.name} @ ${settings.rate}/s: app p95 ${round(row.app.p95, 1)} ms (p99 ${round(row.app.p99, 1)}, errors ${row.app.errors}), ` +
        `baseline p95 ${round(row.baseline.p95, 1)} ms`,
    );
    result.fixed.push(row);
  }
  const appServer = servers.find((s) => s.name === 'app');
  for (const page of pages) {
    log(`reviews: server-rendered ${page.path} (${page.label})`);
    // Once first: the render thread has compiled the page before it is timed.
    for (let i = 0; i < 5; i++) await fetch(appServer.url + page.path).then((r) => r.text());
    const [run] = Object.values(
      await alternate({ name: page.path, paths: [page.path] }, [appServer], {
        rounds: settings.rounds,
        duration: settings.duration,
        warmup: settings.warmup,
        connections: settings.connections,
      }),
    );
    const timed = await paced(appServer.url, [page.path], {
      rate: settings.pageRate,
      duration: settings.pageDuration,
      pid: app.pid,
    });
    result.pages[page.key] = { ...page, throughput: run, fixed: timed };
    log(
      `  ${round(run.requestsPerSecond, 0)} pages/s; @ ${settings.pageRate}/s p50 ${round(timed.p50, 1)} / p95 ${round(timed.p95, 1)} ms`,
    );
  }
  return result;
}

/** Table rows (run.mjs tableRows): sections for issue 39 and issue 40. */
export function reviewsTableRows(results, fmt) {
  const rows = [];
  const data = results.reviewsData;
  const section = (issue) => (issue === 39 ? 'Reviews at scale (issue 39)' : 'Tuition by grade (issue 40)');
  if (data)
    rows.push({
      section: section(39),
      figure: `data: reviews (published) / schools reviewed / most for one school / helpful votes / reports; cost schedules`,
      app: `${fmt(data.reviews)} (${fmt(data.published)}) / ${fmt(data.reviewed_schools)} / ${fmt(data.most_per_school)} / ${fmt(data.helpful_votes)} / ${fmt(data.reports)}; ${fmt(data.cost_schedules)}`,
      target: 'for reference',
    });
  const latencies = (f) => `${fmt(f.p50, 1)} / ${fmt(f.p95, 1)} / ${fmt(f.p99, 1)} (${f.errors})`;
  const r = results.reviews;
  for (const [key, t] of Object.entries(r?.throughput ?? {})) {
    const ratio = t.app.requestsPerSecond / t.baseline.requestsPerSecond;
    rows.push({
      section: section(key === 'mix' ? 40 : 39),
      figure: `${t.name}, app without response cache: req/s (p50 / p99 ms) [server CPU ms/req]`,
      app: `${fmt(t.app.requestsPerSecond)} (${fmt(t.app.p50, 1)} / ${fmt(t.app.p99, 1)}) [${fmt(t.app.cpuMsPerRequest, 2)}]`,
      baseline: `${fmt(t.baseline.requestsPerSecond)} (${fmt(t.baseline.p50, 1)} / ${fmt(t.baseline.p99, 1)}) [${fmt(t.baseline.cpuMsPerRequest, 2)}]`,
      ratio: fmt(ratio, 2),
      target: key === 'mix' ? '>= 0.8 (as the search mix)' : 'for reference',
      ok: key === 'mix' ? ratio >= 0.8 && t.app.errors === 0 : undefined,
    });
  }
  for (const f of r?.fixed ?? []) {
    rows.push({
      section: section(f.issue),
      figure: `${f.name} @ ${f.app.rate} req/s, no response cache: p50 / p95 / p99 ms (errors)`,
      app: latencies(f.app),
      baseline: latencies(f.baseline),
      target: 'p95 <= 50, 0 errors',
      ok: f.app.p95 <= 50 && f.app.errors === 0,
    });
  }
  const pages = r?.pages ?? {};
  for (const page of Object.values(pages)) {
    const quiet = pages.quiet;
    const ratio =
      page.key !== 'quiet' && quiet ? page.throughput.requestsPerSecond / quiet.throughput.requestsPerSecond : NaN;
    rows.push({
      section: section(39),
      figure: `school page ${page.path} (${page.label}), no response cache: pages/s (p50 / p99 ms) [CPU ms/page]`,
      app: `${fmt(page.throughput.requestsPerSecond)} (${fmt(page.throughput.p50, 1)} / ${fmt(page.throughput.p99, 1)}) [${fmt(page.throughput.cpuMsPerRequest, 1)}]`,
      ratio: Number.isFinite(ratio) ? `${fmt(ratio, 2)} of no reviews` : '',
      target: 'for reference',
    });
    rows.push({
      section: section(39),
      figure: `the same page @ ${page.fixed.rate}/s: p50 / p95 / p99 ms (errors)`,
      app: latencies(page.fixed),
      target: page.key === 'quiet' ? 'for reference' : 'p95 <= 50, 0 errors',
      ok: page.key === 'quiet' ? undefined : page.fixed.p95 <= 50 && page.fixed.errors === 0,
    });
  }
  for (const p of results.reviewPlans ?? [])
    rows.push({
      section: section(39),
      figure: `plan, ${p.name} (${p.plans.length} statements): execution ms${p.seqScanOnReview ? ', Seq Scan on review' : ''}`,
      app: fmt(p.executionMs, 2),
      target: 'no Seq Scan on review',
      ok: !p.seqScanOnReview,
    });
  return rows;
}
