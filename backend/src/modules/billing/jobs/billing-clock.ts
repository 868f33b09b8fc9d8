import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PremiumComps } from '../application/premium-comps';
import { SendRenewalReminders } from '../application/send-renewal-reminders';

/** Comps end at Las Vegas midnight and renewals are announced days ahead: every 10 minutes is near enough. */
const BILLING_CLOCK_INTERVAL_MS = 10 * 60_000;

/**
 * Worker-side, what billing does by the clock rather than on a provider's event (docs/decisions/billing-console.md,
 * docs/decisions/billing-lifecycle-mails.md): schools whose comp ran out have their premium re-read, and owners of
 * yearly subscriptions renewing within a week are told. Both are idempotent (a re-read; mails keyed by renewal),
 * so two workers or a late run do no harm; like PaymentEventsRelay it needs no queue.
 */
@Injectable()
export class BillingClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BillingClock');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly comps: PremiumComps,
    private readonly renewals: SendRenewalReminders,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), BILLING_CLOCK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async tick(now = new Date()): Promise<{ compsEnded: number; renewalNotices: number }> {
    return {
      compsEnded: await this.attempt(() => this.comps.endExpired(now)),
      renewalNotices: await this.attempt(() => this.renewals.execute(now)),
    };
  }

  private async attempt(run: () => Promise<number>): Promise<number> {
    try {
      return await run();
    } catch (error) {
      this.logger.warn(`Billing clock step failed (${(error as Error).message}); next try soon`);
      return 0;
    }
  }
}
