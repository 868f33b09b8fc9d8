import type { Role } from '../domain/role';
import type { User } from '../domain/user';

/** The signed-in user as requests see it (`req.user`, `@CurrentUser()`): identity fields only, never the hash. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
  };
}
