import { Injectable } from '@nestjs/common';
import { WeakPasswordError } from '../domain/identity.errors';
import { passwordPolicyProblem } from '../domain/password-policy';
import type { Role } from '../domain/role';
import { User } from '../domain/user';
import { PasswordHasher } from './ports/password-hasher';
import { SessionRegistry } from './ports/session-registry';
import { UnitOfWork } from '../../../shared/database';
import { UserRepository } from './ports/user.repository';

export interface CreateOrPromoteInput {
  email: string;
  role: Role;
  /** Required for a new account; for an existing one, replaces its password when given. */
  password?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * `npm run user:create`: the first admin of a real deployment, or a role change
 * from the command line. An existing account keeps its password unless a new
 * one is given; a new password ends the account's sessions, as a reset does.
 */
@Injectable()
export class CreateOrPromoteUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRegistry,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: CreateOrPromoteInput, now = new Date()): Promise<{ userId: string; created: boolean }> {
    if (input.password !== undefined) {
      const problem = passwordPolicyProblem(input.password);
      if (problem) throw new WeakPasswordError(problem);
    }
    const hash = input.password !== undefined ? await this.hasher.hash(input.password) : undefined;
    return this.unitOfWork.transaction(async () => {
      const existing = await this.users.findByEmail(input.email);
      if (!existing && hash === undefined) throw new WeakPasswordError('A password is required for a new account');
      const user =
        existing ??
        User.create(
          { email: input.email, role: input.role, firstName: input.firstName, lastName: input.lastName },
          now,
        );
      user.changeRole(input.role, now);
      if (input.firstName) user.firstName = input.firstName;
      if (input.lastName) user.lastName = input.lastName;
      if (!user.isActive) user.enable(now);
      if (hash !== undefined) user.setPasswordHash(hash, now);
      await this.users.save(user);
      if (existing && hash !== undefined) await this.sessions.revokeAllForUser(user.id);
      return { userId: user.id, created: !existing };
    });
  }
}
