import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * Why the link was sent: a reset the person asked for, the first password of an account an admin created
 * (`set`: claim approval, 'Send password link'), an admin's invitation (`invite`: a new admin, a school's
 * second owner), or a new e-mail address to confirm (`email`: the link goes to the new address, which it
 * carries; it never sets a password).
 */
export type PasswordLinkPurpose = 'reset' | 'set' | 'invite' | 'email';

/** The purposes whose link sets a password on `/set-password`. */
export const PASSWORD_SETTING_PURPOSES: readonly PasswordLinkPurpose[] = ['reset', 'set', 'invite'];

/**
 * A reset link is valid for one hour; a first-password link (claim approval) waits longer for the e-mail
 * to be read, an invitation a week (people are invited ahead of time), an e-mail confirmation a day.
 */
export const PASSWORD_LINK_TTL_MS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60_000,
  set: 72 * 60 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
  email: 24 * 60 * 60_000,
};

/** SHA-256 of the token: only this is stored, so a database leak yields no usable link. */
export function hashPasswordLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A one-time link to `/set-password?token=…`. The token itself exists only in
 * the e-mail; the row keeps its hash, when it expires and when it was used.
 */
export class PasswordLink {
  id!: string;
  userId!: string;
  purpose!: PasswordLinkPurpose;
  tokenHash!: string;
  expiresAt!: Date;
  usedAt: Date | null = null;
  /** `email` links: the address that becomes the account's once the link is used. */
  newEmail: string | null = null;
  createdAt!: Date;

  /** A new link and its secret token (256 random bits, URL-safe). */
  static issue(
    userId: string,
    purpose: PasswordLinkPurpose,
    now = new Date(),
    newEmail: string | null = null,
  ): { link: PasswordLink; token: string } {
    const token = randomBytes(32).toString('base64url');
    const link = Object.assign(new PasswordLink(), {
      id: randomUUID(),
      userId,
      purpose,
      newEmail,
      tokenHash: hashPasswordLinkToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_MS[purpose]),
      createdAt: now,
    });
    return { link, token };
  }

  isUsable(now = new Date()): boolean {
    return this.usedAt === null && this.expiresAt.getTime() > now.getTime();
  }

  /** Whether this link may set a password (an e-mail confirmation may not). */
  setsPassword(): boolean {
    return PASSWORD_SETTING_PURPOSES.includes(this.purpose);
  }

  markUsed(now = new Date()): void {
    this.usedAt = now;
  }
}
