import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from '../../../shared/database';
import { CreateOrPromoteUser } from '../application/create-or-promote-user';
import { normalizeEmail } from '../domain/user';
import { Argon2PasswordHasher } from './argon2-password-hasher';
import { MikroOrmSessionRegistry } from './mikro-orm-session-registry';
import { MikroOrmUserRepository } from './mikro-orm-user.repository';

/**
 * Account commands wired by hand for `npm run user:create`, which runs
 * without Nest (no sessions, Redis or HTTP): the same use case and adapters
 * IdentityModule binds, over the given EntityManager.
 */
export function standaloneUserAccounts(em: EntityManager): {
  exists(email: string): Promise<boolean>;
  createOrPromote: CreateOrPromoteUser;
} {
  const users = new MikroOrmUserRepository(em);
  return {
    exists: async (email) => (await users.findByEmail(normalizeEmail(email))) !== null,
    createOrPromote: new CreateOrPromoteUser(
      users,
      new Argon2PasswordHasher(),
      new MikroOrmSessionRegistry(em),
      new MikroOrmUnitOfWork(em),
    ),
  };
}
