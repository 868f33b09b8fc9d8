import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PremiumComps } from '../application/premium-comps';

/** A comp ends at Las Vegas midnight; the listing loses premium within this much of it. */
const EXPIRY_INTERVAL_MS = 10 * 60_000;

/**
 * Worker-side: schools whose comp ran out have their premium re-read (docs/decisions/billing-console.md).
 * Re-reading is idempotent, so two workers or a late run do no harm; like PaymentEventsRelay it needs no queue.
 */
@Injectable()
export class PremiumCompsExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PremiumCompsExpiry');
  private timer?: NodeJS.Timeout;

  constructor(private readonly comps: PremiumComps) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), EXPIRY_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async runOnce(now = new Date()): Promise<number> {
    try {
      return await this.comps.endExpired(now);
    } catch (error) {
      this.logger.warn(`Could not re-read ended comps (${(error as Error).message}); next try soon`);
      return 0;
    }
  }
}
