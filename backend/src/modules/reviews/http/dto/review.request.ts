import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  IntBetween,
  LimitParam,
  PageParam,
  PublicLimitParam,
  PublicPageParam,
  QueryText,
} from '../../../../shared/http';
import { isSafeMailAddress } from '../../../mail';
import {
  REVIEW_GUIDELINES,
  REVIEW_LIMITS,
  REVIEW_RELATIONSHIPS,
  type ReviewGuideline,
  type ReviewRelationship,
} from '../../domain/review';
import { REVIEW_QUEUES, REVIEW_SORTS, type ReviewQueue, type ReviewSort } from '../../infrastructure/review-reads';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ONE_LINE = /^[^\r\n]*$/;
const latestSchoolYear = (): number => new Date().getUTCFullYear() + 1;

const Stars = (label: string) => IntBetween(1, 5, { message: `${label} must be a whole number of stars from 1 to 5` });

/** The fields a reviewer writes and may edit later by the manage link. */
export class ReviewContentRequest {
  @ApiProperty({ minimum: 1, maximum: 5, description: 'Overall rating, 1 to 5 stars' })
  @Stars('Overall rating')
  overall: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @Stars('Academics')
  academics: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @Stars('Teachers')
  teachers: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @Stars('Community')
  community: number;

  @ApiProperty({ minimum: 1, maximum: 5, description: 'Communication with families' })
  @Stars('Communication with families')
  communication: number;

  @ApiProperty({ maxLength: REVIEW_LIMITS.titleMax })
  @Transform(trim)
  @IsString({ message: 'Title is required' })
  @MinLength(1, { message: 'Title is required' })
  @MaxLength(REVIEW_LIMITS.titleMax, { message: `Title must be at most ${REVIEW_LIMITS.titleMax} characters` })
  @Matches(ONE_LINE, { message: 'Title must be one line' })
  title: string;

  @ApiProperty({ minLength: REVIEW_LIMITS.textMin, maxLength: REVIEW_LIMITS.textMax })
  @Transform(trim)
  @IsString({ message: `Review must be at least ${REVIEW_LIMITS.textMin} characters` })
  @MinLength(REVIEW_LIMITS.textMin, { message: `Review must be at least ${REVIEW_LIMITS.textMin} characters` })
  @MaxLength(REVIEW_LIMITS.textMax, { message: `Review must be at most ${REVIEW_LIMITS.textMax} characters` })
  body: string;

  @ApiProperty({
    enum: REVIEW_RELATIONSHIPS,
    enumName: 'ReviewRelationship',
    description: "'staff_or_relative': staff, board member or relative of staff (labelled, not counted)",
  })
  @IsIn(REVIEW_RELATIONSHIPS, { message: 'Please choose your relationship to the school' })
  relationship: ReviewRelationship;

  @ApiPropertyOptional({ description: 'Required true when relationship is student: the reviewer is 13 or over' })
  @IsOptional()
  @IsBoolean({ message: 'studentAge13OrOver must be true or false' })
  studentAge13OrOver?: boolean;

  @ApiProperty({
    example: 2022,
    description: 'The first school year covered, by the year it starts in (2022 = 2022-23)',
  })
  @ValidateBy(
    {
      name: 'schoolYearFrom',
      validator: {
        validate: (value) =>
          Number.isInteger(value) && value >= REVIEW_LIMITS.earliestSchoolYear && value <= latestSchoolYear(),
      },
    },
    { message: 'Please choose the first school year your review covers' },
  )
  schoolYearFrom: number;

  @ApiProperty({ example: 2024, description: 'The last school year covered, not before the first' })
  @ValidateBy(
    {
      name: 'schoolYearTo',
      validator: {
        validate: (value, args) =>
          Number.isInteger(value) &&
          value <= latestSchoolYear() &&
          value >= ((args?.object as ReviewContentRequest).schoolYearFrom ?? REVIEW_LIMITS.earliestSchoolYear),
      },
    },
    { message: 'The last school year must not be before the first' },
  )
  schoolYearTo: number;
}

/** 'Write a Review' (no account). */
export class WriteReviewRequest extends ReviewContentRequest {
  @ApiProperty({ maxLength: REVIEW_LIMITS.nameMax })
  @Transform(trim)
  @IsString({ message: 'First name is required' })
  @MinLength(1, { message: 'First name is required' })
  @MaxLength(REVIEW_LIMITS.nameMax, { message: `First name must be at most ${REVIEW_LIMITS.nameMax} characters` })
  @Matches(ONE_LINE, { message: 'First name must not contain line breaks' })
  firstName: string;

