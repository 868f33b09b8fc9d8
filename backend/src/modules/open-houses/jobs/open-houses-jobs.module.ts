import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { DirectoryCoreModule } from '../../directory';
import { MailModule } from '../../mail';
import { EraseExpiredRsvps } from '../application/erase-expired-rsvps';
import { OpenHouseMails } from '../application/open-house-mails';
import { OpenHouseRepository } from '../application/ports/open-house.repository';
import { SendDueReminders } from '../application/send-due-reminders';
import { MikroOrmOpenHouseRepository } from '../infrastructure/mikro-orm-open-house.repository';
import { OPEN_HOUSES_QUEUE, OpenHousesProcessor, openHousesWorkerSettings } from './open-houses.processor';

/** The worker's open-house jobs (reminders, retention). Imported by worker.module.ts only. */
@Module({
  imports: [MailModule, DirectoryCoreModule, QueueModule.registerQueues(OPEN_HOUSES_QUEUE)],
  providers: [
    { provide: OpenHouseRepository, useClass: MikroOrmOpenHouseRepository },
    OpenHouseMails,
    SendDueReminders,
    EraseExpiredRsvps,
    processorProvider(OpenHousesProcessor, OPEN_HOUSES_QUEUE, openHousesWorkerSettings),
  ],
  exports: [SendDueReminders, EraseExpiredRsvps],
})
export class OpenHousesJobsModule {}
