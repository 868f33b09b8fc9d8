import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AuthConfig } from '../../../config';
import { CSRF_COOKIE, SESSION_COOKIE } from './session-cookies';

type StoreWithGenerate = { generate?: (req: Request) => void };

/**
 * The absolute lifetime: a signed-in session older than the limit is
 * destroyed, however active it has been (the idle timeout is the cookie's
 * rolling maxAge and the row's `expire`). The request goes on as anonymous
 * with a fresh, unsaved session, so passport and the guards see no user.
 */
export function enforceAbsoluteLifetime(auth: AuthConfig): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const session = req.session;
    if (!session?.passport?.user) return next();
    const signedInAt = session.signedInAt;
    if (typeof signedInAt === 'number' && Date.now() - signedInAt <= auth.sessionAbsoluteLifetimeMs) return next();
    session.destroy((error) => {
      if (error) return next(error);
      (req.sessionStore as StoreWithGenerate).generate?.(req);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.clearCookie(CSRF_COOKIE, { path: '/' });
      next();
    });
  };
}
