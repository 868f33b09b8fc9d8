import { ApiProperty } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import type { PendingChangeRow } from '../../infrastructure/moderation-reads';
import { CHANGE_STATUSES, type ChangeStatus } from '../../domain/pending-school-change';

/** A newer change of the same school that sets some of the same fields. */
export class NewerConflictResponse {
  @ApiProperty({ description: 'The newer change' })
  id: number;

  @ApiProperty({ enum: ['pending', 'approved'] })
  status: 'pending' | 'approved';

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: [String],
    example: ['name', 'socialLinks.facebook'],
    description: 'The fields both changes set',
  })
  fields: string[];
}

/** One pending change as the admin queue and the owner's Pending tab show it. */
export class PendingChangeResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty({ type: String, nullable: true, description: 'The submitter (null once the account is deleted)' })
  userId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Same as userId: the user who submitted the change' })
  submittedBy: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The submitter's name, or e-mail when unnamed" })
  submitterName: string | null;

  @ApiProperty({ type: String, nullable: true })
  submitterEmail: string | null;

  @ApiProperty({ enum: ['profile_update', 'article_submission'] })
  changeType: 'profile_update' | 'article_submission';

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'profile_update: only the proposed fields that differ from the live record (socialLinks nested, lists as arrays); article_submission: articleId, title, excerpt, content, category, author',
  })
  changeData: Record<string, unknown>;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'profile_update: the live value now of each field in changeData (the "old" of old → new; after approval it equals the new value); null for article_submission',
  })
  currentValues: Record<string, unknown> | null;

  @ApiProperty({ enum: CHANGE_STATUSES, description: 'withdrawn: the owner took it back before a decision' })
  status: ChangeStatus;

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  @ApiProperty({ type: String, nullable: true })
  reviewedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'An approved change an admin set back since (the owner sees Reverted by the team)',
  })
  revertedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The admin's reason for the revert" })
  revertReason: string | null;

  @ApiProperty({
    type: [NewerConflictResponse],
    description:
      'A pending profile update only: newer pending or approved changes of the school that set some of its fields; approving this one would overwrite them',
  })
  newerConflicts: NewerConflictResponse[];

  @ApiProperty({ format: 'date-time', description: 'When the change was submitted' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static from(row: PendingChangeRow): PendingChangeResponse {
    return {
      id: row.id,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      userId: row.userId,
      submittedBy: row.userId,
      submitterName: row.submitterName,
      submitterEmail: row.submitterEmail,
      changeType: row.changeType,
      changeData: row.changeData as unknown as Record<string, unknown>,
      currentValues: row.currentValues,
      status: row.status,
      adminNotes: row.adminNotes,
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      revertedAt: row.revertedAt?.toISOString() ?? null,
      revertReason: row.revertReason,
      newerConflicts: row.newerConflicts.map((conflict) => ({
        ...conflict,
        createdAt: conflict.createdAt.toISOString(),
      })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

export class PendingChangePageResponse extends PageResponse(PendingChangeResponse, {
  totalDescription: 'Matching changes over all pages',
}) {}
