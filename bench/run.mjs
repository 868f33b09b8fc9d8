// `make bench`: the whole benchmark in one run (docs/performance.md).
//
//  1. build the production app when sources are newer than the build;
//  2. the `vps_bench` database: migrated, demo seed + 100,000 synthetic schools;
//  3. SQL capture: the app and the baseline each answer every scenario URL once
//     through a PostgreSQL wire proxy; both must send the same statements and
//     return the same bodies;
//  4. EXPLAIN (ANALYZE, BUFFERS) of every search shape, replayed from the capture;
//  5. leads (issue 17): one school's inbox with 50,000 leads (the plans of its statements, latency per
//     query shape) and lead-form submissions per second;
//  5b. analytics (issue 18): the Analytics tab with 2,000,000 raw events (p95 per window) and the beacon
//     intake at 1,000 events/s beside the school page (its p99 against the same rate alone);
//  5c. alerts (issue 23): 100,000 confirmed saved-search alerts, the worker's daily digest run timed (<= 10 min,
//     one mail per alert at most) while the school page / search mix runs at a fixed rate (p99 against the
//     same mix before the run); bench/lib/alerts.mjs;
//  6. throughput per scenario, baseline and app in alternation; fixed-rate latency;
//     peak RSS of the app and the worker;
//  6b. server rendering (issue 21, bench/lib/ssr.mjs): school pages/s with the page cache warm and
//     without any response cache, the app's RSS meanwhile, the JavaScript each page needs before its
//     first interaction;
//  6c. reviews and tuition by grade at scale (issues 39 and 40, bench/lib/reviews.mjs): 2,000,000 reviews and
//     60,000 cost schedules seeded with the database; the review block of a school with 500 reviews, its
//     server-rendered page and the rating / tuition-by-grade search shapes, uncached, against the baseline;
//  7. bundle report and Lighthouse on five pages;
//  8. one table on stdout, raw results in bench/results/<timestamp>/.
//
// Options: --quick (short runs, one Lighthouse run: for trying the harness),
// --skip=build,capture,plans,load,leads,analytics,alerts,ssr,reviews,frontend,lighthouse, --fresh (recreate the database),
// --synthetic=N (default 100000), --inbox-leads=N (default 50000), --raw-events=N (default 2000000), --shapes=<regex> (only the search shapes whose name matches, in the plans and the reviews step's shapes and mix),
// --alerts=N (default 100000) and --alerts-rate=N (the mix beside the digest, default 100 req/s),
// --scenarios=slug,search (only these load scenarios: keys slug, search, featured, stats, neighborhoods),
// --reviews=N (default 2000000), --review-seed=trigger|rebuild (how the derived tables are filled, see reviews.mjs).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { bundleReport } from './lib/bundle.mjs';
import { databaseUrl, prepareDatabase, withClient } from './lib/db.mjs';
import { explainShapes } from './lib/explain.mjs';
import {
  LEAD_BENCH_ENV,
  explainInbox,
  inboxShapes,
  prepareLeads,
  removeSubmissions,
  signInOwner,
  submitLoad,
  timeInbox,
} from './lib/leads.mjs';
import {
  dashboardShapes,
  ingestLoad,
  prepareAnalytics,
  removeIngested,
  rollUpOnce,
  signInAnalyticsOwner,
} from './lib/analytics.mjs';
import { alertsTableRows, prepareAlerts, runAlertsBench } from './lib/alerts.mjs';
import { explainReviews, measureReviews, prepareReviewsAndCosts, reviewsTableRows } from './lib/reviews.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { jsBeforeInteraction, ssrRows, ssrThroughput } from './lib/ssr.mjs';
import pg from 'pg';
import { alternate, databaseSettler, fixedRate, paced, setSettle } from './lib/load.mjs';
import { startPgSniffer } from './lib/pg-sniffer.mjs';
import { captureUrls, loadScenarioData, loadScenarios, reviewPaths, searchShapes } from './lib/scenarios.mjs';
import { productionEnv, startApp, startBaseline, startWorker } from './lib/servers.mjs';
import { renderMarkdown, renderMissed, renderTable } from './lib/table.mjs';
import { BACKEND, FRONTEND, RESULTS, ROOT, kb, log, memorySampler, openLog, round, run, sleep } from './lib/util.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const skip = new Set(option('skip', '').split(',').filter(Boolean));
const quick = flag('quick');
/** --scenarios=slug,search: only these load scenarios (throughput, fixed rate, uncached); default all. */
const onlyScenarios = option('scenarios', '') ? new Set(option('scenarios', '').split(',')) : undefined;
const measured = (key) => !onlyScenarios || onlyScenarios.has(key);

const settings = {
  adminUrl: process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: process.env.BENCH_DATABASE ?? 'vps_bench',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  appPort: Number(process.env.BENCH_PORT ?? 4410),
  synthetic: Number(option('synthetic', 100_000)),
  inboxLeads: Number(option('inbox-leads', 50_000)),
  rawEvents: Number(option('raw-events', 2_000_000)),
  alerts: Number(option('alerts', 100_000)),
  alertsMixRate: Number(option('alerts-rate', 100)),
  reviews: Number(option('reviews', 2_000_000)),
  reviewSeed: option('review-seed', 'trigger'),
  // The server-rendered school page at a rate one render thread keeps up with on a shared 2-core box.
  pageRate: 5,
  pageDuration: quick ? 5 : 20,
  beaconRate: 100,
  beaconPageRate: 50,
  inboxRequests: quick ? 50 : 200,
  inboxConcurrency: 4,
  connections: 10,
  rounds: quick ? 1 : 2,
  duration: quick ? 3 : 10,
  shortDuration: quick ? 3 : 5,
  warmup: quick ? 1 : 2,
  fixedDuration: quick ? 5 : 10,
  // The uncached search mix at its fixed rate: long enough for every shape to be sent dozens of times.
  mixDuration: quick ? 5 : 30,
  shapeDuration: quick ? 2 : 5,
  slugRate: 200,
  searchRate: 50,
  lighthouseRuns: quick ? 1 : 3,
};
const baselinePort = settings.appPort + 1;
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outDir = join(RESULTS, stamp);
mkdirSync(outDir, { recursive: true });
openLog(join(outDir, 'bench.log'));

