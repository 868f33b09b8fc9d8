import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserRepository } from '../application/ports/user.repository';
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
    await this.em.persist(user).flush();
  }
}
