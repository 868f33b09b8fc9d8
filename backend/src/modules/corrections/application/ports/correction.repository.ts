import type { CorrectionStatus, SchoolCorrection } from '../../domain/correction';

export interface CorrectionListItem {
  correction: SchoolCorrection;
  schoolName: string;
  schoolSlug: string;
}

/** `school_correction`, this module's only table; calls join the caller's transaction. */
export abstract class CorrectionRepository {
  abstract add(correction: SchoolCorrection): Promise<void>;
  abstract save(correction: SchoolCorrection): Promise<void>;
  /** Locks the row until the transaction ends: one decision, one set of mails. */
  abstract findByIdForUpdate(id: string): Promise<SchoolCorrection | null>;
  /** One correction with its school's name and slug. */
  abstract findItem(id: string): Promise<CorrectionListItem | null>;
  /** Newest first; a school's (owner) or every school's (admin), by status. */
  abstract list(filter: { schoolId?: number; status?: CorrectionStatus }): Promise<CorrectionListItem[]>;
  /** Ids of corrections decided before `cutoff` that still hold an e-mail, at most `limit`. */
  abstract decidedWithEmailBefore(cutoff: Date, limit: number): Promise<string[]>;
  abstract eraseEmails(ids: string[]): Promise<void>;
}
