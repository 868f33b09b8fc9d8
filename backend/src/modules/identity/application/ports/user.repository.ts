import type { User } from '../../domain/user';

/** Accounts. Inside `UnitOfWork.transaction` every call joins that transaction. */
export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  /** `email` is matched after normalisation (trimmed, lower-cased). */
  abstract findByEmail(email: string): Promise<User | null>;
  /** Inserts or updates, and writes at once. */
  abstract save(user: User): Promise<void>;
}
