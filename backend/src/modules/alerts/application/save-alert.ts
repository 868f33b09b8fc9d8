import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SavedSchoolSearch, type SavedSearchFilters } from '../../catalogue';
import { SavedSearchAlert, type AlertFrequency } from '../domain/saved-search-alert';
import { AlertMails } from './alert-mails';
import { storedFilters } from './manage-alerts';
import { AlertRepository } from './ports/alert.repository';

export interface SaveAlertOutcome {
  /** A new alert: its confirmation mail is on its way. */
  saved: boolean;
  /** The address already had an alert for this search (nothing new stored, no confirmation sent): how often it mails. */
  existingFrequency: AlertFrequency | null;
  /** The address was mailed the link to change that alert (`changeExisting`). */
  changeLinkSent: boolean;
}

/**
 * 'Email me new matches': stores the search unconfirmed and queues the
 * confirmation mail in the same transaction (double opt-in; nothing else is
 * sent until the address confirms on the page the mail links to).
 *
 * The same search saved again for the same address stores nothing and mails
 * nothing (it made two alerts, and two of every digest): the dialog offers to
 * change the one there is. Changing it needs the mailbox, as every change does:
 * on request the address is mailed its manage link.
 */
@Injectable()
export class SaveAlert {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly search: SavedSchoolSearch,
    private readonly mails: AlertMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: {
    email: string;
    frequency: AlertFrequency;
    filters: SavedSearchFilters;
    changeExisting?: boolean;
  }): Promise<SaveAlertOutcome> {
    // A search the directory refuses (a place outside the valley) is refused here with the same message.
    await this.search.check(input.filters);
    const alert = SavedSearchAlert.create({
      email: input.email,
      frequency: input.frequency,
      filters: storedFilters(input.filters),
    });
    const existing = (await this.alerts.byEmail(alert.email)).find((other) => other.isSearch(alert.filters));
    if (existing) {
      if (input.changeExisting) await this.unitOfWork.transaction(() => this.mails.changeLink(existing));
      return { saved: false, existingFrequency: existing.frequency, changeLinkSent: !!input.changeExisting };
    }
    await this.unitOfWork.transaction(async () => {
      await this.alerts.add(alert);
      await this.mails.confirmation(alert);
    });
    return { saved: true, existingFrequency: null, changeLinkSent: false };
  }
}
