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

  async countSchoolsIn(id: number): Promise<number> {
    // Read only: `school` is directory's; its FK would set the column to null on delete, dropping schools silently.
    const [row] = (await this.em.getKnex().count('* as count').from('school_summary').where('neighborhood_id', id)) as {
      count: string;
    }[];
    return Number(row.count);
  }

  async remove(neighborhood: Neighborhood): Promise<void> {
    await this.em.remove(neighborhood).flush();
  }
}
