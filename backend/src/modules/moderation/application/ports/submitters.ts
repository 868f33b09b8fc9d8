import type { Submitter } from '../submitter';

/** Who submitted a change, as the decision e-mail needs it (identity owns the accounts; this only reads). */
export abstract class Submitters {
  abstract byId(userId: string): Promise<Submitter | null>;
}
