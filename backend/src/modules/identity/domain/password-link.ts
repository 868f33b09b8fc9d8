import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Why the link was sent: a reset the person asked for, or the first password of an account an admin created. */
export type PasswordLinkPurpose = 'reset' | 'set';

/** A reset link is valid for one hour; a first-password link (claim approval) waits longer for the e-mail to be read. */
export const PASSWORD_LINK_TTL_MS: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60_000,
  set: 72 * 60 * 60_000,
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
  createdAt!: Date;

  /** A new link and its secret token (256 random bits, URL-safe). */
  static issue(userId: string, purpose: PasswordLinkPurpose, now = new Date()): { link: PasswordLink; token: string } {
    const token = randomBytes(32).toString('base64url');
    const link = Object.assign(new PasswordLink(), {
      id: randomUUID(),
      userId,
      purpose,
      tokenHash: hashPasswordLinkToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_MS[purpose]),
      createdAt: now,
    });
    return { link, token };
  }

  isUsable(now = new Date()): boolean {
    return this.usedAt === null && this.expiresAt.getTime() > now.getTime();
  }

  markUsed(now = new Date()): void {
    this.usedAt = now;
  }
}
