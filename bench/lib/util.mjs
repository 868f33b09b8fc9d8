// Small helpers shared by the benchmark steps: paths, child processes, HTTP readiness, formatting.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(BENCH_DIR, '..');
export const BACKEND = resolve(ROOT, 'backend');
/**
 * The backend build under test: this checkout's by default; BENCH_BACKEND_DIR
 * points at another built copy (with its node_modules reachable), e.g. the
 * previous version for a before/after comparison.
 */
export const BACKEND_UNDER_TEST = process.env.BENCH_BACKEND_DIR ? resolve(process.env.BENCH_BACKEND_DIR) : BACKEND;
export const FRONTEND = resolve(ROOT, 'frontend');
export const RESULTS = resolve(BENCH_DIR, 'results');

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

let logFile;
/** Every step's output also goes to bench/results/<run>/bench.log. */
export function openLog(path) {
  mkdirSync(dirname(path), { recursive: true });
  logFile = createWriteStream(path, { flags: 'a' });
}

export function log(message) {
  const line = `[bench ${new Date().toISOString().slice(11, 19)}] ${message}`;
  console.log(line);
  logFile?.write(`${line}\n`);
}

/** Runs a command to completion, its output into the log (and the terminal with `echo`); rejects on failure. */
export function run(command, args, { cwd = ROOT, env = process.env, echo = false } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const collect = (chunk) => {
      logFile?.write(chunk);
      if (echo) process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(tail) : fail(new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail}`)),
    );
  });
}

/**
 * Starts a long-running node process, its output to `logPath`. Returns
 * { pid, child, stop() }; `stop` sends SIGTERM and waits (SIGKILL after 15 s).
 */
export function startProcess(name, script, { cwd = ROOT, env, logPath, args = [], nodeArgs = [] }) {
  mkdirSync(dirname(logPath), { recursive: true });
  const out = createWriteStream(logPath, { flags: 'a' });
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  const exit = new Promise((done) =>
    child.on('exit', (code, signal) => {
      exited = true;
      done({ code, signal });
    }),
  );
  return {
    name,
    pid: child.pid,
    child,
    logPath,
    get exited() {
      return exited;
    },
    exit,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx (or the process dies, or the time is up). */
export async function waitForHttp(url, { process: proc, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (proc?.exited) throw new Error(`${proc.name} exited before answering ${url}; see ${proc.logPath}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s (${last})`);
}

/** Memory of a running process from /proc: current and peak resident set (VmRSS, VmHWM), in MB. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakRssMb: NaN };
  }
}

/** CPU time a process has used so far (user + system), in ms, from /proc/<pid>/stat. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/** Samples VmRSS every `intervalMs` and keeps the maximum, beside the kernel's own VmHWM. */
export function memorySampler(processes, intervalMs = 250) {
  const peaks = Object.fromEntries(processes.map((p) => [p.name, 0]));
  const timer = setInterval(() => {
    for (const p of processes) peaks[p.name] = Math.max(peaks[p.name], processMemory(p.pid).rssMb || 0);
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return Object.fromEntries(
        processes.map((p) => [p.name, { sampledPeakRssMb: peaks[p.name], ...processMemory(p.pid) }]),
      );
    },
  };
}

export const round = (value, digits = 1) =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
