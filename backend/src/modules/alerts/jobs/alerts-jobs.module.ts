import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { CatalogueCoreModule } from '../../catalogue';
import { MailModule } from '../../mail';
import { OpenHouseReadsModule } from '../../open-houses';
import { AlertLinks } from '../application/alert-links';
import { AlertMails } from '../application/alert-mails';
import { ManageAlerts } from '../application/manage-alerts';
import { AlertRepository } from '../application/ports/alert.repository';
import { RunAlertDigests } from '../application/run-alert-digests';
import { SweepExpiredAlerts } from '../application/sweep-expired-alerts';
import { MikroOrmAlertRepository } from '../infrastructure/mikro-orm-alert.repository';
import { ALERTS_QUEUE, AlertsProcessor, alertsWorkerSettings } from './alerts.processor';

/** The worker's alert jobs (digests, unconfirmed sweep). Imported by worker.module.ts only. */
@Module({
  imports: [MailModule, CatalogueCoreModule, OpenHouseReadsModule, QueueModule.registerQueues(ALERTS_QUEUE)],
  providers: [
    { provide: AlertRepository, useClass: MikroOrmAlertRepository },
    AlertLinks,
    AlertMails,
    ManageAlerts,
    RunAlertDigests,
    SweepExpiredAlerts,
    processorProvider(AlertsProcessor, ALERTS_QUEUE, alertsWorkerSettings),
  ],
  exports: [RunAlertDigests, SweepExpiredAlerts],
})
export class AlertsJobsModule {}
