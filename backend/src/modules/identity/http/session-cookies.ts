import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { AuthConfig } from '../../../config';

export const SESSION_COOKIE = 'vps.sid';
export const CSRF_COOKIE = 'vps.csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** One cookie from the Cookie header (express-session parses its own; nothing else needs a parser). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The CSRF cookie: readable by the SPA (not HttpOnly), same SameSite/Secure rules as the session cookie. */
export function csrfCookieOptions(req: Request, auth: AuthConfig): CookieOptions {
  return {
    httpOnly: false,
    sameSite: 'lax',
    secure: auth.cookieSecure === 'always' || req.secure,
    path: '/',
    maxAge: auth.sessionAbsoluteLifetimeMs,
  };
}

/**
 * Called right after passport has regenerated the session at sign-in: stamps
 * the sign-in time (absolute lifetime) and hands out a fresh CSRF token.
 */
export function startSignedInSession(req: Request, res: Response, auth: AuthConfig, now = Date.now()): void {
  const token = randomBytes(32).toString('base64url');
  req.session.signedInAt = now;
  req.session.csrfToken = token;
  res.cookie(CSRF_COOKIE, token, csrfCookieOptions(req, auth));
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * Signs `user` in on this request the way the sign-in route does: passport
 * regenerates the session (a session id planted earlier is worthless, and
 * whoever was signed in on this browser is signed out), then the sign-in time
 * and a fresh CSRF token are stamped.
 */
export async function signInAs(req: Request, res: Response, user: Express.User, auth: AuthConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
  startSignedInSession(req, res, auth);
}

/** Destroys the stored session (the old cookie no longer works) and clears both cookies. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.clearCookie(CSRF_COOKIE, { path: '/' });
}
