import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { NeighborhoodRepository } from '../application/ports/neighborhood.repository';
import { Neighborhood } from '../domain/neighborhood';
import { NeighborhoodNameTakenError } from '../domain/neighborhoods.errors';

@Injectable()
export class MikroOrmNeighborhoodRepository extends NeighborhoodRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByIdForUpdate(id: number): Promise<Neighborhood | null> {
    return this.em.findOne(Neighborhood, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(neighborhood: Neighborhood): Promise<void> {
    try {
      await this.em.persist(neighborhood).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new NeighborhoodNameTakenError();
      throw error;
    }
  }
}
