import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MikroOrmOutboxRepository } from '../infrastructure/mikro-orm-outbox.repository';
import { MailQueue } from './mail.queue';

const BATCH = 100;

/**
 * Hands the queue every mail it does not hold (worker process only): rows never
 * queued (Redis was down when they were written) and rows queued long ago but
 * still unsent (our Redis keeps nothing on disk, so a restart empties it).
 * Re-adding a job that still exists is a no-op because job ids come from rows.
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
      const count = await this.outbox.relayDue(this.config.mail.requeueAfterMs, BATCH, (ids) =>
        this.queue.enqueue(ids),
      );
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
