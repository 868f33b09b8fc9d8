import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SavedSchoolSearch, type SchoolFilterRequest } from '../../directory';
import { SavedSearchAlert, type AlertFrequency } from '../domain/saved-search-alert';
import { AlertMails } from './alert-mails';
import { storedFilters } from './manage-alerts';
import { AlertRepository } from './ports/alert.repository';

/**
 * 'Email me new matches': stores the search unconfirmed and queues the
 * confirmation mail in the same transaction (double opt-in; nothing else is
 * sent until the address confirms on the page the mail links to).
 */
@Injectable()
export class SaveAlert {
  constructor(
    private readonly alerts: AlertRepository,
    private readonly search: SavedSchoolSearch,
    private readonly mails: AlertMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { email: string; frequency: AlertFrequency; filters: SchoolFilterRequest }): Promise<void> {
    // A search the directory refuses (a place outside the valley) is refused here with the same message.
    await this.search.check(input.filters);
    const alert = SavedSearchAlert.create({
      email: input.email,
      frequency: input.frequency,
      filters: storedFilters(input.filters),
    });
    await this.unitOfWork.transaction(async () => {
      await this.alerts.add(alert);
      await this.mails.confirmation(alert);
    });
  }
}
