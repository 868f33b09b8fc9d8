import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { ALERT_KEPT_DAYS, UNCONFIRMED_ALERT_DAYS } from '../domain/saved-search-alert';
import { ManageAlerts } from './manage-alerts';
import { AlertRepository } from './ports/alert.repository';

const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * The alerts' retention, daily by the worker: deletes alerts never confirmed
 * within UNCONFIRMED_ALERT_DAYS, and confirmed alerts not kept for
 * ALERT_KEPT_DAYS since confirming or the family's last 'Keep this alert' (their
 * last month's digests said so). Their stored mails go with them.
 */
@Injectable()
export class SweepExpiredAlerts {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly manage: ManageAlerts,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Returns how many alerts were deleted. */
  async execute(now = new Date()): Promise<number> {
    const unconfirmedCutoff = new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS);
    const lapsedCutoff = new Date(now.getTime() - ALERT_KEPT_DAYS * DAY_MS);
    return (
      (await this.sweep((limit) => this.alerts.unconfirmedBefore(unconfirmedCutoff, limit))) +
      (await this.sweep((limit) => this.alerts.lapsedBefore(lapsedCutoff, limit)))
    );
  }

  private async sweep(expired: (limit: number) => Promise<string[]>): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.unitOfWork.transaction(async () => {
        const batch = await expired(BATCH);
        await this.manage.removeAlerts(batch);
        return batch;
      });
      total += ids.length;
      if (ids.length < BATCH) return total;
    }
  }
}
