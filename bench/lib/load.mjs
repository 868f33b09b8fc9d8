// Load: throughput in alternation (autocannon: baseline, app, baseline, app …) and latency at a fixed rate
// (an open-loop schedule of requests).
import autocannon from 'autocannon';
import { log, processCpuMs, round, sleep } from './util.mjs';

let settleBetweenRuns = async () => undefined;
/**
 * Called after every run before the next one starts: a server left with a
 * backlog (requests its clients gave up on still running in PostgreSQL)
 * would otherwise slow down whichever server is measured next.
 */
export function setSettle(settle) {
  settleBetweenRuns = settle;
}

/** Waits (at most `maxMs`) until no other session runs a statement in the database; returns the wait in ms. */
export function databaseSettler(pool, maxMs = 60_000) {
  return async () => {
    const started = Date.now();
    // Idle twice in a row: a server's own queue may hand the database its next statement in between.
    let idle = 0;
    while (idle < 2 && Date.now() - started < maxMs) {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      idle = rows[0].busy ? 0 : idle + 1;
      await sleep(250);
    }
    const waited = Date.now() - started;
    if (waited > 1000)
      log(`  (waited ${round(waited / 1000, 1)} s for the database to finish the previous run's work)`);
    return waited;
  };
}

/**
 * One autocannon run over `paths`, rotated in order (the same sequence for every server). With
 * `keepLatencies`, the answer also carries every response time (ms), for percentiles over several runs.
 */
export async function cannon(
  baseUrl,
  paths,
  { connections = 10, duration = 10, overallRate, pid, keepLatencies } = {},
) {
  let next = 0;
  const cpuBefore = pid ? processCpuMs(pid) : NaN;
  const latencies = [];
  const run = autocannon({
    url: baseUrl,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  if (keepLatencies) run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  // At a fixed rate, requests still unanswered when the run ends count as errors too.
  const unanswered = overallRate ? Math.max(0, Math.round(overallRate * duration * 0.98) - result.requests.total) : 0;
  const errors = result.errors + result.timeouts + result.non2xx + unanswered;
  const cpuMs = pid ? processCpuMs(pid) - cpuBefore : NaN;
  await settleBetweenRuns();
  return {
    // Server CPU per answered request: steadier than throughput on a machine shared with other work.
    cpuMsPerRequest: result.requests.total ? cpuMs / result.requests.total : NaN,
    requestsPerSecond: result.requests.total / result.duration,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: result.latency.average,
    errors,
    non2xx: result.non2xx,
    unanswered,
    timeouts: result.timeouts,
    socketErrors: result.errors,
    durationSeconds: result.duration,
    ...(keepLatencies ? { latencies } : {}),
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** Averages rounds: throughput and percentiles by mean, errors summed, worst p99 kept. */
function combine(runs) {
  return {
    requestsPerSecond: mean(runs.map((r) => r.requestsPerSecond)),
    cpuMsPerRequest: mean(runs.map((r) => r.cpuMsPerRequest)),
    p50: mean(runs.map((r) => r.p50)),
    p90: mean(runs.map((r) => r.p90)),
    p99: mean(runs.map((r) => r.p99)),
    worstP99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    total: runs.reduce((a, r) => a + r.total, 0),
    runs,
  };
}

/**
 * Throughput of one scenario: a short warm-up of each server, then `rounds`
 * alternating runs so slow drift of the machine (other load, caches) hits both.
 */
export async function alternate(scenario, servers, { rounds, duration, warmup, connections }) {
  for (const server of servers) await cannon(server.url, scenario.paths, { connections, duration: warmup });
  const runs = Object.fromEntries(servers.map((s) => [s.name, []]));
  for (let round_ = 0; round_ < rounds; round_++) {
    for (const server of servers) {
      const result = await cannon(server.url, scenario.paths, { connections, duration, pid: server.pid });
      runs[server.name].push(result);
      log(
        `  ${scenario.name} / ${server.name} round ${round_ + 1}: ${round(result.requestsPerSecond, 0)} req/s, ` +
          `${round(result.cpuMsPerRequest, 2)} CPU ms/req, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
      );
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, combine(list)]));
}

/**
 * Latency at a fixed request rate, after a short warm-up at the same rate (`openLoop`).
 *
 * Not autocannon's `overallRate`: that gives each of its connections `rate / connections` requests per
 * second on a one-second timer, so all connections fire together (at 50 req/s over 50 connections, a burst
 * of 50 concurrent requests once a second), and it records every answer with a coordinated-omission
 * correction whose expected interval is 1 ms (a 300 ms answer adds 299 synthetic samples). Both made the
 * "search mix @ 50 req/s" row measure a once-a-second burst, not a rate (docs/performance.md, issue 22).
 */
export async function fixedRate(url, paths, { rate, duration, warmup, pid, keepLatencies }) {
  await openLoop(url, paths, { rate, duration: warmup });
  return openLoop(url, paths, { rate, duration, pid, keepLatencies });
}

/**
 * The same, as autocannon measures it (see `fixedRate`): kept for the alerts phase (issue 23), whose
 * figures were measured this way and compare windows of the same measure with each other.
 */
export async function cannonAtRate(url, paths, { rate, duration, warmup, connections, pid, keepLatencies }) {
  await cannon(url, paths, { connections, duration: warmup, overallRate: rate });
  const result = await cannon(url, paths, { connections, duration, overallRate: rate, pid, keepLatencies });
  return { rate, ...result };
}

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    mean: sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1),
  };
}

/**
 * Requests sent on a fixed schedule, `rate` per second evenly spaced for `duration` s, rotating over
 * `paths`, each on a connection of its own when the others are busy (an open loop: a slow answer never
 * delays the next request, so queueing shows in the latencies), each timed to its complete body. The
 * percentiles of all requests and of each path (`byPath`), and the errors (anything but 200, or no
 * answer within 10 s).
 */
export async function openLoop(baseUrl, paths, { rate, duration, pid, keepLatencies }) {
  const samples = [];
  const byPath = new Map(paths.map((path) => [path, []]));
  let errors = 0;
  const count = Math.round(rate * duration);
  const inflight = [];
  const cpuBefore = pid ? processCpuMs(pid) : NaN;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const path = paths[i % paths.length];
    inflight.push(
      (async () => {
        const sent = performance.now();
        try {
          const response = await fetch(baseUrl + path, { signal: AbortSignal.timeout(10_000) });
          await response.text();
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        const took = performance.now() - sent;
        samples.push(took);
        byPath.get(path).push(took);
      })(),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = pid ? processCpuMs(pid) - cpuBefore : NaN;
  await settleBetweenRuns();
  return {
    rate,
    ...summary(samples),
    total: count,
    requestsPerSecond: count / elapsed,
    errors,
    cpuMsPerRequest: cpuMs / count,
    byPath: Object.fromEntries([...byPath].map(([path, times]) => [path, summary(times)])),
    ...(keepLatencies ? { latencies: samples } : {}),
  };
}

/** One URL set on a fixed schedule (`openLoop`): used per search shape, where a mix hides which shape is slow. */
export async function paced(baseUrl, paths, { rate, duration, pid }) {
  const { byPath: _byPath, ...result } = await openLoop(baseUrl, paths, { rate, duration, pid });
  return result;
}
