import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../application/session-user';
import { NotSignedInError } from '../domain/identity.errors';

/** The signed-in user (`{id, email, firstName, lastName, role, profileImageUrl}`) of a protected route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  // The global guard already refused anonymous calls; this only protects a route wrongly marked @Public().
  if (!user) throw new NotSignedInError();
  return user;
});
