import type { PendingSchoolChange } from '../../domain/pending-school-change';

/** The pending changes table. Joins the caller's transaction. */
export abstract class PendingChangeRepository {
  /** The change, locked until the caller's transaction ends (a concurrent decision waits) and re-read under the lock. */
  abstract findByIdForUpdate(id: number): Promise<PendingSchoolChange | null>;
  /** The approved profile update whose application is this audit entry, locked like `findByIdForUpdate`. */
  abstract findByAppliedEntryForUpdate(entryId: number): Promise<PendingSchoolChange | null>;
  abstract save(change: PendingSchoolChange): Promise<void>;
}
