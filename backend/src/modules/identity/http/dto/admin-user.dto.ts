import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LimitParam, PageParam, PageResponse, SearchParam } from '../../../../shared/http';
import { ROLES, type Role } from '../../domain/role';
import type { AdminUserRow } from '../../infrastructure/admin-user-reads';

const ROLE_MESSAGE = `role must be one of ${ROLES.join(', ')}`;

export class AdminUserListRequest {
  @SearchParam('Matches the name and the e-mail')
  search?: string;

  @ApiPropertyOptional({ enum: ROLES, description: 'admin also lists super_admin accounts' })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: Role;

  @ApiPropertyOptional({ enum: ['active', 'disabled'] })
  @IsOptional()
  @IsIn(['active', 'disabled'], { message: 'status must be active or disabled' })
  status?: 'active' | 'disabled';

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}

export class ChangeUserRoleRequest {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}

export class SchoolLinkRequest {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'schoolId must be a whole number' })
  @Min(1, { message: 'schoolId must be a whole number' })
  @Max(2_147_483_647, { message: 'schoolId must be a whole number' })
  schoolId: number;
}

export class AdminUserSchoolResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  slug: string;
}

export class AdminUserResponse {
  @ApiProperty()
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ enum: ROLES })
  role: Role;

  @ApiProperty({ description: 'false once an admin disabled the account' })
  isActive: boolean;

  @ApiProperty({ description: 'false until the person set a password through their link' })
  hasPassword: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSignInAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: [AdminUserSchoolResponse], description: 'The schools the account actively manages' })
  schools: AdminUserSchoolResponse[];

  static from(row: AdminUserRow): AdminUserResponse {
    return {
      ...row,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

export class AdminUserPageResponse extends PageResponse(AdminUserResponse) {}
