import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { MailDeliveryStatus } from '../../../mail';
import {
  LEAD_REPLY_LIMITS,
  LEAD_REPLY_MESSAGES,
  type LeadReply,
  type LeadReplyTemplate,
} from '../../domain/lead-reply';
import type { ResponseTimeFigures, ResponseTimeSummary } from '../../domain/response-time';
import { MIN_REQUESTS_SHOWN, RESPONSE_WINDOW_DAYS } from '../../domain/response-time';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MAIL_STATES = ['queued', 'retrying', 'sent', 'failed', 'missing'] as const;

/** A reply to the family, sent from the inbox. */
export class LeadReplyRequest {
  @ApiProperty({ minLength: 1, maxLength: LEAD_REPLY_LIMITS.body })
  @Transform(trim)
  @IsString({ message: LEAD_REPLY_MESSAGES.body })
  @MinLength(1, { message: LEAD_REPLY_MESSAGES.body })
  @MaxLength(LEAD_REPLY_LIMITS.body, { message: LEAD_REPLY_MESSAGES.bodyTooLong })
  body: string;
}

export class LeadReplyTemplateRequest {
  @ApiProperty({ minLength: 1, maxLength: LEAD_REPLY_LIMITS.templateName, example: 'Thank you for your interest' })
  @Transform(trim)
  @IsString({ message: LEAD_REPLY_MESSAGES.templateName })
  @MinLength(1, { message: LEAD_REPLY_MESSAGES.templateName })
  @MaxLength(LEAD_REPLY_LIMITS.templateName, { message: LEAD_REPLY_MESSAGES.templateNameTooLong })
  name: string;

  @ApiProperty({
    minLength: 1,
    maxLength: LEAD_REPLY_LIMITS.templateBody,
    description: '{firstName} and {schoolName} are filled in when the template is put in a reply',
  })
  @Transform(trim)
  @IsString({ message: LEAD_REPLY_MESSAGES.templateBody })
  @MinLength(1, { message: LEAD_REPLY_MESSAGES.templateBody })
  @MaxLength(LEAD_REPLY_LIMITS.templateBody, { message: LEAD_REPLY_MESSAGES.templateBodyTooLong })
  body: string;
}

/** A field left out stays as it is. */
export class UpdateLeadReplyTemplateRequest {
  @ApiPropertyOptional({ minLength: 1, maxLength: LEAD_REPLY_LIMITS.templateName })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: LEAD_REPLY_MESSAGES.templateName })
  @MinLength(1, { message: LEAD_REPLY_MESSAGES.templateName })
  @MaxLength(LEAD_REPLY_LIMITS.templateName, { message: LEAD_REPLY_MESSAGES.templateNameTooLong })
  name?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: LEAD_REPLY_LIMITS.templateBody })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: LEAD_REPLY_MESSAGES.templateBody })
  @MinLength(1, { message: LEAD_REPLY_MESSAGES.templateBody })
  @MaxLength(LEAD_REPLY_LIMITS.templateBody, { message: LEAD_REPLY_MESSAGES.templateBodyTooLong })
  body?: string;
}

export class LeadReplyTemplateResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  static from(template: LeadReplyTemplate): LeadReplyTemplateResponse {
    return { id: template.id, name: template.name, body: template.body, updatedAt: template.updatedAt.toISOString() };
  }
}

export class LeadMailDeliveryResponse {
  @ApiProperty({
    enum: MAIL_STATES,
    enumName: 'LeadMailState',
    description:
      'queued: waiting for its first attempt; retrying: an attempt failed and more follow; sent; ' +
      'failed: every attempt failed (Retry reopens it); missing: no such mail (erased)',
  })
  state: (typeof MAIL_STATES)[number];

  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;

  static from(status: MailDeliveryStatus): LeadMailDeliveryResponse {
    return { state: status.state, lastError: status.lastError, sentAt: status.sentAt?.toISOString() ?? null };
  }
}

/** A reply sent from the inbox, with its mail's delivery. */
export class LeadReplyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Paula Owner' })
  authorName: string;

  @ApiProperty({ description: 'Empty once the lead was erased' })
  body: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: LeadMailDeliveryResponse })
  delivery: LeadMailDeliveryResponse;

  static from(reply: LeadReply, delivery: MailDeliveryStatus): LeadReplyResponse {
    return {
      id: reply.id,
      authorName: reply.authorName,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
      delivery: LeadMailDeliveryResponse.from(delivery),
    };
  }
}

/** The school page's line: nothing below the threshold (no figures leave the server then). */
export class SchoolResponseTimeResponse {
  @ApiProperty({
    description: `Claimed, and at least ${MIN_REQUESTS_SHOWN} requests in the last ${RESPONSE_WINDOW_DAYS} days`,
  })
  shown: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Usually replies within 2 hours' })
  usually: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Replied to 4 of 5 requests (80%) in the last 90 days' })
  answered: string | null;

  static from(summary: ResponseTimeSummary): SchoolResponseTimeResponse {
    return summary.shown
      ? { shown: true, usually: summary.usually, answered: summary.answered }
      : { shown: false, usually: null, answered: null };
  }
}

/** The owner's dashboard: the same words, whether families see them yet, and the figures behind them. */
export class OwnerResponseTimeResponse {
  @ApiProperty({ description: 'Families see the line on the school page' })
  shown: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Usually replies within 2 hours' })
  usually: string | null;

  @ApiProperty({ example: 'Replied to 4 of 5 requests (80%) in the last 90 days' })
  answered: string;

  @ApiProperty({ description: `Information and tour requests in the last ${RESPONSE_WINDOW_DAYS} days` })
  requests: number;

  @ApiProperty({ description: 'How many of them got a reply sent from the inbox' })
  replied: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Median business minutes to the first reply' })
  medianBusinessMinutes: number | null;

  @ApiProperty({ description: 'Requests needed before families see the line' })
  minRequests: number;

  @ApiProperty({ description: 'Days the figures cover' })
  windowDays: number;

  static from(figures: ResponseTimeFigures, summary: ResponseTimeSummary): OwnerResponseTimeResponse {
    return {
      shown: summary.shown,
      usually: summary.usually,
      answered: summary.answered,
      requests: figures.requests,
      replied: figures.replied,
      medianBusinessMinutes: figures.medianBusinessMinutes,
      minRequests: MIN_REQUESTS_SHOWN,
      windowDays: RESPONSE_WINDOW_DAYS,
    };
  }
}
