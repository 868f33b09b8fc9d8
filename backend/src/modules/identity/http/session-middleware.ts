import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { AppConfig } from '../../../config';
import { HttpRules } from '../../../shared/http';
import { PostgresSessionStore } from '../infrastructure/postgres-session-store';
import { csrfProtection } from './csrf-protection';
import { SESSION_COOKIE, readCookie } from './session-cookies';
import { enforceAbsoluteLifetime } from './session-lifetime';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Signed-in answers are personal: never stored by the browser or a proxy. */
const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (req.user) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Everything a request goes through before the guards, in order: the
 * PostgreSQL-backed session (cookie `vps.sid`, HttpOnly, SameSite=Lax, Secure
 * over HTTPS, rolling idle timeout), the absolute lifetime, passport (the user
 * from the session), the CSRF check and `no-store` for signed-in answers.
 *
 * Anonymous visitors get no cookie and no row (`saveUninitialized: false`);
 * routes their module declared sessionless (the payment webhook) skip all of it.
 */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly chain: RequestHandler[];

  constructor(
    config: AppConfig,
    sessions: PostgresSessionStore,
    private readonly rules: HttpRules,
  ) {
    const auth = config.auth;
    this.chain = [
      session({
        name: SESSION_COOKIE,
        // Every listed secret verifies, the first signs: SESSION_SECRET can be rotated without signing everyone out.
        secret: config.sessionSecrets,
        store: sessions.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        unset: 'destroy',
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: auth.cookieSecure === 'always' ? true : 'auto',
          maxAge: auth.sessionIdleTimeoutMs,
          path: '/',
        },
      }),
      enforceAbsoluteLifetime(auth),
      passport.initialize(),
      passport.session(),
      csrfProtection(config, rules),
      noStoreWhenSignedIn,
    ];
  }

  use(req: Request, res: Response, next: NextFunction): void {
    if (this.rules.at(req.originalUrl)?.sessionless) return next();
    // A read without the session cookie has nothing here to do: no session to load (and none is stored:
    // saveUninitialized false), so no user, no lifetime, no CSRF check (reads are exempt) and no no-store.
    // Skipping the chain spares every anonymous GET a new session object, its random id and its hash
    // (issue 22). Guards read `req.user`, which stays undefined; sign-ins are POSTs and get the chain.
    if (SAFE_METHODS.has(req.method) && readCookie(req, SESSION_COOKIE) === undefined) return next();
    const run = (index: number) => (error?: unknown) => {
      if (error) return next(error);
      const handler = this.chain[index];
      if (!handler) return next();
      try {
        handler(req, res, run(index + 1));
      } catch (thrown) {
        next(thrown);
      }
    };
    run(0)();
  }
}
