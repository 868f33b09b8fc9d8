import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { ChangeUserRole } from '../application/change-user-role';
import { DisableUser } from '../application/disable-user';
import { EnableUser } from '../application/enable-user';
import { InviteUser } from '../application/invite-user';
import { ResendSetPasswordLink } from '../application/resend-set-password-link';
import type { SessionUser } from '../application/session-user';
import { SetSchoolLink } from '../application/set-school-link';
import { UserNotFoundError } from '../domain/identity.errors';
import { AdminUserReads } from '../infrastructure/admin-user-reads';
import { CurrentUser } from './current-user.decorator';
import {
  AdminUserListRequest,
  AdminUserPageResponse,
  AdminUserResponse,
  ChangeUserRoleRequest,
  SchoolLinkRequest,
} from './dto/admin-user.dto';
import { InviteUserRequest } from './dto/profile.dto';
import { Roles } from './roles.decorator';

/** The admin dashboard's Users tab (issue 16): accounts, roles, disable/enable, password links, school links. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly reads: AdminUserReads,
    private readonly changeRole: ChangeUserRole,
    private readonly disable: DisableUser,
    private readonly enable: EnableUser,
    private readonly resendLink: ResendSetPasswordLink,
    private readonly schoolLink: SetSchoolLink,
    private readonly invite: InviteUser,
  ) {}

  /**
   * Invites a new admin, or a person to manage a school (a second owner): the account is created (or, for a
   * school, an existing one gets it) and the person is e-mailed a one-time link to choose a password.
   */
  @Post('invitations')
  @ApiCreatedResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The address has an account already, or manages the school',
  })
  async inviteUser(@CurrentUser() admin: SessionUser, @Body() body: InviteUserRequest): Promise<AdminUserResponse> {
    const names = { email: body.email, firstName: body.firstName ?? null, lastName: body.lastName ?? null };
    const { userId } = await this.invite.execute({
      actorId: admin.id,
      invitation:
        body.role === 'admin'
          ? { role: 'admin', ...names }
          : { role: 'school_admin', schoolId: body.schoolId!, ...names },
    });
    return this.user(userId);
  }

  /** Every account, newest first; search by name or e-mail, filter by role and status. */
  @Get()
  @ApiOkResponse({ type: AdminUserPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listUsersForAdmin(@Query() query: AdminUserListRequest): Promise<AdminUserPageResponse> {
    return AdminUserPageResponse.from(await this.reads.list(query), query);
  }

  /** Sets the role; taking it from the last active admin is refused (400). */
  @Patch(':id/role')
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async changeUserRole(
    @CurrentUser() admin: SessionUser,
    @Param('id') id: string,
    @Body() body: ChangeUserRoleRequest,
  ): Promise<AdminUserResponse> {
    await this.changeRole.execute({ actorId: admin.id, userId: id, role: body.role });
    return this.user(id);
  }

  /** Disables the account and ends every session of it at once. Not your own account, not the last admin. */
  @Post(':id/disable')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async disableUser(@CurrentUser() admin: SessionUser, @Param('id') id: string): Promise<AdminUserResponse> {
    await this.disable.execute({ actorId: admin.id, userId: id });
    return this.user(id);
  }

  /** Lets a disabled account sign in again. */
  @Post(':id/enable')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async enableUser(@CurrentUser() admin: SessionUser, @Param('id') id: string): Promise<AdminUserResponse> {
    await this.enable.execute({ actorId: admin.id, userId: id });
    return this.user(id);
  }

  /** E-mails the person a new one-time link to set their password (valid 72 hours). */
  @Post(':id/password-link')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async resendPasswordLink(@CurrentUser() admin: SessionUser, @Param('id') id: string): Promise<AdminUserResponse> {
    await this.resendLink.execute({ actorId: admin.id, userId: id });
    return this.user(id);
  }

  /** Links the account to a school (a plain user becomes school_admin). */
  @Post(':id/schools')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async linkUserSchool(
    @CurrentUser() admin: SessionUser,
    @Param('id') id: string,
    @Body() body: SchoolLinkRequest,
  ): Promise<AdminUserResponse> {
    await this.schoolLink.execute({ actorId: admin.id, userId: id, schoolId: body.schoolId, linked: true });
    return this.user(id);
  }

  /** Removes the account's link to the school (kept inactive for the history). */
  @Delete(':id/schools/:schoolId')
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async unlinkUserSchool(
    @CurrentUser() admin: SessionUser,
    @Param('id') id: string,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<AdminUserResponse> {
    await this.schoolLink.execute({ actorId: admin.id, userId: id, schoolId, linked: false });
    return this.user(id);
  }

  private async user(id: string): Promise<AdminUserResponse> {
    const row = await this.reads.one(id);
    if (!row) throw new UserNotFoundError();
    return AdminUserResponse.from(row);
  }
}
