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
import { SetArticlePublished } from '../application/set-article-published';
import { UpdateArticle } from '../application/update-article';
import { AdminArticleReads } from '../infrastructure/admin-article-reads';
import { AdminArticleListRequest } from './dto/admin-article-list.request';
import { AdminArticlePageResponse, AdminArticleResponse } from './dto/admin-article.response';
import { AdminUpdateArticleRequest } from './dto/admin-update-article.request';
import { ToggleArticleStatusRequest } from './dto/toggle-article-status.request';

/** The admin dashboard's Articles tab (spec 001 §2, §7). Role admin (or super_admin). */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminArticlesController {
  constructor(
    private readonly reads: AdminArticleReads,
    private readonly setArticlePublished: SetArticlePublished,
    private readonly updateArticle: UpdateArticle,
  ) {}

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
  async toggleArticleStatus(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ToggleArticleStatusRequest,
  ): Promise<AdminArticleResponse> {
    return AdminArticleResponse.from(
      await this.setArticlePublished.execute({ adminId: admin.id, articleId: id, isPublished: body.isPublished }),
    );
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
    return AdminArticleResponse.from(
      await this.updateArticle.execute({ adminId: admin.id, articleId: id, edit: body }),
    );
  }
}
