import { ApiProperty } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import type { PendingChangeRow } from '../../infrastructure/moderation-reads';

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

  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] })
  status: 'pending' | 'approved' | 'rejected';

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  @ApiProperty({ type: String, nullable: true })
  reviewedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;

  @ApiProperty({ format: 'date-time' })
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
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

export class PendingChangePageResponse extends PageResponse(PendingChangeResponse, {
  totalDescription: 'Matching changes over all pages',
}) {}
