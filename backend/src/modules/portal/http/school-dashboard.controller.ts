import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import {
  changeOrThrow,
  ModerationReads,
  OwnedSchool,
  PendingChangeResponse,
  SubmitArticle,
  SubmitProfileChanges,
} from '../../moderation';
import { OwnedSchools } from '../application/owned-schools';
import { OwnedSchoolResponse } from './dto/owned-school.response';
import { SubmitArticleRequest } from './dto/submit-article.request';
import { SubmitProfileChangesRequest } from './dto/submit-profile-changes.request';

/**
 * The school dashboard (/school-dashboard, role school_admin): the admin's own
 * school, its pending changes, and the two submissions that wait for review.
 */
@ApiTags('school-dashboard')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No school is linked to this account' })
@Controller('school-dashboard')
export class SchoolDashboardController {
  constructor(
    private readonly schools: OwnedSchools,
    private readonly ownedSchool: OwnedSchool,
    private readonly reads: ModerationReads,
    private readonly submitProfile: SubmitProfileChanges,
    private readonly submitArticleDraft: SubmitArticle,
  ) {}

  @Get('my-school')
  @ApiOkResponse({ type: OwnedSchoolResponse })
  async getMySchool(@CurrentUser() user: SessionUser): Promise<OwnedSchoolResponse> {
    return OwnedSchoolResponse.from(await this.schools.mine(user.id));
  }

  /** Every change submitted for the school, newest first, with its status. */
  @Get('pending-changes')
  @ApiOkResponse({ type: [PendingChangeResponse] })
  async listMyPendingChanges(@CurrentUser() user: SessionUser): Promise<PendingChangeResponse[]> {
    const rows = await this.reads.changesForSchool(await this.ownedSchool.idFor(user.id));
    return rows.map(PendingChangeResponse.from);
  }

  /** Stores a profile_update holding only the fields that differ from the live record. */
  @Post('submit-profile-changes')
  @ApiCreatedResponse({ type: PendingChangeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async submitProfileChanges(
    @CurrentUser() user: SessionUser,
    @Body() body: SubmitProfileChangesRequest,
  ): Promise<PendingChangeResponse> {
    const change = await this.submitProfile.execute(user.id, body);
    return PendingChangeResponse.from(await changeOrThrow(this.reads, change.id));
  }

  /** Creates the article unpublished and an article_submission change; approval publishes it. */
  @Post('submit-article')
  @ApiCreatedResponse({ type: PendingChangeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async submitArticle(
    @CurrentUser() user: SessionUser,
    @Body() body: SubmitArticleRequest,
  ): Promise<PendingChangeResponse> {
    const change = await this.submitArticleDraft.execute(user, body);
    return PendingChangeResponse.from(await changeOrThrow(this.reads, change.id));
  }
}
