import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { ClaimConflicts, type ClaimConflict } from '../application/claim-conflicts';
import { ClaimRequest, type ClaimStatus } from '../domain/claim-request';

export interface ClaimRow {
  claim: ClaimRequest;
  planName: string | null;
  planInterval: string | null;
  linkedSchoolName: string | null;
  /** A pending claim for a school someone else already owns (admins only). */
  conflict: ClaimConflict | null;
  /** A pending claim: the one listing of the claim's school name, which the admin's picker starts on. */
  namedSchool: { id: number; name: string; location: string } | null;
}

/** What the claim page may learn about a returning checkout: nothing personal. */
export type CheckoutPaymentState = 'paid' | 'pending' | 'unknown';

/** The admin Claims tab's list: search across school, names, e-mail and position; newest first. */
@Injectable()
export class ClaimReads {
  constructor(
    private readonly em: EntityManager,
    private readonly conflicts: ClaimConflicts,
    private readonly schools: SchoolLookup,
  ) {}

  /**
   * `paid` once the provider's verified webhook recorded the payment of the
   * claim this checkout belongs to, `pending` before that, `unknown` for a
   * session no live claim names (a rejected claim's checkout included).
   */
  async checkoutState(sessionId: string): Promise<CheckoutPaymentState> {
    const claim = await this.em
      .fork()
      .findOne(
        ClaimRequest,
        { stripeSessionId: sessionId },
        { fields: ['paymentStatus', 'stripeSubscriptionId', 'status'] },
      );
    if (!claim || claim.isRejected()) return 'unknown';
    // The subscription id comes only from the verified checkout webhook; a manual mark does not make a checkout paid.
    return claim.isPaid() && claim.stripeSubscriptionId !== null ? 'paid' : 'pending';
  }

  /** Undecided claims the team can decide now: paid, or needing no payment (the admin header's count). */
  countAwaitingReview(): Promise<number> {
    return this.em.fork().count(ClaimRequest, {
      status: 'pending',
      paymentStatus: { $in: ['completed', 'not_required'] },
    });
  }

  async byId(id: number): Promise<ClaimRow | null> {
    const claim = await this.em.fork().findOne(ClaimRequest, { id });
    return claim ? (await this.rowsFor([claim]))[0] : null;
  }

  async search(input: {
    search?: string;
    status?: ClaimStatus;
    page: number;
    limit: number;
  }): Promise<{ rows: ClaimRow[]; total: number }> {
    const em = this.em.fork();
    const where: FilterQuery<ClaimRequest> = {};
    if (input.status) where.status = input.status;
    const text = input.search?.trim();
    if (text) {
      const like = likeContains(text);
      where.$or = [
        { schoolName: { $ilike: like } },
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { email: { $ilike: like } },
        { position: { $ilike: like } },
      ];
    }
    const [claims, total] = await em.findAndCount(ClaimRequest, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    });
    return { total, rows: await this.rowsFor(claims) };
  }

  private async rowsFor(claims: ClaimRequest[]): Promise<ClaimRow[]> {
    const em = this.em.fork();
    const planIds = [...new Set(claims.map((c) => c.planId).filter((id): id is number => id !== null))];
    const schoolIds = [...new Set(claims.map((c) => c.schoolId).filter((id): id is number => id !== null))];
    // billing's plans and directory's schools through the views they publish (docs/architecture.md, "Dependency rules").
    const plans = planIds.length
      ? await em
          .getConnection('read')
          .execute<{ id: number; name: string; interval: string }[]>(
            'select "id", "name", "interval" from "subscription_plan_summary" where "id" in (?)',
            [planIds],
          )
      : [];
    const schools = schoolIds.length
      ? await em
          .getConnection('read')
          .execute<{ id: number; name: string }[]>('select "id", "name" from "school_summary" where "id" in (?)', [
            schoolIds,
          ])
      : [];
    const planById = new Map(plans.map((p) => [p.id, p]));
    const schoolName = new Map(schools.map((s) => [s.id, s.name]));
    const rows: ClaimRow[] = [];
    for (const claim of claims) {
      const plan = claim.planId !== null ? planById.get(claim.planId) : undefined;
      rows.push({
        claim,
        planName: plan?.name ?? null,
        planInterval: plan?.interval ?? null,
        linkedSchoolName: claim.schoolId !== null ? (schoolName.get(claim.schoolId) ?? null) : null,
        // Only an undecided claim can still conflict (an approved one is a co-owner by the admin's choice).
        conflict: claim.status === 'pending' ? await this.conflicts.forSchoolName(claim.schoolName, claim.email) : null,
        namedSchool: claim.status === 'pending' ? await this.namedSchool(claim.schoolName) : null,
      });
    }
    return rows;
  }

  /** Only an unambiguous name picks a school: two listings of one name leave the choice to the admin. */
  private async namedSchool(schoolName: string): Promise<ClaimRow['namedSchool']> {
    const named = await this.schools.byName(schoolName);
    if (named.length !== 1) return null;
    const [school] = named;
    return {
      id: school.id,
      name: school.name,
      location: [school.address, school.city, school.zipCode].filter(Boolean).join(', '),
    };
  }
}
