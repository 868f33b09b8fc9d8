import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../../../config';
import { ErrorResponse, Public, publicPage } from '../../../shared/http';
import { PerEmailFormThrottle, PublicFormThrottle } from '../../identity/adapters';
import { ConfirmReview } from '../application/confirm-review';
import { ManageReview } from '../application/manage-review';
import { ReviewedSchools } from '../application/ports/reviewed-school';
import { VisitorReviewActions } from '../application/visitor-review-actions';
import { WriteReview } from '../application/write-review';
import { defaultDisplayName } from '../domain/review';
import { visitorHash } from '../domain/review-token';
import { ReviewNotFoundError, ReviewSchoolNotFoundError } from '../domain/reviews.errors';
import { ReviewReads } from '../infrastructure/review-reads';
import {
  EditReviewRequest,
  ListReviewsRequest,
  ReportReviewRequest,
  ReviewTokenRequest,
  WriteReviewRequest,
} from './dto/review.request';
import {
  ManagedReviewResponse,
  ReviewConfirmedResponse,
  ReviewDeletedResponse,
  ReviewHelpfulResponse,
  ReviewReceivedResponse,
  ReviewReportedResponse,
  SchoolReviewsResponse,
} from './dto/review.response';

const reviewId = new ParseUUIDPipe({ exceptionFactory: () => new ReviewNotFoundError() });
const schoolId = new ParseIntPipe({ exceptionFactory: () => new ReviewSchoolNotFoundError() });
const BAD_LINK = { type: ErrorResponse, description: 'The link (token) is malformed or forged' };
const TOKEN_QUERY = { name: 'token', required: true, description: 'The token of the manage link in the review e-mail' };

/**
 * Family reviews, without an account (issue 39). Confirming is a POST from the confirm page, so a mail
 * scanner opening the link publishes nothing; managing is authorised by the signed link of the mail.
 */
@ApiTags('reviews')
@Public()
@Controller()
export class ReviewsController {
  constructor(
    private readonly write: WriteReview,
    private readonly confirm: ConfirmReview,
    private readonly manage: ManageReview,
    private readonly visitors: VisitorReviewActions,
    private readonly reads: ReviewReads,
    private readonly schools: ReviewedSchools,
    private readonly config: AppConfig,
  ) {}

  /**
   * 'Write a Review': stored unconfirmed, the confirmation mail queued. A student must confirm being 13 or over
   * (400, nothing stored); the school's own owners are refused (403), by session and by e-mail address.
   * Limited per client address and per e-mail address (429).
   */
  @Post('schools/:schoolId/reviews')
  @HttpCode(201)
  @PerEmailFormThrottle()
  @ApiCreatedResponse({ type: ReviewReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Owners of this school cannot review it' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async writeReview(
    @Param('schoolId', schoolId) id: number,
    @Body() body: WriteReviewRequest,
    @Req() req: Request,
  ): Promise<ReviewReceivedResponse> {
    const { firstName, lastName, displayName, ...content } = body;
    await this.write.execute(
      { ...content, schoolId: id, displayName: displayName || defaultDisplayName(firstName, lastName) },
      { userId: req.user?.id ?? null },
    );
    return { received: true };
  }

  /** The school page's review block: summary, removed counts by reason, one page of published reviews. */
  @Get('schools/:schoolId/reviews')
  @ApiOkResponse({ type: SchoolReviewsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async listSchoolReviews(
    @Param('schoolId', schoolId) id: number,
    @Query() query: ListReviewsRequest,
  ): Promise<SchoolReviewsResponse> {
    const school = await this.schools.liveById(id);
    if (!school) throw new ReviewSchoolNotFoundError();
    const { page, limit } = publicPage(query);
    const sort = query.sort ?? 'newest';
    return SchoolReviewsResponse.from(school, await this.reads.forSchool(school.id, sort, page, limit), {
      page,
      limit,
      sort,
    });
  }

  /** The confirm page's 'Publish my review'. Published, or held for an admin by an automatic check. Again: the same. */
  @Post('reviews/confirm')
  @HttpCode(200)
  @PublicFormThrottle()
  @ApiOkResponse({ type: ReviewConfirmedResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The review was deleted or expired unconfirmed' })
  async confirmReview(@Body() body: ReviewTokenRequest): Promise<ReviewConfirmedResponse> {
    const review = await this.confirm.execute(body.token);
    const school = await this.schools.liveById(review.schoolId);
    return {
      status: review.status,
      schoolId: review.schoolId,
      schoolName: school?.name ?? '',
      schoolSlug: school?.slug ?? '',
    };
  }

  @Get('reviews/manage')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: ManagedReviewResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The review was deleted or expired unconfirmed' })
  async readManagedReview(@Query() query: ReviewTokenRequest): Promise<ManagedReviewResponse> {
    return ManagedReviewResponse.from(await this.manage.read(query.token));
  }

  /** Edits the review; a confirmed one passes the automatic checks again (published or held). */
  @Patch('reviews/manage')
  @PublicFormThrottle()
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: ManagedReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The link is not valid, or each failing field' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The review was removed under the guidelines' })
  async editManagedReview(
    @Query() query: ReviewTokenRequest,
    @Body() body: EditReviewRequest,
  ): Promise<ManagedReviewResponse> {
    return ManagedReviewResponse.from(await this.manage.edit(query.token, body));
  }

  /** Deletes the review and erases the address with it. */
  @Delete('reviews/manage')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: ReviewDeletedResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiNotFoundResponse({ type: ErrorResponse })
  async deleteManagedReview(@Query() query: ReviewTokenRequest): Promise<ReviewDeletedResponse> {
    await this.manage.delete(query.token);
    return { deleted: true };
  }

  /** 'Helpful': once per visitor (address and browser, kept as an HMAC only); limited per address. */
  @Post('reviews/:reviewId/helpful')
  @HttpCode(200)
  @PublicFormThrottle()
  @ApiOkResponse({ type: ReviewHelpfulResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such published review' })
  async markReviewHelpful(
    @Param('reviewId', reviewId) id: string,
    @Req() req: Request,
  ): Promise<ReviewHelpfulResponse> {
    const visitor = visitorHash(req.ip ?? '', req.get('user-agent') ?? '', this.config.reviews.tokenSecret);
    return this.visitors.helpful(id, visitor);
  }

  /** 'Report' with the guideline it breaks: to the admin queue, the review stays up meanwhile. */
  @Post('reviews/:reviewId/reports')
  @HttpCode(201)
  @PublicFormThrottle()
  @ApiCreatedResponse({ type: ReviewReportedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such published review' })
  async reportReview(
    @Param('reviewId', reviewId) id: string,
    @Body() body: ReportReviewRequest,
  ): Promise<ReviewReportedResponse> {
    await this.visitors.report(id, body.guideline, body.note || null);
    return { reported: true };
  }
}
