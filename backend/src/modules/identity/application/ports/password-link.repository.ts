import type { PasswordLink } from '../../domain/password-link';

export abstract class PasswordLinkRepository {
  /** Locks the row until the transaction ends, so two requests cannot both spend one link. */
  abstract findByTokenHashForUpdate(tokenHash: string): Promise<PasswordLink | null>;
  abstract save(link: PasswordLink): Promise<void>;
  /** Marks every still-unused link of the user as used (a new password makes old links worthless). */
  abstract invalidateAllForUser(userId: string, now: Date): Promise<void>;
}
