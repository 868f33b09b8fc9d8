import type { SchoolOwnerContact } from './school-owner.repository';

/** What a notification mail needs of an owner. */
export type OwnerMailContact = Pick<SchoolOwnerContact, 'email' | 'firstName'>;

/** At most this many owners are told about one event (one mail each). */
export const MAX_SCHOOL_OWNER_CONTACTS = 5;

/**
 * Who to tell about something that happened to a school (a family's request,
 * issue 17): the active accounts with an active owner link, oldest link first,
 * at most MAX_SCHOOL_OWNER_CONTACTS. A read port for other modules, exported through identity's index.
 */
export abstract class SchoolOwnerContacts {
  abstract activeOwnersOf(schoolId: number): Promise<OwnerMailContact[]>;
}
