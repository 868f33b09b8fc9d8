import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query } from '@nestjs/common';
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
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ArchiveArticle } from '../application/archive-article';
import { CreateArticle } from '../application/create-article';
import { RestoreArticle } from '../application/restore-article';
import { SetArticlePublished } from '../application/set-article-published';
import { UpdateArticle } from '../application/update-article';
import { AdminArticleReads } from '../infrastructure/admin-article-reads';
import { AdminArticleListRequest } from './dto/admin-article-list.request';
import { AdminCreateArticleRequest } from './dto/admin-create-article.request';
import { AdminArticlePageResponse, AdminArticleResponse } from './dto/admin-article.response';
import { AdminUpdateArticleRequest } from './dto/admin-update-article.request';
import { ToggleArticleStatusRequest } from './dto/toggle-article-status.request';

/** The admin dashboard's Articles tab (docs/product.md "Signed-in screens"). Role admin (or super_admin). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminArticlesController {
  constructor(
    private readonly reads: AdminArticleReads,
    private readonly setArticlePublished: SetArticlePublished,
    private readonly updateArticle: UpdateArticle,
    private readonly createArticle: CreateArticle,
    private readonly archiveArticle: ArchiveArticle,
    private readonly restoreArticle: RestoreArticle,
  ) {}

  /** 'New Article': a Draft unless `isPublished`; the slug comes from the title. */
  @Post('articles')
  @ApiCreatedResponse({ type: AdminArticleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async createArticleAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Body() body: AdminCreateArticleRequest,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(await this.createArticle.execute({ adminId: admin.id, article: body }));
  }

  /** Archive: unpublished and kept for history. No hard delete exists. */
  @Post('articles/:id/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminArticleResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async archiveArticleAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(await this.archiveArticle.execute({ adminId: admin.id, articleId: id }));
  }

  /** Restore from the archive, as a Draft. */
  @Post('articles/:id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminArticleResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async restoreArticleAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(await this.restoreArticle.execute({ adminId: admin.id, articleId: id }));
  }

  /** Every article, published or draft, newest first; search by title, excerpt or author. */
  @Get('articles')
  @ApiOkResponse({ type: AdminArticlePageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listArticlesForAdmin(@Query() query: AdminArticleListRequest): Promise<AdminArticlePageResponse> {
    return AdminArticlePageResponse.from(await this.reads.list(query), query);
  }

  /** Published/Draft switch: sets isPublished (or flips it when no value is sent). */
  @Patch('articles/:id/toggle-status')
  @ApiOkResponse({ type: AdminArticleResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'An archived article cannot be published: restore it first',
  })
  async toggleArticleStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ToggleArticleStatusRequest,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(
      await this.setArticlePublished.execute({ adminId: admin.id, articleId: id, isPublished: body.isPublished }),
    );
  }

  /** The article editor: a new title moves the slug, and the old one answers 301. */
  @Put('articles/:id')
  @ApiOkResponse({ type: AdminArticleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  async updateArticleAsAdmin(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: AdminUpdateArticleRequest,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(
      await this.updateArticle.execute({ adminId: admin.id, articleId: id, edit: body }),
    );
  }
}
