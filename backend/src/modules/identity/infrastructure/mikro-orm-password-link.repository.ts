import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PasswordLinkRepository } from '../application/ports/password-link.repository';
import { PasswordLink } from '../domain/password-link';

@Injectable()
export class MikroOrmPasswordLinkRepository extends PasswordLinkRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByTokenHashForUpdate(tokenHash: string): Promise<PasswordLink | null> {
    return this.em.findOne(PasswordLink, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(link: PasswordLink): Promise<void> {
    await this.em.persist(link).flush();
  }

  async invalidateAllForUser(userId: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(PasswordLink, { userId, usedAt: null }, { usedAt: now });
  }
}
