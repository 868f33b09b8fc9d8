import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchoolLookup } from '../../directory';
import { SchoolOwnerContacts } from '../../identity';
import {
  billingSummary,
  consoleStatus,
  lasVegasDayBefore,
  lasVegasMonthStart,
  type BillingSummary,
  type ConsoleStatus,
} from '../domain/billing-console';
import { PremiumComp } from '../domain/premium-comp';
import { SchoolSubscription } from '../domain/school-subscription';
import { SubscriptionPlan, type PlanInterval } from '../domain/subscription-plan';

/** One subscription as the operator's Billing tab lists it. */
export interface ConsoleSubscriptionRow {
  id: number;
  schoolId: number | null;
  schoolName: string | null;
  ownerEmail: string | null;
  planName: string | null;
  interval: PlanInterval | null;
  /** Cents per interval. */
  price: number | null;
  status: ConsoleStatus;
  /** The provider's own word (active, past_due, unpaid, canceled…). */
  providerStatus: string;
  providerSubscriptionId: string | null;
  startedAt: Date;
  /** When the provider charges next: only for a running subscription that is not ending. */
  nextChargeAt: Date | null;
  lastPaymentAt: Date | null;
  lastPaymentCents: number | null;
}

export interface ConsoleComp {
  id: number;
  schoolId: number;
  schoolName: string | null;
  reason: string;
  /** The comp's last day (Las Vegas), `YYYY-MM-DD`. */
  endsOn: string;
  active: boolean;
  revokedAt: Date | null;
  revokeReason: string | null;
  createdAt: Date;
}

/** The console's reads are bounded: the valley has hundreds of schools, not tens of thousands of payers. */
const MAX_ROWS = 2000;

/** The operator's billing console (issue 43, docs/decisions/billing-console.md): billing's own tables. */
@Injectable()
export class BillingConsoleReads {
  constructor(
    private readonly em: EntityManager,
    private readonly schools: SchoolLookup,
    private readonly owners: SchoolOwnerContacts,
  ) {}

  async subscriptions(filter: { status?: ConsoleStatus; planId?: number } = {}): Promise<ConsoleSubscriptionRow[]> {
    const em = this.em.fork();
    const rows = await em.find(SchoolSubscription, filter.planId !== undefined ? { planId: filter.planId } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: MAX_ROWS,
    });
    const plans = await this.plansById(em);
    const counted = rows
      .map((row) => ({ row, status: consoleStatus(row) }))
      .filter((r): r is { row: SchoolSubscription; status: ConsoleStatus } => r.status !== null)
      .filter((r) => !filter.status || r.status === filter.status);
    const schoolIds = [...new Set(counted.map((r) => r.row.schoolId).filter((id): id is number => id !== null))];
    const names = new Map((await this.schools.byIds(schoolIds)).map((school) => [school.id, school.name]));
    const ownerEmails = new Map<number, string | null>();
    for (const schoolId of schoolIds) {
      ownerEmails.set(schoolId, (await this.owners.activeOwnersOf(schoolId))[0]?.email ?? null);
    }
    return counted.map(({ row, status }) => {
      const plan = row.planId !== null ? plans.get(row.planId) : undefined;
      return {
        id: row.id,
        schoolId: row.schoolId,
        schoolName: row.schoolId !== null ? (names.get(row.schoolId) ?? null) : null,
        ownerEmail: row.schoolId !== null ? (ownerEmails.get(row.schoolId) ?? null) : null,
        planName: plan?.name ?? null,
        interval: plan?.interval ?? null,
        price: plan?.price ?? null,
        status,
        providerStatus: row.status,
        providerSubscriptionId: row.stripeSubscriptionId,
        startedAt: row.createdAt,
        nextChargeAt: status === 'active' || status === 'past_due' ? row.currentPeriodEnd : null,
        lastPaymentAt: row.lastPaymentAt,
        lastPaymentCents: row.lastPaymentCents,
      };
    });
  }

  async summary(now = new Date()): Promise<BillingSummary> {
    const em = this.em.fork();
    const rows = await em.find(SchoolSubscription, {}, { limit: MAX_ROWS * 5 });
    const plans = await this.plansById(em);
    return billingSummary(
      rows.map((row) => {
        const plan = row.planId !== null ? plans.get(row.planId) : undefined;
        return { ...row, plan: plan ? { price: plan.price, interval: plan.interval } : null };
      }),
      now,
      lasVegasMonthStart(now),
    );
  }

  async comps(now = new Date()): Promise<ConsoleComp[]> {
    const comps = await this.em
      .fork()
      .find(PremiumComp, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
    const names = new Map(
      (await this.schools.byIds([...new Set(comps.map((c) => c.schoolId))])).map((school) => [school.id, school.name]),
    );
    return comps.map((comp) => ({
      id: comp.id,
      schoolId: comp.schoolId,
      schoolName: names.get(comp.schoolId) ?? null,
      reason: comp.reason,
      endsOn: lasVegasDayBefore(comp.endsAt),
      active: comp.isActiveAt(now),
      revokedAt: comp.revokedAt,
      revokeReason: comp.revokeReason,
      createdAt: comp.createdAt,
    }));
  }

  private async plansById(em: EntityManager): Promise<Map<number, SubscriptionPlan>> {
    return new Map((await em.find(SubscriptionPlan, {})).map((plan) => [plan.id, plan]));
  }
}
