import type { CostSchedule } from '../../domain/cost-schedule';

/** A school's cost schedule, one per school; `this.em` joins the caller's transaction. */
export abstract class CostScheduleStore {
  abstract forSchool(schoolId: number): Promise<CostSchedule | null>;
  /** The schedules these schools have published (a school without one is absent). */
  abstract forSchools(schoolIds: readonly number[]): Promise<CostSchedule[]>;
  /** Locks the row (if any) until the transaction ends, so two edits record their before-images in turn. */
  abstract forSchoolForUpdate(schoolId: number): Promise<CostSchedule | null>;
  abstract save(schedule: CostSchedule): Promise<void>;
}
