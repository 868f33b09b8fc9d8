import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
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
import { ErrorResponse, publicPage } from '../../../shared/http';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ReviewedSchools } from '../application/ports/reviewed-school';
import { RespondToReview } from '../application/respond-to-review';
import { ReviewNotFoundError, ReviewSchoolNotFoundError } from '../domain/reviews.errors';
import { ReviewAnalyticsReads } from '../infrastructure/review-analytics-reads';
import { ReviewReads } from '../infrastructure/review-reads';
import { ListReviewsRequest, ReplyToReviewRequest, ReportReviewRequest } from './dto/review.request';
import {
  PublicReviewResponse,
  ReviewReportedResponse,
  SchoolReviewAnalyticsResponse,
  SchoolReviewsResponse,
} from './dto/review.response';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new ReviewNotFoundError() });

/**
 * The owner's side of the school's reviews (school dashboard): read them with the owner's own replies (held
 * ones too), reply once per review, report one against a guideline. Any active owner of the school, premium
 * or not; no route here hides, deletes, reorders or delays a review.
 */
@ApiTags('school-reviews')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@Controller('portal/schools/:schoolId/reviews')
export class SchoolReviewsController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly respond: RespondToReview,
    private readonly reads: ReviewReads,
    private readonly schools: ReviewedSchools,
    private readonly analytics: ReviewAnalyticsReads,
  ) {}

  @Get()
  @ApiOkResponse({ type: SchoolReviewsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listOwnSchoolReviews(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Query() query: ListReviewsRequest,
  ): Promise<SchoolReviewsResponse> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    const school = await this.schools.liveById(schoolId);
    if (!school) throw new ReviewSchoolNotFoundError();
    const { page, limit } = publicPage(query);
    const sort = query.sort ?? 'newest';
    return SchoolReviewsResponse.from(school, await this.reads.forSchool(school.id, sort, page, limit, true), {
      page,
      limit,
      sort,
    });
  }

  /** Reviews and rating over time: per Las Vegas month, the last 12 months. Counts only. */
  @Get('analytics')
  @ApiOkResponse({ type: SchoolReviewAnalyticsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async getOwnSchoolReviewAnalytics(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<SchoolReviewAnalyticsResponse> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    const school = await this.schools.liveById(schoolId);
    if (!school) throw new ReviewSchoolNotFoundError();
    return SchoolReviewAnalyticsResponse.from(await this.analytics.monthly(school.id));
  }

  /** Creates or replaces the school's one reply; the automatic checks may hold it for an admin (`reply.status`). */
  @Put(':reviewId/reply')
  @ApiOkResponse({ type: PublicReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such review of this school' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The review is not published' })
  async replyToReview(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('reviewId', reviewId) id: string,
    @Body() body: ReplyToReviewRequest,
  ): Promise<PublicReviewResponse> {
    const review = await this.respond.reply(user.id, schoolId, id, body.text);
    return PublicReviewResponse.fromReview(review);
  }

  /** Reports the review against a guideline: to the admin queue; it stays up while it is looked at. */
  @Post(':reviewId/reports')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ReviewReportedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such review of this school' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The review is not published' })
  async reportOwnSchoolReview(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
    @Param('reviewId', reviewId) id: string,
    @Body() body: ReportReviewRequest,
  ): Promise<ReviewReportedResponse> {
    await this.respond.report(user.id, schoolId, id, body.guideline, body.note || null);
    return { reported: true };
  }
}
