import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Gauge } from 'prom-client';
import { AppConfig } from '../../../config';
import { QUEUE_NAMES, producerRedisOptions } from '../../queue';
import { MetricsRegistry } from './metrics-registry';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const SCRAPE_TIMEOUT_MS = 2000;

type QueueCounts = Array<{ queue: string; counts: Record<string, number> }>;

/**
 * `bullmq_queue_jobs{queue, state}`: how many jobs each queue holds, read from
 * Redis when Prometheus scrapes (so every web instance reports the same,
 * cluster-wide numbers; aggregate with `max by (queue, state)`). When Redis
 * does not answer in time the series are left out of that scrape and
 * `bullmq_queue_metrics_up` is 0.
 */
@Injectable()
export class QueueMetrics implements OnApplicationShutdown {
  private readonly logger = new Logger('QueueMetrics');
  private connection?: Redis;
  private readonly queues = new Map<string, Queue>();
  /** One Redis read per scrape, shared by both gauges (prom-client collects metrics concurrently). */
  private snapshot?: { takenAt: number; counts: Promise<QueueCounts | undefined> };

  constructor(
    private readonly config: AppConfig,
    metrics: MetricsRegistry,
  ) {
    const registers = [metrics.registry];
    const up: Gauge = new Gauge({
      name: 'bullmq_queue_metrics_up',
      help: '1 when the queue counts of this scrape were read from Redis, 0 otherwise',
      registers,
      collect: async () => up.set((await this.counts()) ? 1 : 0),
    });
    const jobs: Gauge<'queue' | 'state'> = new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed), read at scrape time',
      labelNames: ['queue', 'state'],
      registers,
      collect: async () => {
        jobs.reset();
        for (const { queue, counts } of (await this.counts()) ?? [])
          for (const state of STATES) jobs.set({ queue, state }, counts[state] ?? 0);
      },
    });
  }

  private counts(): Promise<QueueCounts | undefined> {
    if (!this.snapshot || Date.now() - this.snapshot.takenAt > 1000) {
      const read = Promise.all(
        QUEUE_NAMES.map(async (name) => ({ queue: name, counts: await this.queue(name).getJobCounts(...STATES) })),
      );
      this.snapshot = {
        takenAt: Date.now(),
        counts: withTimeout(read, SCRAPE_TIMEOUT_MS).catch((error: Error) => {
          this.logger.warn(`queue counts unavailable: ${error.message}`);
          return undefined;
        }),
      };
    }
    return this.snapshot.counts;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // One fail-fast connection shared by every queue handle: a scrape never waits on a dead Redis.
      this.connection ??= new Redis(producerRedisOptions(this.config.redisUrl)).on('error', () => undefined);
      queue = new Queue(name, { connection: this.connection, prefix: this.config.redisPrefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    this.connection?.disconnect();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);
}
