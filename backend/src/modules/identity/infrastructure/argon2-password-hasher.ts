import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { PasswordHasher } from '../application/ports/password-hasher';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Stronger stored hashes are kept; weaker ones are replaced at sign-in. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The only file that imports `argon2`. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Only a weaker hash is replaced (argon2's own `needsRehash` would also "downgrade" a stronger one). */
  needsRehash(hash: string): boolean {
    const [, algorithm, version, params] = hash.split('$');
    if (algorithm !== 'argon2id' || !version || !params) return true;
    const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
    const memory = Number(values.m);
    const passes = Number(values.t);
    return (
      Number(version.replace('v=', '')) < 19 ||
      !(memory >= ARGON2_OPTIONS.memoryCost) ||
      !(passes >= ARGON2_OPTIONS.timeCost)
    );
  }

  async verifyDummy(password: string): Promise<void> {
    // Made once per process with today's parameters, so it costs what a real verify costs.
    this.dummyHash ??= argon2.hash('dummy password for timing equality', ARGON2_OPTIONS);
    await this.verify(await this.dummyHash, password);
  }
}
