import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { SavedSchoolSearch } from '../../catalogue';
import { MailOutbox, type QueuedMail } from '../../mail';
import { signAlertToken, type AlertTokenKind } from '../domain/alert-token';
import type { SavedSearchAlert } from '../domain/saved-search-alert';

export interface DigestItems {
  newSchools: string[];
  changedSchools: string[];
  openHouses: string[];
}

const LAPSE_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The alert mails, queued through the mail outbox in the caller's transaction.
 * Every one carries the one-click unsubscribe link (the List-Unsubscribe
 * header, RFC 8058) and the address's manage link.
 */
@Injectable()
export class AlertMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  token(kind: AlertTokenKind, subject: string): string {
    return signAlertToken(kind, subject, this.config.alerts.tokenSecret);
  }

  /** The API route the mail provider POSTs to (and the link in the mail's footer). */
  unsubscribeUrl(alert: SavedSearchAlert): string {
    return `${this.config.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(this.token('unsubscribe', alert.id))}`;
  }

  manageUrl(email: string): string {
    return `${this.config.publicUrl}/alerts/manage?token=${encodeURIComponent(this.token('manage', email))}`;
  }

  searchUrl(alert: SavedSearchAlert): string {
    const query = SavedSchoolSearch.searchParams(alert.filters).toString();
    return `${this.config.publicUrl}/schools${query ? `?${query}` : ''}`;
  }

  async confirmation(alert: SavedSearchAlert): Promise<void> {
    await this.outbox.queue({
      template: 'alert-confirmation',
      to: alert.email,
      key: `alert-confirmation:${alert.id}`,
      data: {
        confirmUrl: `${this.config.publicUrl}/alerts/confirm?token=${encodeURIComponent(this.token('confirm', alert.id))}`,
        searchSummary: SavedSchoolSearch.describe(alert.filters),
        frequency: alert.frequency,
        unsubscribeUrl: this.unsubscribeUrl(alert),
        manageUrl: this.manageUrl(alert.email),
      },
    });
  }

  /**
   * The manage link, asked for by saving the same search again ('Change it'): one mail an hour at most
   * (a repeated press in the same hour adds nothing).
   */
  async changeLink(alert: SavedSearchAlert, now = new Date()): Promise<void> {
    await this.outbox.queue({
      template: 'alert-change-link',
      to: alert.email,
      key: `${AlertMails.changeLinkKeyPrefix(alert.id)}${Math.floor(now.getTime() / 3_600_000)}`,
      data: {
        searchSummary: SavedSchoolSearch.describe(alert.filters),
        frequency: alert.frequency,
        unsubscribeUrl: this.unsubscribeUrl(alert),
        manageUrl: this.manageUrl(alert.email),
      },
    });
  }

  /**
   * Queues the digests in one go (one outbox statement, one hand-over to the mail queue), as bulk mail:
   * sent after any other mail, at the mail queue's steady pace (MAIL_MAX_PER_SECOND).
   */
  async digests(
    digests: { alert: SavedSearchAlert; periodKey: string; items: DigestItems }[],
    now: Date,
  ): Promise<void> {
    await this.outbox.queueMany(
      digests.map(({ alert, periodKey, items }) => this.digestMail(alert, periodKey, items, now)),
      { bulk: true },
    );
  }

  private digestMail(alert: SavedSearchAlert, periodKey: string, items: DigestItems, now: Date): QueuedMail {
    const lapsesAt = alert.lapsesAt();
    return {
      template: 'alert-digest',
      to: alert.email,
      key: AlertMails.digestKey(alert.id, periodKey),
      data: {
        searchSummary: SavedSchoolSearch.describe(alert.filters),
        searchUrl: this.searchUrl(alert),
        ...items,
        ...(lapsesAt && alert.lapsesSoon(now) ? { lapsesOn: LAPSE_DATE.format(lapsesAt) } : {}),
        unsubscribeUrl: this.unsubscribeUrl(alert),
        manageUrl: this.manageUrl(alert.email),
      },
    };
  }

  static digestKey(alertId: string, periodKey: string): string {
    return `alert-digest:${alertId}:${periodKey}`;
  }

  static confirmationKey(alertId: string): string {
    return `alert-confirmation:${alertId}`;
  }

  static changeLinkKeyPrefix(alertId: string): string {
    return `alert-change-link:${alertId}:`;
  }
}
