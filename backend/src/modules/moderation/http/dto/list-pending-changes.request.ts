import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitParam, PageParam, SearchParam } from '../../../../shared/http';

export class ListPendingChangesRequest {
  @SearchParam('Matches the type, the submitter (name, e-mail), the change data and the school')
  search?: string;

  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'], { message: 'status must be pending, approved or rejected' })
  status?: 'pending' | 'approved' | 'rejected';

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}

export class ListAuditLogRequest {
  @SearchParam('Matches the action, the target and the actor')
  search?: string;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}
