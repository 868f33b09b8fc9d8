import { ApiProperty } from '@nestjs/swagger';
import type { SessionUser } from '../../application/session-user';
import { ROLES, type Role } from '../../domain/role';

/** The signed-in user as the SPA sees it (docs/product.md "Records"). */
export class SessionUserResponse {
  @ApiProperty({ example: '0b8f6c1e-3f0e-4c57-9d0c-1f6f7b0c2d11' })
  id: string;

  @ApiProperty({ example: 'owner@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'Olivia' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Owens' })
  lastName: string | null;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  static from(user: SessionUser): SessionUserResponse {
    return Object.assign(new SessionUserResponse(), {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      profileImageUrl: user.profileImageUrl,
    });
  }
}
