import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { AdminArticleReads } from '../../articles/adapters';
import { ClaimReads } from '../../claims/adapters';
import { AdminSchoolReads } from '../../directory/adapters';
import { Roles } from '../../identity/adapters';
import { ModerationReads } from '../infrastructure/moderation-reads';
import { AdminOverviewResponse, ReviewQueueResponse } from './dto/admin-overview.response';

/**
 * The admin dashboard's Overview tab (docs/product.md "Signed-in screens"): the totals of the modules
 * the dashboard manages, read through their indexes, and the changes waiting
 * for review. Role admin (or super_admin).
 */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin')
export class AdminOverviewController {
  constructor(
    private readonly schools: AdminSchoolReads,
    private readonly articles: AdminArticleReads,
    private readonly changes: ModerationReads,
    private readonly claims: ClaimReads,
  ) {}

  @Get('overview')
  @ApiOkResponse({ type: AdminOverviewResponse })
  async getAdminOverview(): Promise<AdminOverviewResponse> {
    const [schools, articles, pendingChanges] = await Promise.all([
      this.schools.totals(),
      this.articles.totals(),
      this.changes.countPending(),
    ]);
    return {
      totalSchools: schools.schools,
      activeSchools: schools.activeSchools,
      totalArticles: articles.articles,
      publishedArticles: articles.publishedArticles,
      pendingChanges,
    };
  }

  /** The admin header's count: claims the team can decide now and owner changes waiting for review. */
  @Get('review-queue')
  @ApiOkResponse({ type: ReviewQueueResponse })
  async getReviewQueue(): Promise<ReviewQueueResponse> {
    const [claimsAwaitingReview, changesAwaitingReview] = await Promise.all([
      this.claims.countAwaitingReview(),
      this.changes.countPending(),
    ]);
    return { claimsAwaitingReview, changesAwaitingReview };
  }
}
