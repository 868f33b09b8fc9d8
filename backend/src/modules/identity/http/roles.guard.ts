import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { NotSignedInError, RoleRequiredError } from '../domain/identity.errors';
import { roleAdmits, type Role } from '../domain/role';
import { ROLES_KEY } from './roles.decorator';

/** Global: enforces `@Roles(...)` wherever it is set (after `SessionAuthGuard` has checked sign-in). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required?.length) return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new NotSignedInError();
    if (!required.some((role) => roleAdmits(user.role, role))) {
      const lowest = required.reduce((low, role) => (roleAdmits(low, role) ? role : low));
      throw new RoleRequiredError(lowest);
    }
    return true;
  }
}
