import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { Roles } from '../../identity/adapters';
import { ModerateReview } from '../application/moderate-review';
import { ReviewNotFoundError } from '../domain/reviews.errors';
import { ReviewAnalyticsReads } from '../infrastructure/review-analytics-reads';
import { ReviewReads } from '../infrastructure/review-reads';
import { RemoveReviewRequest, ReviewQueueRequest } from './dto/review.request';
import {
  AdminReviewPageResponse,
  ReviewDecisionResponse,
  ReviewModerationVolumesResponse,
} from './dto/review.response';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new ReviewNotFoundError() });

/**
 * The admin's Reviews queue: reviews and owner replies held by an automatic check, and reviews reported by
 * owners or visitors, oldest first. Decisions follow the published guidelines only.
 */
@ApiTags('admin-reviews')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(
    private readonly moderate: ModerateReview,
    private readonly reads: ReviewReads,
    private readonly analytics: ReviewAnalyticsReads,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminReviewPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async listReviewQueue(@Query() query: ReviewQueueRequest): Promise<AdminReviewPageResponse> {
    return AdminReviewPageResponse.from(await this.reads.queue(query.queue ?? 'open', query.page, query.limit), query);
  }

  /** Moderation volumes: the last 30 days and the last 12 weeks. Counts only, no review or person. */
  @Get('analytics')
  @ApiOkResponse({ type: ReviewModerationVolumesResponse })
  async getReviewModerationVolumes(): Promise<ReviewModerationVolumesResponse> {
    return ReviewModerationVolumesResponse.from(await this.analytics.volumes());
  }

  /** Publishes a held or reported review (its open reports are closed). */
  @Post(':reviewId/publish')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewDecisionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The review is not confirmed yet' })
  async publishReview(@Param('reviewId', reviewId) id: string): Promise<ReviewDecisionResponse> {
    return ReviewDecisionResponse.from(await this.moderate.publish(id));
  }

  /** Removes it under a published reason: kept for the record, counted publicly, the reviewer mailed the reason. */
  @Post(':reviewId/remove')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewDecisionResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'reason: one of the published reasons' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The review is not confirmed yet' })
  async removeReview(
    @Param('reviewId', reviewId) id: string,
    @Body() body: RemoveReviewRequest,
  ): Promise<ReviewDecisionResponse> {
    return ReviewDecisionResponse.from(await this.moderate.remove(id, body.reason));
  }

  @Post(':reviewId/reply/publish')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewDecisionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async publishReviewReply(@Param('reviewId', reviewId) id: string): Promise<ReviewDecisionResponse> {
    return ReviewDecisionResponse.from(await this.moderate.publishReply(id));
  }

  /** Removes the owner's held (or shown) reply; the owner may write a new one. */
  @Post(':reviewId/reply/remove')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewDecisionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async removeReviewReply(@Param('reviewId', reviewId) id: string): Promise<ReviewDecisionResponse> {
    return ReviewDecisionResponse.from(await this.moderate.removeReply(id));
  }
}
