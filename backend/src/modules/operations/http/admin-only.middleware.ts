import type { NextFunction, Request, Response } from 'express';
import { isAdminRole, type Role } from '../../identity';

/**
 * The queue dashboard is Express middleware, not a controller, so the global
 * role guard never sees it: this check stands in for it. The identity
 * module's session middleware has already put the signed-in user on
 * `req.user`. Signed out: a browser is sent to /login, an API call gets 401;
 * signed in without the admin role: 403.
 */
export function adminOnly(req: Request, res: Response, next: NextFunction): void {
  const user = req.user as { role?: Role } | undefined;
  if (!user) {
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') return res.redirect(302, '/login');
    res.status(401).json({ statusCode: 401, message: 'Please sign in to continue.' });
    return;
  }
  if (!user.role || !isAdminRole(user.role)) {
    res.status(403).json({ statusCode: 403, message: 'Admin access required' });
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  next();
}
