import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/**
 * The worker's own counts, served on its metrics port (METRICS_WORKER_PORT).
 * Per-process counters, as Prometheus expects: `rate()`/`increase()` absorb
 * restarts, and `sum by (queue)` adds up several workers.
 */
@Injectable()
export class JobMetrics {
  private readonly processed: Counter<'queue'>;
  private readonly failed: Counter<'queue'>;
  private readonly duration: Histogram<'queue' | 'outcome'>;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.processed = new Counter({
      name: 'bullmq_jobs_processed_total',
      help: 'Job attempts this worker ran to an end, completed or failed',
      labelNames: ['queue'],
      registers,
    });
    this.failed = new Counter({
      name: 'bullmq_jobs_failed_total',
      help: 'Job attempts this worker ran that threw (retried later, or failed for good on the last attempt)',
      labelNames: ['queue'],
      registers,
    });
    this.duration = new Histogram({
      name: 'bullmq_job_duration_seconds',
      help: 'Duration of job attempts by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
  }

  recordCompleted(queue: string, seconds: number): void {
    this.processed.inc({ queue });
    this.duration.observe({ queue, outcome: 'completed' }, seconds);
  }

  recordFailed(queue: string, seconds: number): void {
    this.processed.inc({ queue });
    this.failed.inc({ queue });
    this.duration.observe({ queue, outcome: 'failed' }, seconds);
  }
}
