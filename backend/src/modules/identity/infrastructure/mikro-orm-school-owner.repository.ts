import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchoolOwnerRepository } from '../application/ports/school-owner.repository';
import { SchoolOwner } from '../domain/school-owner';

@Injectable()
export class MikroOrmSchoolOwnerRepository extends SchoolOwnerRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(userId: string, schoolId: number): Promise<SchoolOwner | null> {
    return this.em.findOne(SchoolOwner, { userId, schoolId });
  }

  async isActiveOwner(userId: string, schoolId: number): Promise<boolean> {
    return (await this.em.count(SchoolOwner, { userId, schoolId, isActive: true })) > 0;
  }

  async activeSchoolIds(userId: string): Promise<number[]> {
    const links = await this.em.find(
      SchoolOwner,
      { userId, isActive: true },
      { fields: ['schoolId'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return links.map((link) => link.schoolId);
  }

  async save(link: SchoolOwner): Promise<void> {
    await this.em.persist(link).flush();
  }
}
