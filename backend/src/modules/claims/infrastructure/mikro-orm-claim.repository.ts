import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClaimRepository } from '../application/ports/claim.repository';
import { ClaimRequest } from '../domain/claim-request';

/**
 * Through the injected EntityManager: in a request it is the request's fork,
 * inside a transaction (the caller's `UnitOfWork`) it is that transaction's.
 */
@Injectable()
export class MikroOrmClaimRepository extends ClaimRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByIdForUpdate(id: number): Promise<ClaimRequest | null> {
    return this.em.findOne(ClaimRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findUnpaidSince(email: string, since: Date): Promise<ClaimRequest[]> {
    return this.em.find(
      ClaimRequest,
      { email, status: 'pending', paymentStatus: { $in: ['pending', 'not_required'] }, createdAt: { $gt: since } },
      { orderBy: { createdAt: 'desc' } },
    );
  }

  async save(claim: ClaimRequest): Promise<void> {
    await this.em.persist(claim).flush();
  }

  async recordCheckoutSession(claimId: number, sessionId: string): Promise<void> {
    await this.em.nativeUpdate(ClaimRequest, { id: claimId }, { stripeSessionId: sessionId });
  }
}
