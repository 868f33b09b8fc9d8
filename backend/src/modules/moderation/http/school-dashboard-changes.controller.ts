import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { ApiDashboardSchool, CurrentUser, DashboardSchoolId, Roles } from '../../identity/adapters';
import { SubmitArticle } from '../application/submit-article';
import { SubmitOwnerEdit } from '../application/submit-owner-edit';
import { WithdrawChange } from '../application/withdraw-change';
import { ModerationReads } from '../infrastructure/moderation-reads';
import { changeOrThrow } from './change-or-throw';
import { OwnerEditResponse } from './dto/owner-edit.response';
import { PendingChangeResponse } from './dto/pending-change.response';
import { SubmitArticleRequest } from './dto/submit-article.request';
import { SubmitProfileChangesRequest } from './dto/submit-profile-changes.request';

/**
 * The school dashboard's changes (/school-dashboard, role school_admin): the
 * pending changes of the admin's own school (`?schoolId=` picks one of several),
 * and the two submissions that wait for review. (The school itself is the
 * directory's `my-school`.)
 */
@ApiTags('school-dashboard')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No school is linked to this account' })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'The school asked for is not theirs' })
@Controller('school-dashboard')
export class SchoolDashboardChangesController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly reads: ModerationReads,
    private readonly submitOwnerEdit: SubmitOwnerEdit,
    private readonly submitArticleDraft: SubmitArticle,
    private readonly withdraw: WithdrawChange,
  ) {}

  /** Every change submitted for the school, newest first, with its status. */
  @Get('pending-changes')
  @ApiDashboardSchool()
  @ApiOkResponse({ type: [PendingChangeResponse] })
  async listMyPendingChanges(
    @CurrentUser() user: SessionUser,
    @DashboardSchoolId() schoolId?: number,
  ): Promise<PendingChangeResponse[]> {
    const rows = await this.reads.changesForSchool(await this.ownership.dashboardSchoolId(user.id, schoolId));
    return rows.map(PendingChangeResponse.from);
  }

  /**
   * The owner takes back a change still waiting for review: it is never applied and leaves the admin's queue.
   * Only an owner of the change's school (else 404, as for no such change); 409 once decided or withdrawn.
   */
  @Post('pending-changes/:id/withdraw')
  @HttpCode(200)
  @ApiOkResponse({ type: PendingChangeResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The change was already decided or withdrawn' })
  async withdrawMyPendingChange(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<PendingChangeResponse> {
    await this.withdraw.execute(user.id, id);
    return PendingChangeResponse.from(await changeOrThrow(this.reads, id));
  }

  /**
   * The Profile tab's save (the owner's one profile editor, also the portal's): of the fields that differ
   * from the live record, facts go live at once and identifying fields become a profile_update for review
   * (docs/product.md "Edits and moderation"); a save that changes nothing is refused.
   */
  @Post('submit-profile-changes')
  @ApiDashboardSchool()
  @ApiCreatedResponse({ type: OwnerEditResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async submitProfileChanges(
    @CurrentUser() user: SessionUser,
    @Body() body: SubmitProfileChangesRequest,
    @DashboardSchoolId() requested?: number,
  ): Promise<OwnerEditResponse> {
    const schoolId = await this.ownership.dashboardSchoolId(user.id, requested);
    return OwnerEditResponse.from(
      await this.submitOwnerEdit.execute({ userId: user.id, schoolId, proposed: body, refuseEmpty: true }),
    );
  }

  /** Creates the article unpublished and an article_submission change; approval publishes it. */
  @Post('submit-article')
  @ApiDashboardSchool()
  @ApiCreatedResponse({ type: PendingChangeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async submitArticle(
    @CurrentUser() user: SessionUser,
    @Body() body: SubmitArticleRequest,
    @DashboardSchoolId() schoolId?: number,
  ): Promise<PendingChangeResponse> {
    const change = await this.submitArticleDraft.execute(user, body, schoolId);
    return PendingChangeResponse.from(await changeOrThrow(this.reads, change.id));
  }
}
