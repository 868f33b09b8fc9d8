/**
 * Runs work in one database transaction. Repositories (and the mail outbox)
 * called inside join it; when the caller is already in a transaction (claim
 * approval), the work joins that one.
 */
export abstract class UnitOfWork {
  abstract transaction<T>(work: () => Promise<T>): Promise<T>;
}
