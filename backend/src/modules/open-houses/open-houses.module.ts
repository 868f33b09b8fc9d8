import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { DirectoryModule } from '../directory';
import { IdentityModule } from '../identity';
import { LeadsModule } from '../leads';
import { MailModule } from '../mail';
import { CancelRsvp } from './application/cancel-rsvp';
import { CheckInRsvp } from './application/check-in-rsvp';
import { ManageOpenHouse } from './application/manage-open-house';
import { OpenHouseAccess } from './application/open-house-access';
import { OpenHouseMails } from './application/open-house-mails';
import { OpenHouseRepository } from './application/ports/open-house.repository';
import { PromoteWaitlist } from './application/promote-waitlist';
import { RsvpToOpenHouse } from './application/rsvp-to-open-house';
import { OpenHousesController } from './http/open-houses.controller';
import { OwnerOpenHousesController } from './http/owner-open-houses.controller';
import { MikroOrmOpenHouseRepository } from './infrastructure/mikro-orm-open-house.repository';
import { OpenHouseReads } from './application/ports/open-house-reads';
import { SqlOpenHouseReads } from './infrastructure/open-house-reads';

/** The public reads of open houses, without any screen: the web app's pages and the worker's alert digests. */
@Module({ providers: [{ provide: OpenHouseReads, useClass: SqlOpenHouseReads }], exports: [OpenHouseReads] })
export class OpenHouseReadsModule {}

/**
 * Open houses, RSVPs and the waitlist (issue 20): the web app's side. The
 * worker's reminder and retention jobs are OpenHousesJobsModule. The SEO
 * module reads upcoming open houses through OpenHouseReads (exported).
 */
@Module({
  imports: [DirectoryModule, IdentityModule, MailModule, LeadsModule, OpenHouseReadsModule],
  controllers: [OpenHousesController, OwnerOpenHousesController],
  providers: [
    { provide: OpenHouseRepository, useClass: MikroOrmOpenHouseRepository },
    OpenHouseAccess,
    OpenHouseMails,
    PromoteWaitlist,
    ManageOpenHouse,
    RsvpToOpenHouse,
    CancelRsvp,
    CheckInRsvp,
  ],
  exports: [OpenHouseReadsModule],
})
export class OpenHousesModule {
  constructor(rules: HttpRules) {
    // The home, school and open-house pages the server renders list open houses and their seats
    // left: a write here clears the rendered-page cache (the open-house API answers are not cached).
    rules.publicPagesReadFrom('open_house', 'open_house_rsvp');
  }
}