  @ApiProperty({ maxLength: REVIEW_LIMITS.nameMax, description: 'Only its initial is shown by default' })
  @Transform(trim)
  @IsString({ message: 'Last name is required' })
  @MinLength(1, { message: 'Last name is required' })
  @MaxLength(REVIEW_LIMITS.nameMax, { message: `Last name must be at most ${REVIEW_LIMITS.nameMax} characters` })
  @Matches(ONE_LINE, { message: 'Last name must not contain line breaks' })
  lastName: string;

  @ApiPropertyOptional({
    maxLength: REVIEW_LIMITS.displayNameMax,
    description:
      'Shown with the review; default first name and last initial (Jane D.). Names are not stored otherwise.',
  })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Display name must be text' })
  @MaxLength(REVIEW_LIMITS.displayNameMax, {
    message: `Display name must be at most ${REVIEW_LIMITS.displayNameMax} characters`,
  })
  @Matches(ONE_LINE, { message: 'Display name must be one line' })
  displayName?: string;

  @ApiProperty({ example: 'jane@example.com', description: 'Confirms and manages the review; never shown' })
  @Transform(trim)
  @ValidateBy(
    {
      name: 'isSafeMailAddress',
      validator: { validate: (value) => typeof value === 'string' && isSafeMailAddress(value) },
    },
    { message: 'Please enter a valid email address' },
  )
  email: string;
}

/** The manage page's edit: the content again, with the display name. */
export class EditReviewRequest extends ReviewContentRequest {
  @ApiProperty({ maxLength: REVIEW_LIMITS.displayNameMax })
  @Transform(trim)
  @IsString({ message: 'Display name is required' })
  @MinLength(1, { message: 'Display name is required' })
  @MaxLength(REVIEW_LIMITS.displayNameMax, {
    message: `Display name must be at most ${REVIEW_LIMITS.displayNameMax} characters`,
  })
  @Matches(ONE_LINE, { message: 'Display name must be one line' })
  displayName: string;
}

export class ReviewTokenRequest {
  @ApiProperty({ description: 'The token of the link in the review e-mail' })
  @IsString({ message: 'token is required' })
  @MinLength(1, { message: 'token is required' })
  @MaxLength(400, { message: 'token is not valid' })
  token: string;
}

export class ListReviewsRequest {
  @ApiPropertyOptional({ enum: REVIEW_SORTS, enumName: 'ReviewSort', default: 'newest' })
  @IsOptional()
  @QueryText()
  @IsIn(REVIEW_SORTS, { message: 'sort must be one of newest, highest, lowest, helpful' })
  sort?: ReviewSort;

  @PublicPageParam()
  page?: number;

  @PublicLimitParam('Reviews')
  limit?: number;
}

export class ReportReviewRequest {
  @ApiProperty({ enum: REVIEW_GUIDELINES, enumName: 'ReviewGuideline', description: 'The guideline it breaks' })
  @IsIn(REVIEW_GUIDELINES, { message: 'Please choose the guideline this review breaks' })
  guideline: ReviewGuideline;

  @ApiPropertyOptional({ maxLength: REVIEW_LIMITS.reportNoteMax, nullable: true, type: String })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Note must be text' })
  @MaxLength(REVIEW_LIMITS.reportNoteMax, { message: `Note must be at most ${REVIEW_LIMITS.reportNoteMax} characters` })
  note?: string | null;
}

export class ReplyToReviewRequest {
  @ApiProperty({ maxLength: REVIEW_LIMITS.replyMax })
  @Transform(trim)
  @IsString({ message: 'Reply is required' })
  @MinLength(1, { message: 'Reply is required' })
  @MaxLength(REVIEW_LIMITS.replyMax, { message: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters` })
  text: string;
}

export class RemoveReviewRequest {
  @ApiProperty({ enum: REVIEW_GUIDELINES, enumName: 'ReviewGuideline', description: 'The published reason' })
  @IsIn(REVIEW_GUIDELINES, { message: 'Please choose one of the published reasons' })
  reason: ReviewGuideline;
}

export class ReviewQueueRequest {
  @ApiPropertyOptional({
    enum: REVIEW_QUEUES,
    enumName: 'ReviewQueue',
    default: 'open',
    description: 'held: held reviews or replies; reported: open reports; open: both',
  })
  @IsOptional()
  @QueryText()
  @IsIn(REVIEW_QUEUES, { message: 'queue must be one of open, held, reported' })
  queue?: ReviewQueue;

  @PageParam()
  page = 1;

  @LimitParam()
  limit = 20;
}
