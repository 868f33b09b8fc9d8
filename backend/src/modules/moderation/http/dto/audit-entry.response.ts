import { ApiProperty } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import type { AuditRow } from '../../infrastructure/moderation-reads';

export class AuditEntryResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, nullable: true, description: 'The user who acted; null for system actions' })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorName: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorEmail: string | null;

  @ApiProperty({ example: 'school.updated' })
  action: string;

  @ApiProperty({ example: 'school' })
  targetType: string;

  @ApiProperty({ example: '12' })
  targetId: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Bishop Gorman High School',
    description: "The school's name, the article's title, or the school a change or claim is for; null once it is gone",
  })
  targetName: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    description:
      'A school profile change (an owner edit that went live, an approved change, an admin edit) not reverted yet: ' +
      'POST /api/admin/audit-log/{id}/revert can undo it',
  })
  revertible: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'The id of the entry that reverted this change' })
  revertedBy: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'On a revert (school.change_reverted): the entry it reverted',
  })
  revertOf: number | null;

  static from(row: AuditRow): AuditEntryResponse {
    return {
      ...row,
      before: (row.before ?? null) as Record<string, unknown> | null,
      after: (row.after ?? null) as Record<string, unknown> | null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

export class AuditLogPageResponse extends PageResponse(AuditEntryResponse) {}

export class AuditActionsResponse {
  @ApiProperty({ type: [String], example: ['school.updated', 'user.disabled'] })
  actions: string[];
}
