import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MikroOrmOutboxRepository } from '../infrastructure/mikro-orm-outbox.repository';
import { BULK_MAIL_PRIORITY, MailQueue } from './mail.queue';

const BATCH = 100;

/**
 * Templates only ever queued as bulk (`queueMany(…, { bulk: true })`): re-queued here with the same low
 * priority, so a backlog of digests stranded by a Redis restart still lets every other mail overtake it.
 */
const BULK_TEMPLATES: ReadonlySet<string> = new Set(['alert-digest']);

/**
 * Hands the queue every mail it does not hold (worker process only): rows never
 * queued (Redis was down when they were written) and rows queued long ago but
 * still unsent (our Redis keeps nothing on disk, so a restart empties it).
 * Re-adding a job that still exists is a no-op because job ids come from rows.
 * Bulk mails (digests) go back with their bulk priority.
 */
@Injectable()
export class MailOutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailOutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private failing = false;

  constructor(
    private readonly outbox: MikroOrmOutboxRepository,
    private readonly queue: MailQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.mail.relayIntervalMs);
    this.tick();
  }

  /** One pass over the due rows, in batches; returns how many were queued. */
  async relayOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.outbox.relayDue(this.config.mail.requeueAfterMs, BATCH, async (rows) => {
        const bulk = rows.filter((row) => BULK_TEMPLATES.has(row.template)).map((row) => row.id);
        const other = rows.filter((row) => !BULK_TEMPLATES.has(row.template)).map((row) => row.id);
        if (other.length) await this.queue.enqueue(other);
        if (bulk.length) await this.queue.enqueue(bulk, BULK_MAIL_PRIORITY);
      });
      total += count;
      if (count < BATCH) return total;
    }
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.relayOnce()
      .then((count) => {
        if (count) this.logger.log(`Queued ${count} mail(s) from the outbox`);
        if (this.failing) this.logger.log('Relay recovered');
        this.failing = false;
      })
      .catch((error: Error) => {
        if (!this.failing) this.logger.warn(`Relay paused: ${error.message}`);
        this.failing = true;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
