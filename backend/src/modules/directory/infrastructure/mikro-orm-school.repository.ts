import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchoolRepository } from '../application/ports/school.repository';
import { SchoolNameTakenError, UnknownNeighborhoodError } from '../domain/directory.errors';
import { School } from '../domain/school';

/**
 * Through the injected EntityManager: in a request it is the request's fork,
 * inside a transaction (the caller's `UnitOfWork`) it is that transaction's.
 */
@Injectable()
export class MikroOrmSchoolRepository extends SchoolRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number): Promise<School | null> {
    return this.em.findOne(School, { id });
  }

  findByIdForUpdate(id: number): Promise<School | null> {
    return this.em.findOne(School, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async findByIds(ids: number[]): Promise<School[]> {
    if (!ids.length) return [];
    return this.em.find(School, { id: { $in: ids } });
  }

  async findByName(name: string): Promise<School[]> {
    const normalised = name.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!normalised) return [];
    const rows = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select "id" from "school" where lower(regexp_replace(btrim("name"), '\\s+', ' ', 'g')) = ? order by "id"`,
        [normalised],
        'all',
        this.em.getTransactionContext(),
      );
    return (await this.findByIds(rows.map((row) => row.id))).sort((a, b) => a.id - b.id);
  }

  async save(school: School): Promise<void> {
    try {
      await this.em.persist(school).flush();
    } catch (error) {
      // Slugs are unique: two schools given the same name at the same moment, the index decides.
      if (error instanceof UniqueConstraintViolationException) throw new SchoolNameTakenError();
      // The only foreign key a school write can miss is its neighborhood.
      if (error instanceof ForeignKeyConstraintViolationException) throw new UnknownNeighborhoodError();
      throw error;
    }
  }

  async setPremium(schoolId: number, premium: { isPremium: boolean; subscriptionStatus: string }): Promise<void> {
    await this.em.nativeUpdate(
      School,
      { id: schoolId },
      { isPremium: premium.isPremium, subscriptionStatus: premium.subscriptionStatus },
    );
  }
}
