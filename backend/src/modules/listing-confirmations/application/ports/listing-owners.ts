/** An owner a reminder is mailed to (the link names their account: 'by which owner'). */
export interface ListingOwner {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** At most this many owners of one school get the reminder (identity's limit for one event's mails). */
export const MAX_REMINDED_OWNERS = 5;

/**
 * The active owners of a school (active link, enabled account), oldest link first. A port so the worker reads
 * them without loading identity's HTTP module: identity's `SchoolOwnerContacts` carries no account id.
 */
export abstract class ListingOwners {
  abstract activeOwnersOf(schoolId: number): Promise<ListingOwner[]>;
}
