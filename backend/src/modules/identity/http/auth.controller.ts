import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config';
import { ErrorResponse, Public } from '../../../shared/http';
import { ConfirmEmailChange, RequestEmailChange } from '../application/change-email';
import { ChangePassword } from '../application/change-password';
import { ConfirmPasswordReset } from '../application/confirm-password-reset';
import { RequestPasswordReset } from '../application/request-password-reset';
import type { SessionUser } from '../application/session-user';
import { UpdateOwnProfile } from '../application/update-own-profile';
import { CurrentUser } from './current-user.decorator';
import { ChangePasswordRequest } from './dto/change-password.request';
import { ConfirmPasswordResetRequest } from './dto/confirm-password-reset.request';
import { AuthMessageResponse } from './dto/message.response';
import { PasswordSetResponse } from './dto/password-set.response';
import {
  ConfirmEmailChangeRequest,
  EmailChangeResponse,
  RequestEmailChangeRequest,
  UpdateProfileRequest,
} from './dto/profile.dto';
import { RequestPasswordResetRequest } from './dto/request-password-reset.request';
import { SessionUserResponse } from './dto/session-user.response';
import { RateLimit } from './rate-limit';
import { signInAs } from './session-cookies';

const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to set a new password. It is valid for one hour.';
const PASSWORD_SET = 'Your password has been set. You are now signed in.';
const PASSWORD_CHANGED =
  'Your password has been changed. Other devices signed in to your account have been signed out.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly requestReset: RequestPasswordReset,
    private readonly confirmReset: ConfirmPasswordReset,
    private readonly changeUserPassword: ChangePassword,
    private readonly updateProfile: UpdateOwnProfile,
    private readonly requestEmailChange: RequestEmailChange,
    private readonly confirmEmailChange: ConfirmEmailChange,
    private readonly config: AppConfig,
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
   * every session of the account ends; then the caller is signed in as that
   * account exactly as `POST /api/login` does (new session id, new CSRF token),
   * since opening the e-mailed link proved who they are.
   */
  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  @RateLimit('password-reset')
  @ApiOkResponse({ type: PasswordSetResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid or expired link, or a refused password' })
  async confirmPasswordReset(
    @Body() body: ConfirmPasswordResetRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PasswordSetResponse> {
    const user = await this.confirmReset.execute(body.token, body.password);
    await signInAs(req, res, user, this.config.auth);
    return { message: PASSWORD_SET, user: SessionUserResponse.from(user) };
  }

  /**
   * The signed-in person changes their password, giving the current one again.
   * This session stays signed in; every other session of the account ends.
   * Rate-limited like sign-in, since it also checks a password.
   */
  @Post('password')
  @HttpCode(200)
  @RateLimit('sign-in')
  @ApiCookieAuth('vps.sid')
  @ApiOkResponse({ type: AuthMessageResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: "'Current password is incorrect', or a new password the policy refuses",
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Missing CSRF token or cross-site request' })
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() body: ChangePasswordRequest,
    @Req() req: Request,
  ): Promise<AuthMessageResponse> {
    await this.changeUserPassword.execute({
      userId: user.id,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      keepSessionId: req.sessionID,
    });
    return { message: PASSWORD_CHANGED };
  }

  /** The profile page: the signed-in person's own first and last name. */
  @Patch('profile')
  @ApiCookieAuth('vps.sid')
  @ApiOkResponse({ type: SessionUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async updateOwnProfile(
    @CurrentUser() user: SessionUser,
    @Body() body: UpdateProfileRequest,
  ): Promise<SessionUserResponse> {
    const updated = await this.updateProfile.execute({
      userId: user.id,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
    });
    return SessionUserResponse.from(updated);
  }

  /**
   * Asks to sign in with another address (the current password again): a one-time link goes to the new
   * address, and nothing changes until it is opened. Rate-limited like sign-in, since it checks a password.
   */
  @Post('email-change')
  @HttpCode(202)
  @RateLimit('sign-in')
  @ApiCookieAuth('vps.sid')
  @ApiAcceptedResponse({ type: EmailChangeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: "'Current password is incorrect', or the same address" })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Another account already uses this e-mail address' })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async requestOwnEmailChange(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestEmailChangeRequest,
  ): Promise<EmailChangeResponse> {
    const email = await this.requestEmailChange.execute({
      userId: user.id,
      newEmail: body.newEmail,
      currentPassword: body.currentPassword,
    });
    return {
      email,
      message: `We sent a link to ${email}. Your e-mail address changes when you open it.`,
    };
  }

  /** The link mailed to the new address: the change happens now, and the old address is told. */
  @Public()
  @Post('email-change/confirm')
  @HttpCode(200)
  @RateLimit('password-reset')
  @ApiOkResponse({ type: EmailChangeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid or expired link' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Another account took the address meanwhile' })
  async confirmOwnEmailChange(@Body() body: ConfirmEmailChangeRequest): Promise<EmailChangeResponse> {
    const email = await this.confirmEmailChange.execute(body.token);
    return { email, message: `Your e-mail address is now ${email}. Use it to sign in from now on.` };
  }
}
