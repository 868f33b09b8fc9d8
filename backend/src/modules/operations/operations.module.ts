import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { QUEUE_DASHBOARD_RULE, QueueDashboardModule } from './http/queue-dashboard.module';

/**
 * Tools for the people who run the product (web app only): Bull Board at
 * /admin/queues for admins. Declares what the dashboard page needs from the
 * HTTP pipeline (its own path, CSRF by origin, its base URI).
 */
@Module({ imports: [QueueDashboardModule] })
export class OperationsModule {
  constructor(rules: HttpRules) {
    rules.route(QUEUE_DASHBOARD_RULE);
  }
}