const results = { startedAt: new Date().toISOString(), settings, machine: machine() };
const save = () => writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2));

function machine() {
  const sh = (command) => {
    try {
      return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    memoryGb: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    postgres: sh(
      `psql "${process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'}" -tAc "show server_version"`,
    ),
    chromium: sh(`${process.env.CHROME_PATH ?? '/usr/bin/chromium'} --version`),
    kernel: sh('uname -sr'),
    commit: sh(`git -C "${ROOT}" rev-parse --short HEAD`),
    // Other work on the machine skews absolute figures (ratios less: the servers alternate).
    loadAverageAtStart: loadavg().map((l) => round(l, 2)),
  };
}

/** Newest modification time under `path` (files only), skipping build output and dependencies. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (['node_modules', 'dist', 'e2e', 'test-results'].includes(entry)) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

async function buildIfNeeded() {
  const outputs = [join(BACKEND, 'dist/src/main.js'), join(FRONTEND, 'dist/index.html')];
  const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  const sources = [
    join(BACKEND, 'src'),
    join(BACKEND, 'migrations'),
    join(BACKEND, 'tsconfig.build.json'),
    join(FRONTEND, 'src'),
    join(FRONTEND, 'public'),
    join(FRONTEND, 'index.html'),
    join(FRONTEND, 'vite.config.ts'),
    join(ROOT, 'package-lock.json'),
  ];
  const changedAt = Math.max(...sources.map(newest));
  if (!skip.has('build') && changedAt > builtAt) {
    log('building the production app (npm run build)');
    const started = Date.now();
    await run('npm', ['run', 'build'], { cwd: ROOT });
    results.buildSeconds = round((Date.now() - started) / 1000, 0);
    log(`built in ${results.buildSeconds} s`);
  } else {
    log('production build is up to date');
  }
  refuseDevelopmentBundle();
}

/**
 * A bundle built with NODE_ENV=development in the shell shipped React's development build (jsxDEV,
 * a 435 KB React chunk): measuring it says nothing about production. `npm run build` now always
 * builds for production (frontend/vite.config.ts); this refuses any bundle that is not. Issue 21.
 */
function refuseDevelopmentBundle() {
  const dirs = [join(FRONTEND, 'dist/assets'), join(FRONTEND, 'dist-server')].filter((dir) => existsSync(dir));
  for (const dir of dirs) {
    for (const file of readdirSync(dir)) {
      if (!/\.(c|m)?js$/.test(file)) continue;
      // React's development builds (and their jsxDEV runtime) carry their warnings; production ones
      // only error codes. A plain search for `jsxDEV` would also hit react-markdown's runtime adapter.
      const code = readFileSync(join(dir, file), 'utf8');
      if (code.includes('Each child in a list should have a unique')) {
        throw new Error(`${join(dir, file)} is a development build of React: run npm run build and bench again`);
      }
    }
  }
}

/** Requests one URL and returns status and body text. */
async function get(base, path) {
  const response = await fetch(base + path, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.text() };
}

/** Statements in a comparable form: the same multiset whatever order parallel queries arrived in. */
const normalise = (statements) => statements.map((s) => JSON.stringify([s.sql, s.params])).sort();

/**
 * Each capture URL once through the wire proxy, app then baseline: the
 * statements each sent and whether they match, plus whether the bodies match.
 */
async function captureSql(data) {
  const sniffer = await startPgSniffer();
  const viaSniffer = databaseUrl(settings.adminUrl.replace(/:\d+\//, `:${sniffer.port}/`), settings.database);
  const env = productionEnv({
    databaseUrl: viaSniffer,
    port: settings.appPort,
    redisUrl: settings.redisUrl,
    redisPrefix: `vps_bench_capture`,
    outDir,
  });
  // Every request must reach the database: the capture compares the SQL of a cache miss.
  env.RESPONSE_CACHE_MB = '0';
  const app = await startApp(env, { outDir, label: 'app-capture' });
  const baseline = await startBaseline({
    databaseUrl: viaSniffer,
    port: baselinePort,
    outDir,
    label: 'baseline-capture',
  });
  const urls = captureUrls(data);
  const servers = [
    { name: 'app', base: `http://127.0.0.1:${settings.appPort}` },
    { name: 'baseline', base: `http://127.0.0.1:${baselinePort}` },
  ];
  try {
    // One pass first: pools open their connections (and run their set-up statements) outside the capture.
    for (const server of servers) await Promise.all(urls.map((url) => get(server.base, url)));
    await sleep(200);
    sniffer.clear();
    const captures = [];
    for (const url of urls) {
      const entry = { url };
      for (const server of servers) {
        const answer = await get(server.base, url);
        await sleep(20);
        entry[server.name] = { status: answer.status, body: answer.body, statements: sniffer.clear() };
      }
      entry.sameSql =
        JSON.stringify(normalise(entry.app.statements)) === JSON.stringify(normalise(entry.baseline.statements));
      entry.sameBody = entry.app.status === entry.baseline.status && sameJson(entry.app.body, entry.baseline.body);
      captures.push(entry);
      if (!entry.sameSql || !entry.sameBody)
        log(`  capture ${url}: ${entry.sameSql ? '' : 'SQL differs '}${entry.sameBody ? '' : 'body differs'}`);
    }
    return captures;
  } finally {
    await app.stop();
    await baseline.stop();
    await sniffer.close();
  }
}

function sameJson(a, b) {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
}

async function loadPhase(data) {
  const url = databaseUrl(settings.adminUrl, settings.database);
  const env = productionEnv({
    databaseUrl: url,
    port: settings.appPort,
    redisUrl: settings.redisUrl,
    redisPrefix: 'vps_bench',
    outDir,
  });
  // Jobs an earlier run left queued (e.g. digests of an interrupted alerts phase) would be the worker's load,
  // not the scenario's: its RSS was measured at 244-271 MB while it worked through 80,000 such mail jobs.
  dropQueueKeys('vps_bench:');
  const worker = await startWorker(env, { outDir });
  const app = await startApp(env, { outDir });
  const baseline = await startBaseline({ databaseUrl: url, port: baselinePort, outDir });
  const sampler = memorySampler([app, worker, baseline]);
  const settlePool = new pg.Pool({ connectionString: url, max: 1 });
  setSettle(databaseSettler(settlePool));
  let settling = true;
  const stopSettling = async () => {
    if (!settling) return;
    settling = false;
    setSettle(async () => undefined);
    await settlePool.end();
  };
  const servers = [
    { name: 'baseline', url: `http://127.0.0.1:${baselinePort}`, pid: baseline.pid },
    { name: 'app', url: `http://127.0.0.1:${settings.appPort}`, pid: app.pid },
  ];
  try {
    const throughput = {};
    for (const scenario of loadScenarios(data).filter((each) => measured(each.key))) {
      log(`throughput: ${scenario.name} (${scenario.paths.length} distinct URLs)`);
      const short = ['featured', 'stats', 'neighborhoods'].includes(scenario.key);
      throughput[scenario.key] = {
        name: scenario.name,
        ...(await alternate(scenario, servers, {
          rounds: settings.rounds,
          duration: short ? settings.shortDuration : settings.duration,
          warmup: settings.warmup,
          connections: settings.connections,
        })),
      };
      results.throughput = throughput;
      save();
    }
    const scenarios = Object.fromEntries(loadScenarios(data).map((s) => [s.key, s]));
    const fixed = {};
    for (const [key, rate] of [
      ['slug', settings.slugRate],
      ['search', settings.searchRate],
    ].filter(([key]) => measured(key))) {
      for (const server of servers) {
        log(`fixed rate: ${scenarios[key].name} at ${rate} req/s on ${server.name}`);
        fixed[`${key}:${server.name}`] = await fixedRate(server.url, scenarios[key].paths, {
          rate,
          duration: settings.fixedDuration,
          warmup: settings.warmup,
          pid: server.pid,
        });
      }
    }
    results.fixedRate = fixed;
    results.memory = sampler.stop();
    save();

    // The same app without its response cache: what every request costs when it reaches the database.
    log('the app with RESPONSE_CACHE_MB=0 (no response cache)');
    await app.stop();
    const uncached = await startApp({ ...env, RESPONSE_CACHE_MB: '0' }, { outDir, label: 'app-uncached' });
    try {
      const server = { name: 'app', url: `http://127.0.0.1:${settings.appPort}`, pid: uncached.pid };
      results.uncached = {};
      for (const key of ['slug', 'search'].filter(measured)) {
        const scenario = scenarios[key];
        const [run] = Object.values(
          await alternate(scenario, [server], {
            // Two rounds: the ratio of one 10 s round moved by 0.2 from run to run.
            rounds: 2,
            duration: settings.duration,
            warmup: settings.warmup,
            connections: settings.connections,
          }),
        );
        results.uncached[key] = run;
      }
      save();
      if (measured('search')) {
        log(`fixed rate: search mix at ${settings.searchRate} req/s on the app without cache`);
        results.uncached.searchFixed = await fixedRate(server.url, scenarios.search.paths, {
          rate: settings.searchRate,
          duration: settings.mixDuration,
          warmup: settings.warmup,
          pid: uncached.pid,
        });
        const worst = Object.entries(results.uncached.searchFixed.byPath).sort(([, a], [, b]) => b.p95 - a.p95)[0];
        log(
          `  uncached mix: p50 ${round(results.uncached.searchFixed.p50, 1)} ms, p95 ${round(results.uncached.searchFixed.p95, 1)} ms, ` +
            `p99 ${round(results.uncached.searchFixed.p99, 1)} ms, errors ${results.uncached.searchFixed.errors}; ` +
            `slowest path p95 ${round(worst[1].p95, 1)} ms (${worst[0]})`,
        );
        save();
        // Issue 22: every shape on its own at the mix's rate, so a slow shape cannot hide in the mix's average.
        results.uncached.shapes = [];
        for (const shape of searchShapes(data)) {
          const timed = await paced(server.url, [shape.path], {
            rate: settings.searchRate,
            duration: settings.shapeDuration,
            pid: uncached.pid,
          });
          log(
            `  uncached ${shape.shape}: p50 ${round(timed.p50, 1)} ms, p95 ${round(timed.p95, 1)} ms, p99 ${round(timed.p99, 1)} ms, errors ${timed.errors}`,
          );
          results.uncached.shapes.push({ shape: shape.shape, path: shape.path, ...timed });
          save();
        }
      }
    } finally {
      await uncached.stop();
      await stopSettling();
    }
    const restarted = await startApp(env, { outDir, label: 'app-lighthouse' });
    return { app: restarted, worker, baseline };
  } catch (error) {
    sampler.stop();
    await stopSettling();
    await Promise.all([app.stop(), worker.stop(), baseline.stop()]);
    throw error;
  }
}

/**
 * Leads: the inbox's statements captured through the wire proxy and explained, then (app and worker
 * as in production, rate limits lifted) the inbox timed per query shape and the lead form loaded with
 * autocannon. What the load stored is removed afterwards.
 */
async function leadsPhase() {
  const url = databaseUrl(settings.adminUrl, settings.database);
  const leads = await prepareLeads(url, {
    inboxLeads: settings.inboxLeads,
    env: { ...process.env, REDIS_URL: settings.redisUrl },
  });
  const shapes = inboxShapes(leads.inboxSchoolId);
  const base = `http://127.0.0.1:${settings.appPort}`;
  const envFor = (databaseUrl_) => ({
    ...productionEnv({
      databaseUrl: databaseUrl_,
      port: settings.appPort,
      redisUrl: settings.redisUrl,
      redisPrefix: 'vps_bench',
      outDir,
    }),
    ...LEAD_BENCH_ENV,
  });

  if (!skip.has('plans')) {
    log('leads: capturing the inbox statements through the wire proxy');
    const sniffer = await startPgSniffer();
    const app = await startApp(
      envFor(databaseUrl(settings.adminUrl.replace(/:\d+\//, `:${sniffer.port}/`), settings.database)),
      { outDir, label: 'app-leads-capture' },
    );
    try {
      const cookie = await signInOwner(base);
      const captured = [];
      for (const { shape, path } of shapes) {
        // Once outside the capture: pools open their connections and run their set-up statements.
        await fetch(base + path, { headers: { Cookie: cookie } }).then((r) => r.text());
        await sleep(50);
        sniffer.clear();
        const response = await fetch(base + path, { headers: { Cookie: cookie } });
        await response.text();
        await sleep(50);
        captured.push({ shape, status: response.status, statements: sniffer.clear() });
      }
      results.leadPlans = await explainInbox(url, captured);
      writeFileSync(
        join(outDir, 'lead-plans.txt'),
        results.leadPlans.map((p) => `### ${p.shape}\n${p.sql}\n${JSON.stringify(p.params)}\n${p.plan}`).join('\n\n'),
      );
      save();
    } finally {
      await app.stop();
      await sniffer.close();
    }
  }

  const env = envFor(url);
  const worker = await startWorker(env, { outDir });
  const app = await startApp(env, { outDir, label: 'app-leads' });
  try {
    log(
      `leads: inbox of school ${leads.inboxSchoolId} (${leads.inboxLeads} leads), ${settings.inboxRequests} requests per shape`,
    );
    const cookie = await signInOwner(base);
    results.inbox = {
      leads: leads.inboxLeads,
      ...(await timeInbox(base, cookie, shapes, {
        requests: settings.inboxRequests,
        concurrency: settings.inboxConcurrency,
        pid: app.pid,
      })),
    };
    save();
    log(`leads: lead form submissions, ${settings.connections} connections for ${settings.duration} s`);
    results.leadSubmissions = await submitLoad(base, leads.submitSlug, {
      connections: settings.connections,
      duration: settings.duration,
      warmup: settings.warmup,
      pid: app.pid,
    });
    log(
      `  ${round(results.leadSubmissions.requestsPerSecond, 0)} submissions/s, p50 ${results.leadSubmissions.p50} ms, ` +
        `p99 ${results.leadSubmissions.p99} ms, errors ${results.leadSubmissions.errors}`,
    );
    save();
  } finally {
    await Promise.all([app.stop(), worker.stop()]);
    const removed = await removeSubmissions(url);
    log(`leads: removed the ${removed} submitted leads`);
  }
}

/**
 * Analytics (issue 18): 2,000,000 raw events seeded and rolled up once (through the admin's route), one
 * school's Analytics tab timed per window, then the beacon intake at 1,000 events/s beside the school page
 * at a fixed rate (its p99 compared with the same rate alone). The events the load added are removed.
 */
async function analyticsPhase() {
  const url = databaseUrl(settings.adminUrl, settings.database);
  const prepared = await prepareAnalytics(url, {
    rawEvents: settings.rawEvents,
    env: { ...process.env, REDIS_URL: settings.redisUrl },
  });
  const base = `http://127.0.0.1:${settings.appPort}`;
  const env = {
    ...productionEnv({
      databaseUrl: url,
      port: settings.appPort,
      redisUrl: settings.redisUrl,
      redisPrefix: 'vps_bench',
      outDir,
    }),
    ...LEAD_BENCH_ENV,
    TRUST_PROXY: 'loopback',
  };
  const app = await startApp(env, { outDir, label: 'app-analytics' });
  const loadStarted = new Date();
  try {
    const rollupMs = await rollUpOnce(base);
    log(`analytics: rollup of ${settings.rawEvents} raw events took ${Math.round(rollupMs)} ms`);
    const cookie = await signInAnalyticsOwner(base);
    results.analyticsDashboard = {
      rawEvents: settings.rawEvents,
      rollupMs,
      ...(await timeInbox(base, cookie, dashboardShapes(prepared.schoolId), {
        requests: settings.inboxRequests,
        concurrency: settings.inboxConcurrency,
        pid: app.pid,
      })),
    };
    save();
    log(
      `analytics: beacons at ${settings.beaconRate * 10} events/s beside the school page at ${settings.beaconPageRate}/s`,
    );
    results.analyticsIngest = await ingestLoad(base, {
      slugs: prepared.slugs,
      schoolIds: [prepared.schoolId],
      pageRate: settings.beaconPageRate,
      beaconRate: settings.beaconRate,
      duration: settings.fixedDuration,
      warmup: settings.warmup,
      pid: app.pid,
    });
    save();
  } finally {
    await app.stop();
    const removed = await removeIngested(url, loadStarted);
    log(`analytics: removed the ${removed} events the load added`);
  }
}

/**
 * Alerts at scale (issue 23): the app alone under the school page / search mix (4 school pages to 1
 * search) at a fixed rate, then the production worker started, whose digest scheduler runs at once over
 * every seeded alert, with the same mix in back-to-back windows until the run is done.
 */
/** Removes every Redis key under a prefix of the bench's own (queued jobs a phase or an earlier run left). */
function dropQueueKeys(prefix) {
  execSync(
    `redis-cli -u "${settings.redisUrl}" --scan --pattern '${prefix}*' | xargs -r -n 500 redis-cli -u "${settings.redisUrl}" del >/dev/null`,
    { shell: '/bin/bash' },
  );
}

async function alertsPhase(data) {
  const url = databaseUrl(settings.adminUrl, settings.database);
  const prepared = await prepareAlerts(url, { count: settings.alerts });
  const env = {
    ...productionEnv({
      databaseUrl: url,
      port: settings.appPort,
      redisUrl: settings.redisUrl,
      // A fresh prefix: the digest scheduler is new, so its first run starts with the worker.
      redisPrefix: `vps_bench_alerts_${stamp}`,
      outDir,
    }),
    ALERT_DIGEST_INTERVAL_MS: String(24 * 3_600_000),
    // The digests are delivered as production would, rendered and written (as .eml files under the run's
    // mail/ folder, removed afterwards): a dead SMTP server would fail and retry every mail instead.
    SMTP_URL: '',
  };
  const scenarios = Object.fromEntries(loadScenarios(data).map((s) => [s.key, s]));
  const paths = [];
  scenarios.search.paths.forEach((search, i) => {
    for (let j = 0; j < 4; j++) paths.push(scenarios.slug.paths[(i * 4 + j) % scenarios.slug.paths.length]);
    paths.push(search);
  });
  const app = await startApp(env, { outDir, label: 'app-alerts' });
  try {
    results.alerts = {
      ...prepared,
      ...(await runAlertsBench(url, {
        base: `http://127.0.0.1:${settings.appPort}`,
        paths,
        rate: settings.alertsMixRate,
        window: quick ? 5 : 15,
        windows: quick ? 1 : 5,
        appPid: app.pid,
        count: settings.alerts,
        startWorker: () => startWorker(env, { outDir }),
      })),
    };
    save();
  } finally {
    await app.stop();
    const mailDir = join(outDir, 'mail');
    if (existsSync(mailDir)) {
      results.alertsMailFiles = readdirSync(mailDir).length;
      rmSync(mailDir, { recursive: true, force: true });
    }
    // The digests still undelivered go too: left in the outbox, the next phase's worker would find them
    // stranded, queue them again and spend the load phase failing to send 100,000 mails (its RSS went to 271 MB).
    results.alertsUndeliveredRemoved = await withClient(url, async (client) => {
      const { rowCount } = await client.query(
        `delete from mail_outbox where template = 'alert-digest' and sent_at is null and failed_at is null`,
      );
      return rowCount;
    });
    log(`alerts: removed ${results.alertsUndeliveredRemoved} digest mails still undelivered`);
    // The run's queue keys (mail jobs of the digests) go with it.
    dropQueueKeys(env.REDIS_PREFIX);
    save();
  }
}

/**
 * Reviews and tuition by grade at scale (issues 39 and 40): the app without its response cache (every
 * figure here is a database answer) and the baseline, on the review block of the school with 500 reviews,
 * the issue 39/40 search shapes and the server-rendered school page (bench/lib/reviews.mjs).
 */
async function reviewsPhase(data) {
  const url = databaseUrl(settings.adminUrl, settings.database);
  const env = productionEnv({
    databaseUrl: url,
    port: settings.appPort,
    redisUrl: settings.redisUrl,
    redisPrefix: 'vps_bench',
    outDir,
  });
  const app = await startApp({ ...env, RESPONSE_CACHE_MB: '0' }, { outDir, label: 'app-reviews' });
  const baseline = await startBaseline({ databaseUrl: url, port: baselinePort, outDir, label: 'baseline-reviews' });
  const settlePool = new pg.Pool({ connectionString: url, max: 1 });
  setSettle(databaseSettler(settlePool));
  const { pageSchool, quietSchool } = data.reviews;
  try {
    results.reviews = await measureReviews({
      servers: [
        { name: 'baseline', url: `http://127.0.0.1:${baselinePort}`, pid: baseline.pid },
        { name: 'app', url: `http://127.0.0.1:${settings.appPort}`, pid: app.pid },
      ],
      app,
      paths: reviewPaths(data),
      shapes: searchShapes(data).filter((s) => s.issue),
      settings: { ...settings, rate: settings.searchRate },
      alternate,
      paced,
      pages: [
        { key: 'page', label: '500 published reviews', path: `/schools/${pageSchool.slug}` },
        { key: 'quiet', label: 'no reviews', path: `/schools/${quietSchool.slug}` },
      ],
    });
    save();
  } finally {
    setSettle(async () => undefined);
    await settlePool.end();
    await Promise.all([app.stop(), baseline.stop()]);
  }
}

/** The public pages measured by Lighthouse and the server-rendering phase (issue 21: five pages). */
function measuredPages(data) {
  return [
    { key: 'home', name: '/', path: '/' },
    { key: 'schools', name: '/schools', path: '/schools' },
    { key: 'school', name: `/schools/${data.demoSlugs[0]}`, path: `/schools/${data.demoSlugs[0]}` },
    {
      key: 'neighborhood',
      name: `/neighborhoods/${data.neighborhoods[0]}`,
      path: `/neighborhoods/${encodeURIComponent(data.neighborhoods[0])}`,
    },
    { key: 'article', name: `/articles/${data.articleSlugs[0]}`, path: `/articles/${data.articleSlugs[0]}` },
  ];
}

/**
 * Issue 21 (bench/lib/ssr.mjs): the JavaScript each measured page names before its first
 * interaction, then school pages per second rendered by the app, cached and uncached.
 */
async function ssrPhase(data) {
  const env = productionEnv({
    databaseUrl: databaseUrl(settings.adminUrl, settings.database),
    port: settings.appPort,
    redisUrl: settings.redisUrl,
    redisPrefix: 'vps_bench',
    outDir,
  });
  results.ssr = {};
  const app = await startApp(env, { outDir, label: 'app-ssr-pages' });
  try {
    results.ssr.js = await jsBeforeInteraction(
      `http://127.0.0.1:${settings.appPort}`,
      measuredPages(data),
      process.env.STATIC_DIR || join(FRONTEND, 'dist'),
    );
  } finally {
    await app.stop();
  }
  save();
  results.ssr.throughput = await ssrThroughput({
    env,
    outDir,
    slugs: data.slugs,
    duration: settings.duration,
    warmup: settings.warmup,
    rounds: settings.rounds,
  });
  save();
}

async function frontendPhase(data, { app } = {}) {
  // The SPA the app serves: STATIC_DIR when set (as the app reads it), else the build in frontend/dist.
  const dist = process.env.STATIC_DIR || join(FRONTEND, 'dist');
  const bundle = bundleReport(dist);
  results.bundle = { ...bundle, sizeOf: undefined };
  save();
  if (skip.has('lighthouse')) return;
  let server = app;
  let worker;
  if (!server) {
    const env = productionEnv({
      databaseUrl: databaseUrl(settings.adminUrl, settings.database),
      port: settings.appPort,
      redisUrl: settings.redisUrl,
      redisPrefix: 'vps_bench',
      outDir,
    });
    worker = await startWorker(env, { outDir });
    server = await startApp(env, { outDir });
  }
  const base = `http://127.0.0.1:${settings.appPort}`;
  const pages = measuredPages(data).map((page) => ({ ...page, url: base + page.path }));
  try {
    log(`lighthouse: ${pages.length} pages x ${settings.lighthouseRuns} runs (mobile preset)`);
    results.lighthouse = await runLighthouse(pages, {
      runs: settings.lighthouseRuns,
      chromePath: settings.chromePath,
      outDir,
    });
    // What the home page really fetched, measured by its chunk sizes.
    const home = results.lighthouse.find((p) => p.key === 'home');
    const files = (home?.scripts ?? []).map((s) => new URL(s.url).pathname);
    results.bundle.homeJs = bundle.sizeOf(files);
    save();
  } finally {
    if (worker) await Promise.all([server.stop(), worker.stop()]);
  }
}

function tableRows() {
  const rows = [];
  const fmt = (n, d = 0) => (Number.isFinite(n) ? round(n, d).toLocaleString('en-US') : 'n/a');
  const targets = { slug: 0.6, search: 0.8 };
  for (const [key, t] of Object.entries(results.throughput ?? {})) {
    const app = t.app;
    const base = t.baseline;
    const ratio = app.requestsPerSecond / base.requestsPerSecond;
    rows.push({
      section: 'API throughput',
      figure: `${t.name}: req/s (p50 / p99 ms) [server CPU ms/req]`,
      app: `${fmt(app.requestsPerSecond)} (${fmt(app.p50, 1)} / ${fmt(app.p99, 1)}) [${fmt(app.cpuMsPerRequest, 2)}]`,
      baseline: `${fmt(base.requestsPerSecond)} (${fmt(base.p50, 1)} / ${fmt(base.p99, 1)}) [${fmt(base.cpuMsPerRequest, 2)}]`,
      ratio: fmt(ratio, 2),
      target: targets[key] ? `>= ${targets[key]}` : '',
      ok: targets[key] ? ratio >= targets[key] : undefined,
    });
    rows.push({
      section: 'API throughput',
      figure: `${t.name}: errors`,
      app: fmt(app.errors),
      baseline: fmt(base.errors),
      target: '0',
      ok: app.errors === 0,
    });
  }
  for (const key of ['slug', 'search']) {
    const run = results.uncached?.[key];
    if (!run) continue;
    const base = results.throughput?.[key]?.baseline;
    const ratio = base ? run.requestsPerSecond / base.requestsPerSecond : NaN;
    // Issue 22: the uncached slug lookup is the per-request cost of an anonymous public GET.
    rows.push({
      section: 'API throughput',
      figure: `${key === 'slug' ? 'slug lookup' : 'search mix'}, app without response cache: req/s (p50 / p99 ms) [CPU]`,
      app: `${fmt(run.requestsPerSecond)} (${fmt(run.p50, 1)} / ${fmt(run.p99, 1)}) [${fmt(run.cpuMsPerRequest, 2)}]`,
      baseline: base
        ? `${fmt(base.requestsPerSecond)} (${fmt(base.p50, 1)} / ${fmt(base.p99, 1)}) [${fmt(base.cpuMsPerRequest, 2)}]`
        : '',
      ratio: base ? fmt(ratio, 2) : '',
      target: key === 'slug' ? '>= 0.5' : 'for reference',
      ok: key === 'slug' ? ratio >= 0.5 : undefined,
    });
  }
  const latencies = (f) => `${fmt(f.p50, 1)} / ${fmt(f.p95, 1)} / ${fmt(f.p99, 1)} (${f.errors})`;
  for (const [key, f] of Object.entries(results.fixedRate ?? {})) {
    const [scenario, server] = key.split(':');
    if (server !== 'app') continue;
    const base = results.fixedRate[`${scenario}:baseline`];
    const limit = scenario === 'slug' ? 30 : 100;
    rows.push({
      section: 'Fixed rate',
      figure: `${scenario === 'slug' ? 'slug lookup' : 'search mix'} @ ${f.rate} req/s: p50 / p95 / p99 ms (errors)`,
      app: latencies(f),
      baseline: base ? latencies(base) : '',
      target: `p99 <= ${limit}, 0 errors`,
      ok: f.p99 <= limit && f.errors === 0,
    });
  }
  if (results.uncached?.searchFixed) {
    const f = results.uncached.searchFixed;
    const base = results.fixedRate?.['search:baseline'];
    rows.push({
      section: 'Fixed rate',
      figure: `search mix @ ${f.rate} req/s, app without response cache (baseline: no cache either): p50 / p95 / p99 ms (errors)`,
      app: latencies(f),
      baseline: base ? latencies(base) : '',
      target: 'p95 <= 50, p99 <= 100, 0 errors',
      ok: f.p95 <= 50 && f.p99 <= 100 && f.errors === 0,
    });
    if (f.byPath) {
      const [path, worst] = Object.entries(f.byPath).sort(([, a], [, b]) => b.p95 - a.p95)[0];
      rows.push({
        section: 'Fixed rate',
        figure: `the same run, its slowest URL (${worst.requests} requests): p50 / p95 / p99 ms: ${path}`,
        app: `${fmt(worst.p50, 1)} / ${fmt(worst.p95, 1)} / ${fmt(worst.p99, 1)}`,
        target: 'for reference',
      });
    }
  }
  for (const s of results.uncached?.shapes ?? [])
    rows.push({
      section: 'Uncached shapes',
      figure: `${s.shape} @ ${s.rate} req/s, no response cache: p50 / p95 / p99 ms (errors) [CPU ms/req]`,
      app: `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.p99, 1)} (${s.errors}) [${fmt(s.cpuMsPerRequest, 2)}]`,
      target: 'p95 <= 50, p99 <= 100, 0 errors',
      ok: s.p95 <= 50 && s.p99 <= 100 && s.errors === 0,
    });
  if (results.memory) {
    const m = results.memory;
    const peak = (name) => Math.max(m[name].peakRssMb || 0, m[name].sampledPeakRssMb || 0);
    rows.push({
      section: 'Memory',
      figure: 'app peak RSS (MB)',
      app: fmt(peak('app')),
      baseline: fmt(peak('baseline')),
      target: '<= 300',
      ok: peak('app') <= 300,
    });
    rows.push({
      section: 'Memory',
      figure: 'worker peak RSS (MB)',
      app: fmt(peak('worker')),
      target: '<= 200',
      ok: peak('worker') <= 200,
    });
  }
  if (results.leadSubmissions) {
    const l = results.leadSubmissions;
    rows.push({
      section: 'Leads',
      figure: 'lead form submissions: stored/s (p50 / p99 ms) [server CPU ms/req]',
      app: `${fmt(l.requestsPerSecond)} (${fmt(l.p50, 1)} / ${fmt(l.p99, 1)}) [${fmt(l.cpuMsPerRequest, 2)}]`,
      target: 'for reference',
    });
    rows.push({
      section: 'Leads',
      figure: 'lead form submissions: errors',
      app: fmt(l.errors),
      target: '0',
      ok: l.errors === 0,
    });
  }
  if (results.analyticsIngest) {
    const a = results.analyticsIngest;
    rows.push({
      section: 'Analytics',
      figure: `beacon intake: events/s (beacon p99 ms) [app CPU ms/req]`,
      app: `${fmt(a.eventsPerSecond)} (${fmt(a.beaconP99, 1)}) [${fmt(a.cpuMsPerBeacon, 2)}]`,
      target: '>= 1000 events/s, 0 errors',
      ok: a.eventsPerSecond >= 980 && a.beaconErrors === 0,
    });
    rows.push({
      section: 'Analytics',
      figure: `school page p99 at ${a.pageRate}/s: alone / with beacons (ms)`,
      app: `${fmt(a.pageP99Alone, 1)} / ${fmt(a.pageP99WithBeacons, 1)}`,
      target: '+10 % at most',
      ok: a.pageP99WithBeacons <= a.pageP99Alone * 1.1 && a.pageErrors === 0,
    });
  }
  if (results.analyticsDashboard) {
    for (const s of results.analyticsDashboard.shapes)
      rows.push({
        section: 'Analytics',
        figure: `Analytics tab, ${fmt(results.analyticsDashboard.rawEvents)} raw events, ${s.shape}: p50 / p95 / p99 ms (errors)`,
        app: `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.p99, 1)} (${s.errors})`,
        target: 'p95 <= 100, 0 errors',
        ok: s.p95 <= 100 && s.errors === 0,
      });
  }
  if (results.inbox) {
    for (const s of results.inbox.shapes)
      rows.push({
        section: 'Leads',
        figure: `inbox, ${fmt(results.inbox.leads)} leads, ${s.shape}: p50 / p95 / p99 ms (errors) [app CPU ms/req]`,
        app: `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.p99, 1)} (${s.errors}) [${fmt(s.cpuMsPerRequest, 2)}]`,
        target: 'p95 <= 100, 0 errors',
        ok: s.p95 <= 100 && s.errors === 0,
      });
  }
  for (const p of results.leadPlans ?? []) {
    rows.push({
      section: 'Leads',
      figure: `inbox plan, ${p.shape}: ${/count/i.test(p.sql) ? 'counts' : 'page'}: execution ms${p.seqScanOnLead ? ', Seq Scan on lead' : ''}`,
      app: fmt(p.executionMs, 1),
      target: 'no Seq Scan on lead',
      ok: !p.seqScanOnLead,
    });
  }
  for (const p of results.plans ?? []) {
    // Issue 22: every shape's statements together within 50 ms of execution; selective ones without a Seq Scan.
    const fast = p.executionMs <= 50;
    rows.push({
      section: 'Query plans (100k)',
      figure: `${p.shape} (${fmt(p.share * 100, 1)}%${p.lowerBound ? '+' : ''} match): execution ms (${p.plans.length} statements)${p.seqScanOnSchool ? ', Seq Scan on school' : ''}`,
      app: fmt(p.executionMs, 1),
      target: p.selective ? `<= 50 ms, no Seq Scan on school (${p.indexed ? 'radius' : '< 10% match'})` : '<= 50 ms',
      ok: p.selective ? fast && !p.seqScanOnSchool : fast,
    });
  }
  if (results.capture) {
    const same = results.capture.filter((c) => c.sameSql).length;
    const bodies = results.capture.filter((c) => c.sameBody).length;
    rows.push({
      section: 'Baseline parity',
      figure: 'URLs where baseline SQL = app SQL / same JSON body',
      app: `${same}/${results.capture.length} / ${bodies}/${results.capture.length}`,
      target: 'all',
      ok: same === results.capture.length && bodies === results.capture.length,
    });
  }
  if (results.bundle) {
    const b = results.bundle;
    rows.push({
      section: 'Frontend bundle',
      figure: `initial JS (entry + modulepreload): raw / gzip / brotli KB`,
      app: `${kb(b.initialJs.raw)} / ${kb(b.initialJs.gzip)} / ${kb(b.initialJs.brotli)}`,
      target: '<= 180 KB gzip',
      ok: b.initialJs.gzip <= 180 * 1024,
    });
    if (b.homeJs)
      rows.push({
        section: 'Frontend bundle',
        figure: `JS the home page loaded (${b.homeJs.files.length} files): raw / gzip / brotli`,
        app: `${kb(b.homeJs.raw)} / ${kb(b.homeJs.gzip)} / ${kb(b.homeJs.brotli)}`,
        target: '<= 180 KB gzip',
        ok: b.homeJs.gzip <= 180 * 1024,
      });
    rows.push({
      section: 'Frontend bundle',
      figure: `all JS (${b.allJs.count} chunks): raw / gzip / brotli`,
      app: `${kb(b.allJs.raw)} / ${kb(b.allJs.gzip)} / ${kb(b.allJs.brotli)}`,
    });
    for (const c of b.chunks)
      rows.push({
        section: 'Frontend bundle',
        figure: `${c.file}${b.initialJs.files.includes(c.file) ? ' (initial)' : ''}`,
        app: `${kb(c.raw)} / ${kb(c.gzip)} / ${kb(c.brotli)}`,
      });
  }
  rows.push(...alertsTableRows(results.alerts, results.alerts ?? {}));
  for (const page of results.lighthouse ?? []) {
    const s = page.scores;
    // Issue 21: best practices 100 (no console error for an anonymous visitor), LCP, TBT and CLS bounded.
    const ok = s.performance >= 95 && s.accessibility === 100 && s['best-practices'] === 100 && s.seo === 100;
    rows.push({
      section: 'Lighthouse (mobile, median)',
      figure: `${page.name}: perf / a11y / best / SEO`,
      app: `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      target: '>=95 / 100 / 100 / 100',
      ok,
    });
    rows.push({
      section: 'Lighthouse (mobile, median)',
      figure: `${page.name}: FCP / LCP / TBT ms, CLS`,
      app: `${fmt(page.metrics.fcp)} / ${fmt(page.metrics.lcp)} / ${fmt(page.metrics.tbt)}, ${fmt(page.metrics.cls, 3)}`,
      target: 'LCP <= 2000, TBT <= 150, CLS <= 0.02',
      ok: page.metrics.lcp <= 2000 && page.metrics.tbt <= 150 && page.metrics.cls <= 0.02,
    });
    if (page.failing?.length)
      rows.push({
        section: 'Lighthouse (mobile, median)',
        figure: `${page.name}: audits losing points`,
        app: page.failing.join(', '),
      });
  }
  rows.push(...ssrRows(results.ssr, fmt));
  rows.push(...reviewsTableRows(results, fmt));
  return rows;
}

async function main() {
  const started = Date.now();
  log(`results: ${relative(ROOT, outDir)}/`);
  await buildIfNeeded();

  const env = { ...process.env, REDIS_URL: settings.redisUrl };
  results.database = await prepareDatabase({
    adminUrl: settings.adminUrl,
    name: settings.database,
    synthetic: settings.synthetic,
    fresh: flag('fresh'),
    env,
  });
  log(`database: ${results.database.schools} schools (${results.database.active_schools} active)`);
  const url = databaseUrl(settings.adminUrl, settings.database);
  results.reviewsData = await prepareReviewsAndCosts(url, { total: settings.reviews, derived: settings.reviewSeed });
  save();
  const data = {
    ...(await loadScenarioData(url)),
    shapeFilter: option('shapes', ''),
    reviews: results.reviewsData,
  };
  save();

  if (!skip.has('capture')) {
    log('SQL capture: app and baseline through the wire proxy');
    const captures = await captureSql(data);
    results.capture = captures.map(({ url: u, sameSql, sameBody, app, baseline }) => ({
      url: u,
      sameSql,
      sameBody,
      // Both bodies when they differ, to see what differs.
      ...(sameBody ? {} : { bodies: { app: app.body, baseline: baseline.body } }),
      app: { status: app.status, statements: app.statements.map(({ sql, params }) => ({ sql, params })) },
      baseline: {
        status: baseline.status,
        statements: baseline.statements.map(({ sql, params }) => ({ sql, params })),
      },
    }));
    save();
    if (!skip.has('plans')) {
      log('query plans: EXPLAIN (ANALYZE, BUFFERS) of every search shape');
      const byUrl = new Map(captures.map((c) => [c.url, c.app]));
      const shapes = searchShapes(data).map((s) => {
        const answer = byUrl.get(s.path);
        const body = answer?.status === 200 ? JSON.parse(answer.body) : null;
        // A capped count (totalIsLowerBound) is a lower bound of the share: never 'selective' by mistake.
        const matched = body ? (body.totalIsLowerBound ? Infinity : body.total) : NaN;
        return {
          ...s,
          statements: answer?.statements ?? [],
          matched,
          lowerBound: !!body?.totalIsLowerBound,
          counted: body?.total,
          active: results.database.active_schools,
        };
      });
      results.plans = await explainShapes(url, shapes);
      results.reviewPlans = await explainReviews(
        url,
        reviewPaths(data).map((r) => ({ ...r, statements: byUrl.get(r.path)?.statements ?? [] })),
      );
      writeFileSync(
        join(outDir, 'plans.txt'),
        results.plans
          .map(
            (p) =>
              `### ${p.shape}  ${p.path}\n${p.plans.map((x) => `${x.sql}\n${JSON.stringify(x.params)}\n${x.plan}`).join('\n\n')}`,
          )
          .join('\n\n'),
      );
      writeFileSync(
        join(outDir, 'review-plans.txt'),
        results.reviewPlans
          .map(
            (p) =>
              `### ${p.name}  ${p.path}\n${p.plans.map((x) => `${x.sql}\n${JSON.stringify(x.params)}\n${x.plan}`).join('\n\n')}`,
          )
          .join('\n\n'),
      );
      save();
    }
  }

  // Before the load phase, whose app stays up for Lighthouse: the lead phase runs its own app and worker.
  if (!skip.has('leads')) await leadsPhase();
  if (!skip.has('analytics')) await analyticsPhase();
  if (!skip.has('alerts')) await alertsPhase(data);
  if (!skip.has('ssr')) await ssrPhase(data);
  if (!skip.has('reviews')) await reviewsPhase(data);
  let running;
  if (!skip.has('load')) running = await loadPhase(data);
  try {
    if (!skip.has('frontend')) await frontendPhase(data, running ?? {});
  } finally {
    if (running) await Promise.all([running.app.stop(), running.worker.stop(), running.baseline.stop()]);
  }

  results.finishedAt = new Date().toISOString();
  results.machine.loadAverageAtEnd = loadavg().map((l) => round(l, 2));
  results.seconds = round((Date.now() - started) / 1000, 0);
  const rows = tableRows();
  results.table = rows;
  save();
  writeFileSync(join(outDir, 'table.md'), `${renderMarkdown(rows)}\n`);
  const m = results.machine;
  console.log(
    `\nVegas Private Schools benchmark, ${results.startedAt.slice(0, 10)}: ${m.cpus} x ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, PostgreSQL ${m.postgres}; ` +
      `${results.database.schools} schools; ${settings.rounds} x ${settings.duration} s per server and scenario, ${settings.connections} connections; ${results.seconds} s in all\n`,
  );
  const busy = m.loadAverageAtStart[0] > m.cpus / 2;
  if (busy)
    console.log(
      `NOTE: the machine was busy when the run started (load average ${m.loadAverageAtStart.join(', ')} on ${m.cpus} CPUs); absolute figures are pessimistic.\n`,
    );
  console.log(renderTable(rows));
  console.log(`\n${renderMissed(rows)}`);
  console.log(`\nraw results: ${relative(ROOT, outDir)}/ (results.json, table.md, plans.txt, lighthouse-*.json, logs)`);
}

main().catch((error) => {
  log(`FAILED: ${error.stack ?? error}`);
  save();
  process.exit(1);
});
