import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../shared/http';
import type { SessionUser } from '../application/session-user';
import { InvalidCredentialsError } from '../domain/identity.errors';
import { SignInRequest } from './dto/sign-in.request';

/**
 * Sign-in: validates the body like any DTO (400 with field messages, unknown
 * fields refused), checks the credentials through passport-local, then logs
 * the user in. Passport regenerates the session id at log-in, so a session id
 * planted before sign-in is worthless afterwards (no fixation).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.validation.transform(req.body ?? {}, { type: 'body', metatype: SignInRequest });
    await super.canActivate(context);
    await this.logIn(req);
    return true;
  }

  override handleRequest<TUser = SessionUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new InvalidCredentialsError();
    return user;
  }
}
