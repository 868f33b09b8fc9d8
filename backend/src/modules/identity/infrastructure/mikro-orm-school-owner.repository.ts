import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SchoolOwnerRepository, type SchoolOwnerContact } from '../application/ports/school-owner.repository';
import { SchoolOwner } from '../domain/school-owner';
import { User } from '../domain/user';

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

  async activeOwnerContacts(schoolId: number): Promise<SchoolOwnerContact[]> {
    const links = await this.em.find(
      SchoolOwner,
      { schoolId, isActive: true },
      { fields: ['userId'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    if (!links.length) return [];
    const users = await this.em.find(User, { id: { $in: links.map((link) => link.userId) }, isActive: true });
    const byId = new Map(users.map((user) => [user.id, user]));
    return links
      .map((link) => byId.get(link.userId))
      .filter((user): user is User => !!user)
      .map((user) => ({ userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }));
  }

  async save(link: SchoolOwner): Promise<void> {
    await this.em.persist(link).flush();
  }
}
