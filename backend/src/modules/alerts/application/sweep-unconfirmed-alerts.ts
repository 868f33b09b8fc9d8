import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { UNCONFIRMED_ALERT_DAYS } from '../domain/saved-search-alert';
import { ManageAlerts } from './manage-alerts';
import { AlertRepository } from './ports/alert.repository';

const BATCH = 500;

/** Deletes alerts never confirmed within UNCONFIRMED_ALERT_DAYS (and their confirmation mail). Daily, by the worker. */
@Injectable()
export class SweepUnconfirmedAlerts {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly manage: ManageAlerts,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * 86_400_000);
    let total = 0;
    for (;;) {
      const expired = await this.unitOfWork.transaction(async () => {
        const ids = await this.alerts.unconfirmedBefore(cutoff, BATCH);
        await this.manage.removeAlerts(ids);
        return ids;
      });
      total += expired.length;
      if (expired.length < BATCH) return total;
    }
  }
}
