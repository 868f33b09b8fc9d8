import type { SchoolOwner } from '../../domain/school-owner';

/** An owner as an admin screen or an e-mail names them. */
export interface SchoolOwnerContact {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export abstract class SchoolOwnerRepository {
  abstract find(userId: string, schoolId: number): Promise<SchoolOwner | null>;
  abstract isActiveOwner(userId: string, schoolId: number): Promise<boolean>;
  /** Ids of the schools the user actively owns, oldest link first. */
  abstract activeSchoolIds(userId: string): Promise<number[]>;
  /** Who actively owns the school (active link, enabled account), oldest link first. */
  abstract activeOwnerContacts(schoolId: number): Promise<SchoolOwnerContact[]>;
  abstract save(link: SchoolOwner): Promise<void>;
}
