import type { OpenHouseFormat, OpenHouseStatus } from '../../domain/open-house';
import type { RsvpStatus } from '../../domain/rsvp';

/** An open house as families see it, with its school. */
export interface PublicOpenHouseRow {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  format: OpenHouseFormat;
  /** The campus address (the owner's location line first, when given); null for virtual ones. */
  address: string | null;
  virtualUrl: string | null;
  capacity: number;
  seatsLeft: number;
  gradeMin: number;
  gradeMax: number;
  description: string;
  status: OpenHouseStatus;
  school: {
    id: number;
    name: string;
    slug: string;
    neighborhoodName: string | null;
    imageUrl: string | null;
    /** Someone at the school receives RSVPs (directory's `requestsReachSomeone`); else none are taken. */
    takesRsvps: boolean;
    phone: string | null;
    website: string | null;
  };
}

export interface OpenHouseFilter {
  grade?: number;
  neighborhood?: string;
  /** Instants; the request gives Las Vegas dates and the controller turns them into these. */
  from?: Date;
  to?: Date;
  format?: OpenHouseFormat;
  schoolSlug?: string;
}

export interface OwnerOpenHouseRow extends PublicOpenHouseRow {
  location: string | null;
  confirmedCount: number;
  waitlistCount: number;
  checkedInCount: number;
  createdAt: Date;
}

export interface AttendeeRow {
  id: string;
  name: string;
  email: string;
  partySize: number;
  childGrade: string;
  status: RsvpStatus;
  checkedInAt: Date | null;
  createdAt: Date;
  erased: boolean;
}

/**
 * The read side: upcoming open houses for the public pages (active premium
 * schools only, scheduled, not started), the owner's list with counts, and a
 * school's attendees (shown only after the caller passed OpenHouseAccess).
 * A read port: other modules (alerts, seo) use it through open-houses' index.
 */
export abstract class OpenHouseReads {
  abstract upcoming(
    filter: OpenHouseFilter,
    page: number,
    limit: number,
    now?: Date,
  ): Promise<{ openHouses: PublicOpenHouseRow[]; total: number }>;
  /** Upcoming public open houses announced (created) after `since`, with when they were announced. */
  abstract announcedSince(since: Date, now?: Date): Promise<(PublicOpenHouseRow & { createdAt: Date })[]>;
  /** One open house for its public page: any that is scheduled or cancelled, of an active premium school. */
  abstract publicById(id: string): Promise<PublicOpenHouseRow | null>;
  abstract forSchool(schoolId: number): Promise<OwnerOpenHouseRow[]>;
  abstract attendees(openHouseId: string): Promise<AttendeeRow[]>;
}
