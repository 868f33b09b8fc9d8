// autocannon runs: throughput in alternation (baseline, app, baseline, app …) and fixed-rate latency.
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

/** Latency at a fixed request rate (autocannon's overallRate), after a short warm-up at the same rate. */
export async function fixedRate(url, paths, { rate, duration, warmup, connections, pid, keepLatencies }) {
  await cannon(url, paths, { connections, duration: warmup, overallRate: rate });
  const result = await cannon(url, paths, { connections, duration, overallRate: rate, pid, keepLatencies });
  return { rate, ...result };
}

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * Requests sent on a fixed schedule (`rate` per second for `duration` s, one
 * connection per request in flight), each timed to its complete body: p50,
 * p95 and p99 of one URL set, and the errors (anything but 200, or no answer
 * within 10 s). Used per search shape, where autocannon's mix hides which
 * shape is slow.
 */
export async function paced(baseUrl, paths, { rate, duration, pid }) {
  const samples = [];
  let errors = 0;
  const count = Math.round(rate * duration);
  const inflight = [];
  const cpuBefore = pid ? processCpuMs(pid) : NaN;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    inflight.push(
      (async () => {
        const sent = performance.now();
        try {
          const response = await fetch(baseUrl + paths[i % paths.length], { signal: AbortSignal.timeout(10_000) });
          await response.text();
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        samples.push(performance.now() - sent);
      })(),
    );
  }
  await Promise.all(inflight);
  const cpuMs = pid ? processCpuMs(pid) - cpuBefore : NaN;
  await settleBetweenRuns();
  samples.sort((a, b) => a - b);
  return {
    rate,
    requests: count,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    errors,
    cpuMsPerRequest: cpuMs / count,
  };
}
