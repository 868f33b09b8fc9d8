import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLOSED_REASONS,
  LEAD_STATUSES,
  LEAD_TYPES,
  isOverdue,
  type ClosedReason,
  type Lead,
  type LeadStatus,
  type LeadType,
} from '../../domain/lead';
import { PREFERRED_PERIODS, type PreferredPeriod } from '../../domain/lead-form';

export class PreferredTimeResponse {
  @ApiProperty({ example: '2026-12-08' })
  date: string;

  @ApiProperty({ enum: PREFERRED_PERIODS, enumName: 'PreferredPeriod' })
  period: PreferredPeriod;
}

/** A lead as the inbox lists it: everything the family sent, and where the school stands with it. */
export class LeadResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  schoolId: number;

  @ApiProperty({ enum: LEAD_TYPES, enumName: 'LeadType' })
  type: LeadType;

  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  status: LeadStatus;

  @ApiProperty({ enum: CLOSED_REASONS, enumName: 'LeadClosedReason', nullable: true, type: String })
  closedReason: ClosedReason | null;

  @ApiProperty({ description: 'Empty once erased' })
  parentFirstName: string;

  @ApiProperty({ description: 'Empty once erased' })
  parentLastName: string;

  @ApiProperty({ description: 'Empty once erased' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty({ example: 'Kindergarten' })
  childGrade: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-2027',
    description: 'The school year the family chose; null for an open-house RSVP (its form asks none)',
  })
  intendedStart: string | null;

  @ApiProperty({ description: 'Empty once erased' })
  message: string;

  @ApiProperty({ type: [PreferredTimeResponse] })
  preferredTimes: PreferredTimeResponse[];

  @ApiProperty({ description: "The family asked for the school's newsletter" })
  newsletter: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The page the request was sent from; null for an open-house RSVP (not known)',
  })
  sourcePage: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  firstRespondedAt: string | null;

  @ApiProperty({ description: 'Still new more than 48 hours after it arrived' })
  overdue: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Set once personal data was erased',
  })
  erasedAt: string | null;

  static from(lead: Lead, now = new Date()): LeadResponse {
    return {
      id: lead.id,
      schoolId: lead.schoolId,
      type: lead.type,
      status: lead.status,
      closedReason: lead.closedReason,
      parentFirstName: lead.parentFirstName,
      parentLastName: lead.parentLastName,
      email: lead.email,
      phone: lead.phone,
      childGrade: lead.childGrade,
      intendedStart: lead.intendedStart,
      message: lead.message,
      preferredTimes: lead.preferredTimes.map((time) => ({ date: time.date, period: time.period })),
      newsletter: lead.newsletter,
      sourcePage: lead.sourcePage,
      createdAt: lead.createdAt.toISOString(),
      firstRespondedAt: lead.firstRespondedAt?.toISOString() ?? null,
      overdue: isOverdue(lead, now),
      erasedAt: lead.erasedAt?.toISOString() ?? null,
    };
  }
}
