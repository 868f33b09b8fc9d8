import type { Logger } from 'pino';
import { Store, storage } from 'nestjs-pino/storage';

/** What identifies a job on its log lines. */
export interface JobIdentity {
  id?: string;
  name: string;
  queueName: string;
  attemptsMade: number;
}

export function jobLogger(root: Logger, job: JobIdentity): Logger {
  return root.child({ jobId: job.id, queue: job.queueName, jobName: job.name, attempt: job.attemptsMade + 1 });
}

/**
 * Runs `work` with `logger` as the ambient logger: every Nest `Logger` or
 * `PinoLogger` call inside it (processors, use cases, adapters) writes through
 * it, so each line of a job carries its `jobId` the way request lines carry
 * `requestId`.
 */
export function runWithLogger<T>(logger: Logger, work: () => Promise<T>): Promise<T> {
  return storage.run(new Store(logger), work);
}
