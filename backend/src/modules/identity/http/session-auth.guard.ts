import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../../../shared/http';
import { NotSignedInError } from '../domain/identity.errors';

/**
 * The global default-deny guard: every route needs a signed-in user unless it
 * (or its controller) is marked `@Public()`. A forgotten endpoint is closed.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const open = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (open) return true;
    if (!context.switchToHttp().getRequest<Request>().user) throw new NotSignedInError();
    return true;
  }
}
