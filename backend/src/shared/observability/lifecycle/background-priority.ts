import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the CPU priority (raises the nice value) of every thread of this
 * process to `nice`, so that background work (the worker's jobs: digests,
 * mail delivery, roll-ups) takes only the CPU the web app leaves idle on a
 * shared machine. Linux keeps a nice value per thread: the threads V8 and
 * libuv started before this call are lowered one by one (/proc/self/task),
 * and threads started later inherit the main thread's value. Lowering needs
 * no privilege; raising it back would, so it is done once at start-up.
 *
 * Nice orders threads within one CPU group only: a session (Linux autogroup,
 * e.g. `make dev` starting the app and the worker from one shell) or a
 * container. Between containers only the group weight counts, which is why
 * Compose gives the worker a small `cpu_shares` too.
 *
 * Returns the main thread's nice value afterwards (unchanged where the
 * system refuses, or when `nice` is not above the current value).
 */
export function lowerCpuPriority(nice: number): number {
  const current = getPriority(0);
  if (nice <= current) return current;
  let threads: number[];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    threads = [0]; // Not Linux: this sets the process's priority.
  }
  for (const thread of threads) {
    try {
      setPriority(thread, nice);
    } catch {
      // A thread that ended meanwhile, or a system that refuses: the others still go down.
    }
  }
  return getPriority(0);
}
