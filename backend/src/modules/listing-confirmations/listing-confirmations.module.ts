import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { DirectoryCoreModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ConfirmListing } from './application/confirm-listing';
import { ListIgnoredReminders } from './application/list-ignored-reminders';
import { ListingConfirmations } from './application/listing-confirmations';
import { ListingLinks } from './application/listing-links';
import { Clock } from './application/ports/clock';
import { ListingConfirmationRepository } from './application/ports/listing-confirmation.repository';
import { ListingOwners } from './application/ports/listing-owners';
import { SendListingReminders } from './application/send-listing-reminders';
import { AdminListingConfirmationsController } from './http/admin-listing-confirmations.controller';
import { ListingConfirmationsController } from './http/listing-confirmations.controller';
import { SchoolListingConfirmationController } from './http/school-listing-confirmation.controller';
import { MikroOrmListingConfirmationRepository } from './infrastructure/mikro-orm-listing-confirmation.repository';
import { SqlListingOwners } from './infrastructure/sql-listing-owners';
import { SystemClock } from './infrastructure/system-clock';

/**
 * What the web app and the worker share (no controllers): the tables, the clock, the reminder run and the read
 * port `ListingConfirmations` other modules use (issue 44, docs/decisions/listing-confirmations.md).
 */
@Module({
  imports: [DirectoryCoreModule, MailModule],
  providers: [
    { provide: ListingConfirmationRepository, useClass: MikroOrmListingConfirmationRepository },
    { provide: ListingOwners, useClass: SqlListingOwners },
    { provide: Clock, useClass: SystemClock },
    ListingLinks,
    ListingConfirmations,
    SendListingReminders,
    ListIgnoredReminders,
  ],
  exports: [
    DirectoryCoreModule,
    ListingConfirmationRepository,
    Clock,
    ListingLinks,
    ListingConfirmations,
    SendListingReminders,
    ListIgnoredReminders,
  ],
})
export class ListingConfirmationsCoreModule {}

/** The web app's side: the reminder's confirm page, the dashboard card, the operator's list. */
@Module({
  imports: [ListingConfirmationsCoreModule, IdentityModule],
  controllers: [
    ListingConfirmationsController,
    SchoolListingConfirmationController,
    AdminListingConfirmationsController,
  ],
  providers: [ConfirmListing],
  exports: [ListingConfirmationsCoreModule],
})
export class ListingConfirmationsModule {
  constructor(rules: HttpRules) {
    // The school page's answer dates the school's facts by the last confirmation: a confirmation clears the
    // cached answers (change trigger: Migration20270212120000_listing_confirmation_notify).
    rules.publicAnswersReadFrom('listing_confirmation');
  }
}
