import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { SchoolOwnerContacts } from '../../identity';
import { MailOutbox } from '../../mail';
import { formatDay } from '../domain/format-day';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SubscriptionPlanRepository } from './ports/subscription-plan.repository';

/** A yearly renewal is announced this long before it is charged (issue 43). */
export const RENEWAL_NOTICE_DAYS = 7;

/**
 * 'Renewal coming' to the owner of each yearly subscription whose period ends within RENEWAL_NOTICE_DAYS
 * (monthly ones renew too often to announce). The outbox key names the subscription and the renewal day,
 * so the worker's repeated runs send each notice once. Answers how many were queued (or found queued).
 */
@Injectable()
export class SendRenewalReminders {
  constructor(
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly plans: SubscriptionPlanRepository,
    private readonly schools: SchoolLookup,
    private readonly owners: SchoolOwnerContacts,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const until = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000);
    return this.unitOfWork.transaction(async () => {
      let queued = 0;
      for (const subscription of await this.subscriptions.findRenewingBetween(now, until)) {
        const plan = subscription.planId !== null ? await this.plans.findById(subscription.planId) : null;
        if (plan?.interval !== 'yearly' || subscription.schoolId === null) continue;
        const [owner] = await this.owners.activeOwnersOf(subscription.schoolId);
        if (!owner) continue;
        const renewsAt = subscription.currentPeriodEnd!;
        await this.mail.queue({
          template: 'renewal-coming',
          to: owner.email,
          data: {
            ...(owner.firstName ? { firstName: owner.firstName } : {}),
            schoolName: (await this.schools.nameOf(subscription.schoolId)) ?? 'your school',
            planName: plan.name,
            amountCents: plan.price,
            renewsOn: formatDay(renewsAt),
            billingUrl: `${this.config.publicUrl}/portal?tab=billing`,
          },
          key: `renewal-coming:${subscription.stripeSubscriptionId ?? subscription.id}:${renewsAt.toISOString()}`,
        });
        queued += 1;
      }
      return queued;
    });
  }
}
