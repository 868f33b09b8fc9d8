/** One-way password hashing (argon2id in production). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed hash; never throws on either. */
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** True when the hash was made with weaker parameters than today's and should be replaced. */
  abstract needsRehash(hash: string): boolean;
  /**
   * Spends the same work as `verify` against a hash of nothing, so a sign-in
   * with an unknown e-mail takes as long as one with a known e-mail.
   */
  abstract verifyDummy(password: string): Promise<void>;
}
