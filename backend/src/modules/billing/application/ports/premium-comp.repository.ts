import type { PremiumComp } from '../../domain/premium-comp';

/** The comps table. Every method joins the caller's transaction when there is one. */
export abstract class PremiumCompRepository {
  abstract findById(id: number): Promise<PremiumComp | null>;
  /** The school's comp that applies at `now` (at most one: a second is refused while one runs). */
  abstract findActive(schoolId: number, now: Date): Promise<PremiumComp | null>;
  /** Comps that ended between `since` and `now` and were not revoked: their schools need their premium re-read. */
  abstract findEndedBetween(since: Date, now: Date): Promise<PremiumComp[]>;
  abstract list(): Promise<PremiumComp[]>;
  abstract save(comp: PremiumComp): Promise<void>;
}
