import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitParam, PageParam, PageResponse, SearchParam } from '../../../../shared/http';
import type { MailDeliveryStatus } from '../../../mail';
import { CONTACT_STATUSES, type ContactStatus } from '../../domain/contact-message';
import { contactSubjectLabel } from '../../domain/contact-subject';
import type { ContactInboxRow } from '../../infrastructure/contact-inbox-reads';

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
    };
  }
}

export class ContactInboxPageResponse extends PageResponse(ContactInboxMessageResponse) {}
