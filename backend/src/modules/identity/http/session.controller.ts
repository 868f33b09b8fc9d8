import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config';
import { ErrorResponse, Public } from '../../../shared/http';
import { SignInRequest } from './dto/sign-in.request';
import { SessionUserResponse } from './dto/session-user.response';
import { LocalAuthGuard } from './local-auth.guard';
import { RateLimit } from './rate-limit';
import { safeReturnPath } from './return-path';
import { endSession, startSignedInSession } from './session-cookies';

/** Sign-in and sign-out (`/api/login`, `/api/logout`), as JSON calls and as plain browser navigations. */
@ApiTags('auth')
@Public()
@Controller()
export class SessionController {
  constructor(private readonly config: AppConfig) {}

  /**
   * Signs in with e-mail and password. The session id is regenerated, the
   * session cookie `vps.sid` and the CSRF cookie `vps.csrf` are set, and the
   * answer is the user. Failure: 401 'Invalid email or password' whether or
   * not the e-mail exists; 403 'This account is disabled' for the right
   * password of a disabled account.
   */
  @Post('login')
  @HttpCode(200)
  @RateLimit('sign-in', LocalAuthGuard)
  @ApiBody({ type: SignInRequest })
  @ApiOkResponse({ type: SessionUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid email or password' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: "'This account is disabled' (the right password for an account an admin disabled)",
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponse })
  signIn(@Req() req: Request, @Res({ passthrough: true }) res: Response): SessionUserResponse {
    startSignedInSession(req, res, this.config.auth);
    return SessionUserResponse.from(req.user!);
  }

  /**
   * The "School Login" link: the sign-in page of the SPA. `?next=/portal`
   * (a path on this site only) is passed on, so sign-in returns there.
   */
  @Get('login')
  // Browser navigations, not data calls: kept out of the contract so no client hook is generated for them.
  @ApiExcludeEndpoint()
  redirectToLoginPage(@Query('next') next: unknown, @Res() res: Response): void {
    const back = safeReturnPath(next);
    res.redirect(302, back ? `/login?next=${encodeURIComponent(back)}` : '/login');
  }

  /** Ends the session: the stored session is deleted, so the old cookie no longer works. Idempotent. */
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Missing CSRF token or cross-site request' })
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
  }

  /**
   * The logout link (a browser navigation): ends the session and goes to `/`.
   * A navigation started by another site is only redirected, so a foreign
   * page cannot sign people out.
   */
  @Get('logout')
  @ApiExcludeEndpoint()
  async signOutAndRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.get('sec-fetch-site') !== 'cross-site') await endSession(req, res);
    res.redirect(302, '/');
  }
}
