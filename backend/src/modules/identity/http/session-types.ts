import type { SessionUser } from '../application/session-user';

/** What the identity module keeps in a session and puts on a request. */
declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the sign-in: the absolute lifetime counts from here. */
    signedInAt: number;
    /** The per-session CSRF token; the SPA echoes it from the `vps.csrf` cookie as `X-CSRF-Token`. */
    csrfToken: string;
    /** Written by passport: the signed-in user's id. */
    passport: { user?: string };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

export {};
