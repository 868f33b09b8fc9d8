import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { SchoolListing } from '../application/ports/school-listing';
import { PREMIUM_STATES } from '../domain/school-subscription';

/**
 * Writes `school.is_premium` / `school.subscription_status` straight from the
 * subscriptions table in one statement (the directory module owns the school
 * table but has no reason to know about billing; these two columns are
 * billing's to keep).
 */
@Injectable()
export class SqlSchoolListing extends SchoolListing {
  async syncPremium(em: EntityManager, schoolId: number): Promise<void> {
    const premium = PREMIUM_STATES.map((s) => `'${s}'`).join(', ');
    await em.getConnection().execute(
      `update "school" set
         "is_premium" = coalesce(current.premium, false),
         "subscription_status" = coalesce(current.status, 'free')
       from (
         select bool_or("status" in (${premium})) as premium,
                (array_agg("status" order by ("status" in (${premium})) desc, "updated_at" desc))[1] as status
         from "school_subscription"
         where "school_id" = ? and "status" not in ('incomplete', 'incomplete_expired')
       ) as current
       where "school"."id" = ?`,
      [schoolId, schoolId],
      'run',
      em.getTransactionContext(),
    );
  }

  async nameOf(em: EntityManager, schoolId: number): Promise<string | null> {
    const rows: { name: string }[] = await em
      .getConnection()
      .execute(`select "name" from "school" where "id" = ?`, [schoolId], 'all', em.getTransactionContext());
    return rows[0]?.name ?? null;
  }
}
