import type { ClaimRequest } from '../../domain/claim-request';

/** The claim requests table. Joins the caller's transaction when one is open. */
export abstract class ClaimRepository {
  /** The claim, locked until the caller's transaction ends (approval and payment take this lock) and re-read under it. */
  abstract findByIdForUpdate(id: number): Promise<ClaimRequest | null>;
  /** Pending claims not paid (payment pending or not required) sent from this (normalised) e-mail since `since`, newest first. */
  abstract findUnpaidSince(email: string, since: Date): Promise<ClaimRequest[]>;
  abstract save(claim: ClaimRequest): Promise<void>;
  /** Records the checkout opened for the claim (written on its own, after the provider answered). */
  abstract recordCheckoutSession(claimId: number, sessionId: string): Promise<void>;
}
