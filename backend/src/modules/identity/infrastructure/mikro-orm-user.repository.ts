import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserRepository } from '../application/ports/user.repository';
import { EmailTakenError } from '../domain/identity.errors';
import { normalizeEmail, User } from '../domain/user';

/**
 * Accounts through the injected EntityManager: in a request it is the request's
 * fork, inside `em.transactional` (ours or a caller's) it is that transaction's.
 */
@Injectable()
export class MikroOrmUserRepository extends UserRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normalizeEmail(email) });
  }

  async save(user: User): Promise<void> {
    try {
      await this.em.persist(user).flush();
    } catch (error) {
      // Two requests naming one new address at once (an invitation, an e-mail change): the unique index decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw new EmailTakenError('An account with this e-mail already exists');
      }
      throw error;
    }
  }
}
