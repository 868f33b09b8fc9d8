import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { jobLogger, runWithLogger } from '../logging/job-log-context';
import type { JobMetrics } from '../metrics/job-metrics';

export type JobProcessor<J extends Job, R> = (job: J, token?: string) => Promise<R>;

interface Instrumentation {
  logger: Logger;
  metrics: JobMetrics;
}

/** Set once by the worker's observability providers; absent in processes that run no jobs. */
let instrumentation: Instrumentation | undefined;
let nextRunId = 0;
const activeJobs = new Map<number, { queue: string; id?: string; name: string; startedAt: number }>();

export function installJobInstrumentation(value: Instrumentation | undefined): void {
  instrumentation = value;
}

/** Jobs this process is running right now (logged when a shutdown has to give up on them). */
export function runningJobs(): Array<{ queue: string; id?: string; name: string; runningMs: number }> {
  const now = Date.now();
  return [...activeJobs.values()].map(({ startedAt, ...job }) => ({ ...job, runningMs: now - startedAt }));
}

/**
 * Wraps a BullMQ processor function: every log line written while the job
 * runs carries `jobId`, `queue`, `jobName` and `attempt`; the outcome is logged
 * once (info when completed, warn for a failed attempt that will be retried,
 * error for the last one) and counted in the worker's metrics.
 *
 *     private readonly attempt = instrumentProcessor((job: Job<MailJob>) => this.send(job));
 *     process(job: Job<MailJob>) { return this.attempt(job); } // the WorkerHost's entry point
 *
 * Without the worker's ObservabilityModule (e.g. a unit test) it runs the
 * processor unchanged.
 */
export function instrumentProcessor<J extends Job, R>(processor: JobProcessor<J, R>): JobProcessor<J, R> {
  return async (job, token) => {
    const current = instrumentation;
    if (!current) return processor(job, token);
    const log = jobLogger(current.logger, job);
    const key = nextRunId++;
    const startedAt = Date.now();
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    activeJobs.set(key, { queue: job.queueName, id: job.id, name: job.name, startedAt });
    log.debug('job started');
    try {
      const result = await runWithLogger(log, () => processor(job, token));
      const elapsed = seconds();
      current.metrics.recordCompleted(job.queueName, elapsed);
      log.info({ durationMs: Math.round(elapsed * 1000) }, 'job completed');
      return result;
    } catch (error) {
      const elapsed = seconds();
      current.metrics.recordFailed(job.queueName, elapsed);
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      log[final ? 'error' : 'warn'](
        { err: error, durationMs: Math.round(elapsed * 1000), final },
        final ? 'job failed on its last attempt' : 'job attempt failed; it will be retried',
      );
      throw error;
    } finally {
      activeJobs.delete(key);
    }
  };
}
