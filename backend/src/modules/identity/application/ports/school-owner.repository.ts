import type { SchoolOwner } from '../../domain/school-owner';

export abstract class SchoolOwnerRepository {
  abstract find(userId: string, schoolId: number): Promise<SchoolOwner | null>;
  abstract isActiveOwner(userId: string, schoolId: number): Promise<boolean>;
  /** Ids of the schools the user actively owns, oldest link first. */
  abstract activeSchoolIds(userId: string): Promise<number[]>;
  abstract save(link: SchoolOwner): Promise<void>;
}
