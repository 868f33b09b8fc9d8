import { Module } from '@nestjs/common';
import { HttpRules, apiPath } from '../../shared/http';
import { CatalogueCoreModule } from '../catalogue';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { AlertLinks } from './application/alert-links';
import { AlertMails } from './application/alert-mails';
import { ManageAlerts } from './application/manage-alerts';
import { AlertRepository } from './application/ports/alert.repository';
import { SaveAlert } from './application/save-alert';
import { AlertsController } from './http/alerts.controller';
import { MikroOrmAlertRepository } from './infrastructure/mikro-orm-alert.repository';

/**
 * Saved searches with e-mail alerts (issue 23): the web app's side. The
 * worker's digest and sweep jobs are AlertsJobsModule.
 */
@Module({
  imports: [CatalogueCoreModule, MailModule, IdentityModule],
  controllers: [AlertsController],
  providers: [
    { provide: AlertRepository, useClass: MikroOrmAlertRepository },
    AlertLinks,
    AlertMails,
    SaveAlert,
    ManageAlerts,
  ],
})
export class AlertsModule {
  constructor(rules: HttpRules) {
    // Mail providers POST the one-click unsubscribe from their own servers (RFC 8058): no session, no CSRF token.
    rules.route({ path: apiPath('alerts/unsubscribe'), sessionless: true });
  }
}
