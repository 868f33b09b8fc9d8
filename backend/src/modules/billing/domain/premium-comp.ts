import { CompEndNotLaterError, CompEndsInPastError, CompNotActiveError } from './billing.errors';

/**
 * Premium granted by the operator without payment (issue 43, docs/decisions/billing-console.md): a reason,
 * an end date, extendable, revocable. The listing is premium while an active comp or a premium subscription
 * says so (`listingPremium`). A comp is never deleted: ended and revoked ones stay as the record of what
 * was given, and the audit log names who gave it.
 */
export class PremiumComp {
  id!: number;
  schoolId!: number;
  reason!: string;
  /** The first instant it no longer applies (the end of its last day, Las Vegas time, see the controller). */
  endsAt!: Date;
  grantedBy: string | null = null;
  revokedAt: Date | null = null;
  revokedBy: string | null = null;
  revokeReason: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  static grant(input: { schoolId: number; reason: string; endsAt: Date; grantedBy: string }, now: Date): PremiumComp {
    if (input.endsAt.getTime() <= now.getTime()) throw new CompEndsInPastError();
    return Object.assign(new PremiumComp(), { ...input, createdAt: now, updatedAt: now });
  }

  isActiveAt(now: Date): boolean {
    return this.revokedAt === null && this.endsAt.getTime() > now.getTime();
  }

  extend(endsAt: Date, now: Date): void {
    if (!this.isActiveAt(now)) throw new CompNotActiveError();
    if (endsAt.getTime() <= this.endsAt.getTime()) throw new CompEndNotLaterError();
    this.endsAt = endsAt;
    this.updatedAt = now;
  }

  revoke(by: string, reason: string, now: Date): void {
    if (!this.isActiveAt(now)) throw new CompNotActiveError();
    this.revokedAt = now;
    this.revokedBy = by;
    this.revokeReason = reason;
    this.updatedAt = now;
  }
}
