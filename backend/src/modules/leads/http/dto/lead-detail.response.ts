import { ApiProperty } from '@nestjs/swagger';
import { CLOSED_REASONS, LEAD_STATUSES, type ClosedReason, type LeadStatus } from '../../domain/lead';
import type { LeadActivity } from '../../domain/lead-activity';
import type { LeadDetail } from '../../infrastructure/lead-reads';
import { LeadReplyResponse } from './lead-reply.dto';
import { LeadResponse } from './lead.response';

export class LeadNoteResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'Empty once the lead was erased' })
  text: string;

  @ApiProperty({ example: 'Paula Owner' })
  authorName: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(activity: LeadActivity): LeadNoteResponse {
    return {
      id: activity.id,
      text: activity.text ?? '',
      authorName: activity.actorName,
      createdAt: activity.createdAt.toISOString(),
    };
  }
}

export class LeadHistoryEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  fromStatus: LeadStatus;

  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  toStatus: LeadStatus;

  @ApiProperty({ enum: CLOSED_REASONS, enumName: 'LeadClosedReason', nullable: true, type: String })
  closedReason: ClosedReason | null;

  @ApiProperty({ example: 'Paula Owner' })
  actorName: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(activity: LeadActivity): LeadHistoryEntryResponse {
    return {
      id: activity.id,
      fromStatus: activity.fromStatus!,
      toStatus: activity.toStatus!,
      closedReason: activity.closedReason,
      actorName: activity.actorName,
      createdAt: activity.createdAt.toISOString(),
    };
  }
}

/** A lead with its notes and status history, oldest first. */
export class LeadDetailResponse extends LeadResponse {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the family ticked the consent line' })
  consentedAt: string;

  @ApiProperty({ type: [LeadNoteResponse] })
  notes: LeadNoteResponse[];

  @ApiProperty({ type: [LeadHistoryEntryResponse] })
  history: LeadHistoryEntryResponse[];

  @ApiProperty({ type: [LeadReplyResponse], description: 'The replies sent from the inbox, oldest first' })
  replies: LeadReplyResponse[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The first reply sent from the inbox (what the public response time counts)',
  })
  firstRepliedAt: string | null;

  static fromDetail({ lead, activity, replies }: LeadDetail, now = new Date()): LeadDetailResponse {
    return {
      ...LeadResponse.from(lead, now),
      consentedAt: lead.consentedAt.toISOString(),
      notes: activity.filter((entry) => entry.kind === 'note').map(LeadNoteResponse.from),
      history: activity.filter((entry) => entry.kind === 'status').map(LeadHistoryEntryResponse.from),
      replies: replies.map(({ reply, delivery }) => LeadReplyResponse.from(reply, delivery)),
      firstRepliedAt: lead.firstRepliedAt?.toISOString() ?? null,
    };
  }
}
