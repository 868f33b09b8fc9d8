import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PremiumCompRepository } from '../application/ports/premium-comp.repository';
import { PremiumComp } from '../domain/premium-comp';

@Injectable()
export class MikroOrmPremiumCompRepository extends PremiumCompRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number): Promise<PremiumComp | null> {
    return this.em.findOne(PremiumComp, { id });
  }

  findActive(schoolId: number, now: Date): Promise<PremiumComp | null> {
    return this.em.findOne(
      PremiumComp,
      { schoolId, revokedAt: null, endsAt: { $gt: now } },
      { orderBy: { endsAt: 'desc' } },
    );
  }

  findEndedBetween(since: Date, now: Date): Promise<PremiumComp[]> {
    return this.em.find(PremiumComp, { revokedAt: null, endsAt: { $gt: since, $lte: now } });
  }

  list(): Promise<PremiumComp[]> {
    return this.em.find(PremiumComp, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
  }

  async save(comp: PremiumComp): Promise<void> {
    await this.em.persist(comp).flush();
  }
}
