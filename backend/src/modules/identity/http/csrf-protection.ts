import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../../../config';
import type { HttpRules } from '../../../shared/http';
import { CrossSiteRequestError, InvalidCsrfTokenError } from '../domain/identity.errors';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookieOptions, readCookie } from './session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A state-changing request is refused (403) when the browser says it comes
 * from another site (`Sec-Fetch-Site: cross-site`, or an `Origin` that is not
 * ours), and, when it carries a session, unless it echoes the session's CSRF
 * token in `X-CSRF-Token`. Anonymous form posts (contact, claim) have no
 * session and rely on the origin check. Sessionless routes (the payment
 * webhook) are exempt. A route whose UI cannot send the token header (Bull
 * Board's) has its writes accepted only with an `Origin` header naming us,
 * which its module declared (`RouteRule.sameOriginWritesWithoutCsrfToken`).
 */
export function csrfProtection(config: AppConfig, rules: HttpRules): RequestHandler {
  const publicOrigin = new URL(config.publicUrl).origin;

  const isCrossSite = (req: Request): boolean => {
    if (req.get('sec-fetch-site') === 'cross-site') return true;
    const origin = req.get('origin');
    if (origin === undefined) return false;
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    return origin !== publicOrigin && origin !== ownOrigin;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const rule = rules.at(req.originalUrl);
    if (rule?.sessionless) return next();
    const token = req.session?.csrfToken;
    // Re-issue a lost cookie (cleared by hand, or older than the session) so the SPA can keep sending it.
    if (token && readCookie(req, CSRF_COOKIE) !== token)
      res.cookie(CSRF_COOKIE, token, csrfCookieOptions(req, config.auth));
    if (SAFE_METHODS.has(req.method)) return next();
    if (isCrossSite(req)) return next(new CrossSiteRequestError());
    if (rule?.sameOriginWritesWithoutCsrfToken) {
      return req.get('origin') ? next() : next(new CrossSiteRequestError());
    }
    if (token) {
      const sent = req.get(CSRF_HEADER);
      if (!sent || !sameToken(sent, token)) return next(new InvalidCsrfTokenError());
    }
    next();
  };
}
