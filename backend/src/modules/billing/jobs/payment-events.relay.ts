import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PaymentEventQueue } from '../application/ports/payment-event-queue';
import { PaymentEventStore } from '../application/ports/payment-event-store';

const RELAY_INTERVAL_MS = 15_000;
/** A queued event still unapplied after this long is queued again (its job id makes that harmless). */
const REQUEUE_AFTER_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Worker-side safety net: every stored event not yet applied whose hand-over
 * to the queue failed (Redis down during the webhook) or went stale is queued
 * again. Runs only in the worker process.
 */
@Injectable()
export class PaymentEventsRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentEventsRelay');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly store: PaymentEventStore,
    private readonly queue: PaymentEventQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.relayOnce().catch(() => undefined), RELAY_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues one batch of stranded events; returns how many were handed over. */
  async relayOnce(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const ids = await this.store.findStranded(new Date(now.getTime() - REQUEUE_AFTER_MS), BATCH);
      if (!ids.length) return 0;
      await this.queue.enqueue(ids);
      await this.store.markQueued(ids);
      this.logger.log(`Queued ${ids.length} stored payment event(s)`);
      return ids.length;
    } catch (error) {
      this.logger.warn(`Relay could not queue payment events (${(error as Error).message}); next try soon`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}
