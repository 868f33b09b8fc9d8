import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BlankToNull, LimitParam, PageParam, PageResponse, SearchParam } from '../../../../shared/http';
import type { MailDeliveryStatus } from '../../../mail';
import { CONTACT_INBOX_LIMITS, CONTACT_STATUSES, type ContactStatus } from '../../domain/contact-message';
import { contactSubjectLabel } from '../../domain/contact-subject';
import type { ContactInboxRow, ContactReplyRow } from '../../infrastructure/contact-inbox-reads';

const STATUS_MESSAGE = 'status must be new, answered or closed';
const MAIL_STATES = ['queued', 'retrying', 'sent', 'failed', 'missing'] as const;

export class ContactInboxListRequest {
  @SearchParam('Matches the name, the e-mail and the message text')
  search?: string;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  status?: ContactStatus;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}

export class SetContactStatusRequest {
  @ApiProperty({ enum: CONTACT_STATUSES })
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  status: ContactStatus;
}

/** The team's notes and the assignee; a field left out stays as it is, null clears it. */
export class UpdateContactMessageRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTACT_INBOX_LIMITS.notes })
  @BlankToNull()
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(CONTACT_INBOX_LIMITS.notes, {
    message: `Notes must be at most ${CONTACT_INBOX_LIMITS.notes.toLocaleString('en-US')} characters`,
  })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An active admin’s user id; null: nobody' })
  @ValidateIf((_request, value) => value !== null && value !== undefined)
  @IsString({ message: 'Please choose an active admin' })
  @MaxLength(100, { message: 'Please choose an active admin' })
  assigneeId?: string | null;
}

/** A reply to the sender, sent from the product. */
export class ContactReplyRequest {
  @ApiProperty({ maxLength: CONTACT_INBOX_LIMITS.reply })
  @IsString({ message: 'Please write a reply' })
  @IsNotEmpty({ message: 'Please write a reply' })
  @Matches(/\S/, { message: 'Please write a reply' })
  @MaxLength(CONTACT_INBOX_LIMITS.reply, {
    message: `The reply must be at most ${CONTACT_INBOX_LIMITS.reply.toLocaleString('en-US')} characters`,
  })
  body: string;
}

export class ContactMailDeliveryResponse {
  @ApiProperty({
    enum: MAIL_STATES,
    description:
      'queued: waiting for its first attempt; retrying: an attempt failed and more follow; sent; ' +
      'failed: every attempt failed (Retry reopens it); missing: no such mail',
  })
  state: (typeof MAIL_STATES)[number];

  @ApiProperty({ type: String, nullable: true })
  recipient: string | null;

  @ApiProperty()
  attempts: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failedAt: string | null;

  static from(status: MailDeliveryStatus): ContactMailDeliveryResponse {
    return {
      state: status.state,
      recipient: status.recipient,
      attempts: status.attempts,
      lastError: status.lastError,
      sentAt: status.sentAt?.toISOString() ?? null,
      failedAt: status.failedAt?.toISOString() ?? null,
    };
  }
}

export class ContactAssigneeResponse {
  @ApiProperty()
  id: string;

  @ApiProperty()
  name: string;
}

export class ContactReplyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  authorName: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: ContactMailDeliveryResponse, description: 'The reply’s mail to the sender' })
  delivery: ContactMailDeliveryResponse;

  static from(row: ContactReplyRow): ContactReplyResponse {
    return {
      id: row.id,
      authorName: row.authorName,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      delivery: ContactMailDeliveryResponse.from(row.delivery),
    };
  }
}

export class ContactInboxMessageResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ description: 'Stored value, e.g. school-search' })
  subject: string;

  @ApiProperty({ example: 'Help Finding a School' })
  subjectLabel: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: CONTACT_STATUSES })
  status: ContactStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: ContactMailDeliveryResponse, description: 'The notification to the site inbox' })
  notification: ContactMailDeliveryResponse;

  @ApiProperty({ type: ContactMailDeliveryResponse, description: "The sender's confirmation" })
  confirmation: ContactMailDeliveryResponse;

  @ApiProperty({ type: String, nullable: true, description: 'The team’s notes (never sent)' })
  notes: string | null;

  @ApiProperty({ type: ContactAssigneeResponse, nullable: true })
  assignee: ContactAssigneeResponse | null;

  @ApiProperty({ type: [ContactReplyResponse], description: 'Replies sent from the inbox, oldest first' })
  replies: ContactReplyResponse[];

  static from(row: ContactInboxRow): ContactInboxMessageResponse {
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      subjectLabel: contactSubjectLabel(row.subject) ?? row.subject,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      notification: ContactMailDeliveryResponse.from(row.notification),
      confirmation: ContactMailDeliveryResponse.from(row.confirmation),
      notes: row.notes,
      assignee: row.assignee,
      replies: row.replies.map((reply) => ContactReplyResponse.from(reply)),
    };
  }
}

export class ContactInboxPageResponse extends PageResponse(ContactInboxMessageResponse) {}
