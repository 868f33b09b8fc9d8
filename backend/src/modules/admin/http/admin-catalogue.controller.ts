import { Body, Controller, Get, Param, ParseIntPipe, Patch, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { CurrentUser, Roles, type SessionUser } from '../../identity';
import { AdminArticleActions } from '../application/admin-article-actions';
import { AdminSchoolActions } from '../application/admin-school-actions';
import { AdminReads } from '../infrastructure/admin-reads';
import { AdminArticlePageResponse, AdminArticleResponse } from './dto/admin-article.response';
import { AdminListRequest } from './dto/admin-list.request';
import { AdminOverviewResponse } from './dto/admin-overview.response';
import { AdminSchoolPageResponse, AdminSchoolResponse } from './dto/admin-school.response';
import { AdminUpdateArticleRequest } from './dto/admin-update-article.request';
import { AdminUpdateSchoolRequest } from './dto/admin-update-school.request';
import { ToggleArticleStatusRequest, ToggleSchoolStatusRequest } from './dto/toggle-status.request';

/** The admin dashboard's Overview, Schools and Articles tabs (spec 001 §2, §7). Role admin (or super_admin). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminCatalogueController {
  constructor(
    private readonly reads: AdminReads,
    private readonly schoolActions: AdminSchoolActions,
    private readonly articleActions: AdminArticleActions,
  ) {}

  @Get('overview')
  @ApiOkResponse({ type: AdminOverviewResponse })
  async getAdminOverview(): Promise<AdminOverviewResponse> {
    const totals = await this.reads.totals();
    return {
      totalSchools: totals.schools,
      activeSchools: totals.activeSchools,
      totalArticles: totals.articles,
      publishedArticles: totals.publishedArticles,
      pendingChanges: totals.pendingChanges,
    };
  }

  /** Every school, live or draft; search by name, city or website. */
  @Get('schools')
  @ApiOkResponse({ type: AdminSchoolPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listSchoolsForAdmin(@Query() query: AdminListRequest): Promise<AdminSchoolPageResponse> {
    return AdminSchoolPageResponse.from(await this.reads.schools(query), query);
  }

  /** Live/Draft switch: sets isActive (or flips it when no value is sent). */
  @Patch('schools/:id/toggle-status')
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async toggleSchoolStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ToggleSchoolStatusRequest,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(await this.schoolActions.setActive(admin.id, id, body.isActive));
  }

  /** The school Edit form. */
  @Put('schools/:id')
  @ApiOkResponse({ type: AdminSchoolResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateSchoolAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: AdminUpdateSchoolRequest,
  ): Promise<AdminSchoolResponse> {
    return AdminSchoolResponse.from(await this.schoolActions.update(admin.id, id, body));
  }

  /** Every article, published or draft, newest first; search by title, excerpt or author. */
  @Get('articles')
  @ApiOkResponse({ type: AdminArticlePageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listArticlesForAdmin(@Query() query: AdminListRequest): Promise<AdminArticlePageResponse> {
    return AdminArticlePageResponse.from(await this.reads.articles(query), query);
  }

  /** Published/Draft switch: sets isPublished (or flips it when no value is sent). */
  @Patch('articles/:id/toggle-status')
  @ApiOkResponse({ type: AdminArticleResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async toggleArticleStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ToggleArticleStatusRequest,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(await this.articleActions.setPublished(admin.id, id, body.isPublished));
  }

  /** The article Edit form. */
  @Put('articles/:id')
  @ApiOkResponse({ type: AdminArticleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async updateArticleAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: AdminUpdateArticleRequest,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(await this.articleActions.update(admin.id, id, body));
  }
}
