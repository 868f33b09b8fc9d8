import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SavedSchoolSearch, type SavedSearchFilters } from '../../catalogue';
import { OutboxErasure } from '../../mail';
import { AlertNotConfirmedError, AlertNotFoundError } from '../domain/alerts.errors';
import type { AlertFrequency, SavedSearchAlert } from '../domain/saved-search-alert';
import { AlertLinks } from './alert-links';
import { AlertMails } from './alert-mails';
import { AlertRepository } from './ports/alert.repository';

/**
 * What the mailed links do: confirm one alert (a POST from the page, never the
 * link's GET), one-click unsubscribe (RFC 8058), and the address's manage page
 * (list, change frequency or filters, keep for another 12 months, delete one,
 * delete all). Deleting erases the
 * alert's stored mails too: removing an address leaves nothing of it.
 */
@Injectable()
export class ManageAlerts {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly links: AlertLinks,
    private readonly search: SavedSchoolSearch,
    private readonly erasure: OutboxErasure,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async confirm(token: string): Promise<SavedSearchAlert> {
    const alert = await this.alerts.findById(this.links.subject(token, 'confirm'));
    if (!alert) throw new AlertNotFoundError();
    if (!alert.confirmedAt) {
      alert.confirm();
      await this.alerts.save(alert);
    }
    return alert;
  }

  /** One-click: the alert is gone at once. Repeating it (or a deleted alert) is not an error. */
  async unsubscribe(token: string): Promise<void> {
    const alert = await this.alerts.findById(this.links.subject(token, 'unsubscribe'));
    if (alert) await this.removeAlerts([alert.id]);
  }

  /** The address a manage token names, and its alerts. */
  async list(token: string): Promise<{ email: string; alerts: SavedSearchAlert[] }> {
    const email = this.links.subject(token, 'manage');
    return { email, alerts: await this.alerts.byEmail(email) };
  }

  /**
   * How often, and/or the search itself: new filters are checked as the
   * directory checks them (a centre outside the valley: 400 with its message).
   * What the next digest counts as new stays 'since the last digest'.
   */
  async change(
    token: string,
    alertId: string,
    change: { frequency?: AlertFrequency; filters?: SavedSearchFilters },
  ): Promise<SavedSearchAlert> {
    const alert = await this.ownAlert(token, alertId);
    if (change.filters) {
      await this.search.check(change.filters);
      alert.filters = storedFilters(change.filters);
    }
    if (change.frequency) alert.frequency = change.frequency;
    await this.alerts.save(alert);
    return alert;
  }

  /** 'Keep this alert': it lapses 12 months from now instead. */
  async keep(token: string, alertId: string): Promise<SavedSearchAlert> {
    const alert = await this.ownAlert(token, alertId);
    if (!alert.confirmedAt) throw new AlertNotConfirmedError();
    alert.keep();
    await this.alerts.save(alert);
    return alert;
  }

  async deleteOne(token: string, alertId: string): Promise<void> {
    await this.removeAlerts([(await this.ownAlert(token, alertId)).id]);
  }

  async deleteAll(token: string): Promise<number> {
    const { alerts } = await this.list(token);
    await this.removeAlerts(alerts.map((alert) => alert.id));
    return alerts.length;
  }

  private async ownAlert(token: string, alertId: string): Promise<SavedSearchAlert> {
    const email = this.links.subject(token, 'manage');
    const alert = await this.alerts.findById(alertId);
    // Another address's alert is as unknown as a missing one.
    if (!alert || alert.email !== email) throw new AlertNotFoundError();
    return alert;
  }

  /** Deletes alerts with their stored mails (also the sweep of unconfirmed ones). */
  async removeAlerts(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.unitOfWork.transaction(async () => {
      const periods = await this.alerts.periodKeys(ids);
      await this.erasure.forget([
        ...ids.map((id) => AlertMails.confirmationKey(id)),
        ...periods.map(({ alertId, periodKey }) => AlertMails.digestKey(alertId, periodKey)),
      ]);
      await this.erasure.forgetStartingWith(ids.map((id) => AlertMails.changeLinkKeyPrefix(id)));
      await this.alerts.delete(ids);
    });
  }
}

/** The given filters only, without the order (a digest has its own) or empty values. */
export function storedFilters(filters: SavedSearchFilters): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'sort' || value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && !value.length) continue;
    stored[key] = value;
  }
  return stored;
}
