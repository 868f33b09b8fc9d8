import { randomUUID } from 'node:crypto';
import type { Role } from './role';

/** After this many wrong passwords in a row the account is locked for `SIGN_IN_LOCK_MS`. */
export const MAX_FAILED_SIGN_INS = 10;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/** E-mails are compared and stored trimmed and lower-cased, so one person has one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  role?: Role;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * An account (docs/product.md "Records", `user`). MikroORM hydrates this class without calling
 * the constructor; new accounts go through `User.create`. The password hash is
 * only ever read by `SignIn` and never leaves the module.
 */
export class User {
  id!: string;
  email!: string;
  /** argon2id hash; null until the person sets a password through a one-time link. */
  passwordHash: string | null = null;
  firstName: string | null = null;
  lastName: string | null = null;
  profileImageUrl: string | null = null;
  role: Role = 'user';
  stripeCustomerId: string | null = null;
  stripeSubscriptionId: string | null = null;
  subscriptionStatus: string | null = null;
  /** A disabled account cannot sign in and its sessions are gone. */
  isActive = true;
  /** Wrong passwords since the last successful sign-in (brute-force protection). */
  failedSignInCount = 0;
  lockedUntil: Date | null = null;
  /** Set at every successful sign-in (the admin's Users tab shows it). */
  lastSignInAt: Date | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static create(input: NewUser, now = new Date()): User {
    return Object.assign(new User(), {
      id: randomUUID(),
      email: normalizeEmail(input.email),
      role: input.role ?? 'user',
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The name shown in greetings: first name, else last name, else the e-mail. */
  displayName(): string {
    return this.firstName || this.lastName || this.email;
  }

  isLocked(now = new Date()): boolean {
    return this.lockedUntil !== null && this.lockedUntil.getTime() > now.getTime();
  }

  /** Whether a correct password may open a session now. */
  canSignIn(now = new Date()): boolean {
    return this.isActive && this.passwordHash !== null && !this.isLocked(now);
  }

  recordFailedSignIn(now = new Date()): void {
    // A lock that has run out starts a fresh count.
    if (this.lockedUntil && !this.isLocked(now)) {
      this.lockedUntil = null;
      this.failedSignInCount = 0;
    }
    this.failedSignInCount += 1;
    if (this.failedSignInCount >= MAX_FAILED_SIGN_INS) this.lockedUntil = new Date(now.getTime() + SIGN_IN_LOCK_MS);
    this.updatedAt = now;
  }

  recordSuccessfulSignIn(now = new Date()): void {
    this.failedSignInCount = 0;
    this.lockedUntil = null;
    this.lastSignInAt = now;
    this.updatedAt = now;
  }

  /** Sets a new password hash; also lifts a lock, since the person proved they own the e-mail. */
  setPasswordHash(hash: string, now = new Date()): void {
    this.passwordHash = hash;
    this.failedSignInCount = 0;
    this.lockedUntil = null;
    this.updatedAt = now;
  }

  /** The person's own name (the profile page); empty is none. */
  rename(firstName: string | null, lastName: string | null, now = new Date()): void {
    this.firstName = firstName?.trim() || null;
    this.lastName = lastName?.trim() || null;
    this.updatedAt = now;
  }

  /** Only once the new address proved to be theirs (its confirmation link was used). */
  changeEmail(email: string, now = new Date()): void {
    this.email = normalizeEmail(email);
    this.updatedAt = now;
  }

  changeRole(role: Role, now = new Date()): void {
    this.role = role;
    this.updatedAt = now;
  }

  /** Gives a plain `user` the school role when they start owning a school; admins keep theirs. */
  promoteToSchoolAdmin(now = new Date()): void {
    if (this.role === 'user') this.changeRole('school_admin', now);
  }

  disable(now = new Date()): void {
    this.isActive = false;
    this.updatedAt = now;
  }

  enable(now = new Date()): void {
    this.isActive = true;
    this.updatedAt = now;
  }
}
