import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CHANGE_STATUSES, type ChangeStatus } from '../../domain/pending-school-change';
import { LimitParam, PageParam, QueryInt, QueryText, SearchParam } from '../../../../shared/http';

export class ListPendingChangesRequest {
  @SearchParam('Matches the type, the submitter (name, e-mail), the change data and the school')
  search?: string;

  @ApiPropertyOptional({ enum: CHANGE_STATUSES, description: "'pending' is the Approvals tab's 'Pending only'" })
  @IsOptional()
  @IsIn(CHANGE_STATUSES, { message: 'status must be pending, approved, rejected or withdrawn' })
  status?: ChangeStatus;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}

export class ListAuditLogRequest {
  @SearchParam('Matches the action, the target and the actor')
  search?: string;

  @ApiPropertyOptional({ description: "The acting person's name or e-mail (part of it)" })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'actor must be a single text value' })
  @MaxLength(200, { message: 'actor must be at most 200 characters' })
  actor?: string;

  @ApiPropertyOptional({
    minimum: 1,
    description: 'Entries about this school (its edits, changes, claims, owner links)',
  })
  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'schoolId must be a whole number' })
  @Min(1, { message: 'schoolId must be a whole number' })
  @Max(2_147_483_647, { message: 'schoolId must be a whole number' })
  schoolId?: number;

  @ApiPropertyOptional({ example: 'user.disabled', description: 'An action, or its group before the dot (user)' })
  @IsOptional()
  @QueryText()
  @IsString({ message: 'action must be a single text value' })
  @Matches(/^[a-z_]+(\.[a-z_]+)*$/, { message: 'action must look like user or user.disabled' })
  @MaxLength(100, { message: 'action must be at most 100 characters' })
  action?: string;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}
