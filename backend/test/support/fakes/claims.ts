import { ClaimRepository } from '../../../src/modules/claims/application/ports/claim.repository';
import { ClaimRequest, type ClaimSubmission } from '../../../src/modules/claims/domain/claim-request';
import { MemoryTable, type FakeUnitOfWork } from './unit-of-work';

export class MemoryClaims extends ClaimRepository {
  readonly table: MemoryTable<ClaimRequest>;
  readonly locked: number[] = [];
  readonly checkoutSessions = new Map<number, string>();

  constructor(unitOfWork: FakeUnitOfWork) {
    super();
    this.table = new MemoryTable<ClaimRequest>(unitOfWork);
  }

  async findByIdForUpdate(id: number) {
    this.locked.push(id);
    return this.table.get(id);
  }
  async findUnpaidSince(email: string, since: Date) {
    return this.table
      .all()
      .filter((c) => c.email === email && c.status === 'pending' && !c.isPaid() && c.createdAt > since)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
  async save(claim: ClaimRequest) {
    this.table.save(claim);
  }
  async recordCheckoutSession(claimId: number, sessionId: string) {
    this.checkoutSessions.set(claimId, sessionId);
    this.table.get(claimId)?.recordCheckoutSession(sessionId);
  }

  add(overrides: Partial<ClaimSubmission> = {}): ClaimRequest {
    const claim = ClaimRequest.submit({
      schoolName: 'Desert Oak Academy',
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@desertoak.example',
      phone: '702-555-0101',
      position: 'Principal',
      message: 'We run this school.',
      planId: 1,
      ...overrides,
    });
    this.table.seed(claim);
    return claim;
  }
}
