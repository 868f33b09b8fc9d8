import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import type { Role } from '../domain/role';

export const ROLES_KEY = 'identity:roles';

/**
 * The role a route (or a whole controller) requires; higher roles are admitted
 * too (`admin` admits `super_admin`, `school_admin` admits admins). Signed-out
 * callers get 401, lower roles 403. Several roles: any one of them suffices.
 */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiForbiddenResponse({ type: ErrorResponse, description: `Requires role: ${roles.join(' or ')}` }),
  );
