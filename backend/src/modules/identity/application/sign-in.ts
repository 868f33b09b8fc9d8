import { Injectable, Logger } from '@nestjs/common';
import { AccountDisabledError, InvalidCredentialsError } from '../domain/identity.errors';
import { PasswordHasher } from './ports/password-hasher';
import { UserRepository } from './ports/user.repository';
import { toSessionUser, type SessionUser } from './session-user';

/**
 * Checks an e-mail and password. Every failure (unknown e-mail, wrong password,
 * locked or password-less account, a disabled account with a wrong password) gives the same error after the
 * same hashing work, so neither the answer nor its timing tells whether an
 * account exists. Wrong passwords are counted per account (a lock after
 * `MAX_FAILED_SIGN_INS`), and a hash made with weaker parameters is replaced.
 * The right password for a disabled account answers 'This account is disabled' (403).
 */
@Injectable()
export class SignIn {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(email: string, password: string, now = new Date()): Promise<SessionUser> {
    const user = typeof email === 'string' && email ? await this.users.findByEmail(email) : null;
    if (!user || !user.passwordHash) {
      await this.hasher.verifyDummy(String(password ?? ''));
      throw new InvalidCredentialsError();
    }
    const matches = await this.hasher.verify(user.passwordHash, String(password ?? ''));
    // Only the person who knows the password learns that the account is disabled, so nobody else can probe for it.
    if (matches && !user.isActive) throw new AccountDisabledError();
    if (!user.canSignIn(now) || !matches) {
      // A locked or disabled account is not told apart, and its lock does not grow while it lasts.
      if (!matches && user.isActive && !user.isLocked(now)) {
        user.recordFailedSignIn(now);
        await this.users.save(user);
        if (user.isLocked(now)) this.logger.warn(`account ${user.id} locked after repeated failed sign-ins`);
      }
      throw new InvalidCredentialsError();
    }
    if (this.hasher.needsRehash(user.passwordHash)) user.setPasswordHash(await this.hasher.hash(password), now);
    user.recordSuccessfulSignIn(now);
    await this.users.save(user);
    return toSessionUser(user);
  }
}
