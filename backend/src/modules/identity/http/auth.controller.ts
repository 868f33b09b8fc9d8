import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorResponse, Public } from '../../../shared/http';
import { ConfirmPasswordReset } from '../application/confirm-password-reset';
import { RequestPasswordReset } from '../application/request-password-reset';
import type { SessionUser } from '../application/session-user';
import { CurrentUser } from './current-user.decorator';
import { ConfirmPasswordResetRequest } from './dto/confirm-password-reset.request';
import { AuthMessageResponse } from './dto/message.response';
import { RequestPasswordResetRequest } from './dto/request-password-reset.request';
import { SessionUserResponse } from './dto/session-user.response';
import { RateLimit } from './rate-limit';
import { endSession } from './session-cookies';

const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to set a new password. It is valid for one hour.';
const PASSWORD_SET = 'Your password has been set. You can now sign in.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly requestReset: RequestPasswordReset,
    private readonly confirmReset: ConfirmPasswordReset,
  ) {}

  /** The signed-in user, or 401 when signed out. */
  @Get('user')
  @ApiCookieAuth('vps.sid')
  @ApiOkResponse({ type: SessionUserResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  getCurrentUser(@CurrentUser() user: SessionUser): SessionUserResponse {
    return SessionUserResponse.from(user);
  }

  /** Sends a one-time link to set a new password when the account exists. Always 202, so nobody learns who has one. */
  @Public()
  @Post('password-reset/request')
  @HttpCode(202)
  @RateLimit('password-reset')
  @ApiAcceptedResponse({ type: AuthMessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async requestPasswordReset(@Body() body: RequestPasswordResetRequest): Promise<AuthMessageResponse> {
    await this.requestReset.execute(body.email);
    return { message: RESET_REQUESTED };
  }

  /**
   * Sets the password with the token of an e-mailed link. The link is spent and
   * every session of the account ends, including the caller's.
   */
  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  @RateLimit('password-reset')
  @ApiOkResponse({ type: AuthMessageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid or expired link, or a refused password' })
  async confirmPasswordReset(
    @Body() body: ConfirmPasswordResetRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthMessageResponse> {
    await this.confirmReset.execute(body.token, body.password);
    if (req.session?.passport?.user) await endSession(req, res);
    return { message: PASSWORD_SET };
  }
}
