import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValleyPlaces } from '../application/ports/valley-places';
import { ValleyPlace, ValleyPlaceExistsError } from '../domain/valley-place';

@Injectable()
export class MikroOrmValleyPlaces extends ValleyPlaces {
  constructor(private readonly em: EntityManager) {
    super();
  }

  all(): Promise<ValleyPlace[]> {
    return this.em.find(ValleyPlace, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  byId(id: number): Promise<ValleyPlace | null> {
    return this.em.findOne(ValleyPlace, { id });
  }

  async add(place: ValleyPlace): Promise<void> {
    try {
      await this.em.persist(place).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ValleyPlaceExistsError();
      throw error;
    }
  }

  async remove(place: ValleyPlace): Promise<void> {
    await this.em.remove(place).flush();
  }
}
