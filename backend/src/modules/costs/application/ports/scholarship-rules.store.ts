import type { ScholarshipRules, ScholarshipRulesInput } from '../../domain/opportunity-scholarship';

export abstract class ScholarshipRulesStore {
  /** Every school year's rules, latest year first. */
  abstract all(): Promise<ScholarshipRules[]>;
  abstract byIdForUpdate(id: number): Promise<ScholarshipRules | null>;
  /** Throws ScholarshipYearTakenError when the school year already has rules. */
  abstract add(input: ScholarshipRulesInput, now: Date): Promise<ScholarshipRules>;
  abstract update(id: number, input: ScholarshipRulesInput, now: Date): Promise<ScholarshipRules>;
}
