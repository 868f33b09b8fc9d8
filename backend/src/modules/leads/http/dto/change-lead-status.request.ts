import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  CLOSED_REASONS,
  OWNER_SETTABLE_STATUSES,
  type ClosedReason,
  type OwnerSettableStatus,
} from '../../domain/lead';

/** A move in the pipeline, or closing the lead with a reason. */
export class ChangeLeadStatusRequest {
  @ApiProperty({ enum: OWNER_SETTABLE_STATUSES, enumName: 'LeadPipelineStatus' })
  @IsIn(OWNER_SETTABLE_STATUSES, { message: 'Please choose a status' })
  status: OwnerSettableStatus;

  @ApiPropertyOptional({
    enum: CLOSED_REASONS,
    enumName: 'LeadClosedReason',
    nullable: true,
    description: 'Required with status closed, refused otherwise',
  })
  @IsOptional()
  @IsIn(CLOSED_REASONS, { message: 'Please choose a reason for closing the lead' })
  closedReason?: ClosedReason | null;
}
