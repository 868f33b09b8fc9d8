import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/**
 * Marks a route (or a whole controller) as open to anonymous visitors.
 * Every other route requires a signed-in user: the identity module's global
 * guard denies by default, so a new endpoint cannot be forgotten open.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
