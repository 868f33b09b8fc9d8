import { randomUUID } from 'node:crypto';
import {
  InvalidOpenHouseError,
  OpenHouseCancelledError,
  OpenHouseClosedError,
  OpenHouseFullError,
} from './open-houses.errors';

export const OPEN_HOUSE_FORMATS = ['in_person', 'virtual'] as const;
export type OpenHouseFormat = (typeof OPEN_HOUSE_FORMATS)[number];
export const OPEN_HOUSE_STATUSES = ['scheduled', 'cancelled'] as const;
export type OpenHouseStatus = (typeof OPEN_HOUSE_STATUSES)[number];

export const OPEN_HOUSE_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 2000,
  locationMax: 300,
  urlMax: 500,
  durationMin: 15,
  durationMax: 480,
  capacityMin: 1,
  capacityMax: 1000,
  /** How far ahead an open house may be planned. */
  daysAhead: 730,
} as const;

/** What an owner enters (the start already turned from Las Vegas wall time into an instant). */
export interface OpenHouseDetails {
  title: string;
  startsAt: Date;
  durationMinutes: number;
  format: OpenHouseFormat;
  /** In person: where on campus (defaults to the school's address). */
  location: string | null;
  /** Virtual: the https link families join with. */
  virtualUrl: string | null;
  capacity: number;
  gradeMin: number;
  gradeMax: number;
  description: string;
}

/**
 * A school's open house and its seats. Seats are counted here
 * (`seatsTaken`), changed only while the row is locked, so the capacity holds
 * however many families RSVP at once.
 */
export class OpenHouse {
  id!: string;
  schoolId!: number;
  title!: string;
  startsAt!: Date;
  durationMinutes!: number;
  format!: OpenHouseFormat;
  location: string | null = null;
  virtualUrl: string | null = null;
  capacity!: number;
  seatsTaken = 0;
  gradeMin!: number;
  gradeMax!: number;
  description!: string;
  status!: OpenHouseStatus;
  cancelledAt: Date | null = null;
  /** invite.ics's SEQUENCE: raised by every change families are told of (time, length, place, cancellation). */
  calendarSequence = 0;
  createdAt!: Date;
  updatedAt!: Date;

  static create(schoolId: number, details: OpenHouseDetails, now: Date): OpenHouse {
    checkDetails(details, now);
    return Object.assign(new OpenHouse(), {
      id: randomUUID(),
      schoolId,
      ...normalise(details),
      seatsTaken: 0,
      status: 'scheduled',
      cancelledAt: null,
      calendarSequence: 0,
      createdAt: now,
      updatedAt: now,
    } satisfies Partial<OpenHouse>);
  }

  endsAt(): Date {
    return new Date(this.startsAt.getTime() + this.durationMinutes * 60_000);
  }

  seatsLeft(): number {
    return Math.max(0, this.capacity - this.seatsTaken);
  }

  hasStarted(now: Date): boolean {
    return this.startsAt.getTime() <= now.getTime();
  }

  /** A copy with the same details and no one signed up, for the owner to adjust. */
  duplicate(now: Date): OpenHouse {
    return Object.assign(new OpenHouse(), {
      ...this,
      id: randomUUID(),
      title: this.title,
      seatsTaken: 0,
      status: 'scheduled',
      cancelledAt: null,
      calendarSequence: 0,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Applies the owner's edit; true when the time, length or place changed (families must be told). */
  update(details: OpenHouseDetails, now: Date): boolean {
    if (this.status === 'cancelled') throw new OpenHouseCancelledError();
    if (this.endsAt().getTime() <= now.getTime()) throw new OpenHouseClosedError('This open house is over');
    // A start already passed may stay (fixing a typo in a running event); a new one must be ahead.
    checkDetails(details, now, this.startsAt.getTime() === details.startsAt.getTime());
    if (details.capacity < this.seatsTaken)
      throw new InvalidOpenHouseError(`Capacity cannot be less than the ${this.seatsTaken} seats already booked`);
    const before = this.whenAndWhere();
    Object.assign(this, normalise(details), { updatedAt: now });
    if (this.whenAndWhere() === before) return false;
    this.calendarSequence += 1;
    return true;
  }

  /** What a family's calendar entry holds: a change here is mailed to everyone signed up. */
  private whenAndWhere(): string {
    return JSON.stringify([this.startsAt.getTime(), this.durationMinutes, this.format, this.location, this.virtualUrl]);
  }

  cancel(now: Date): boolean {
    if (this.status === 'cancelled') return false;
    this.status = 'cancelled';
    this.cancelledAt = now;
    this.calendarSequence += 1;
    this.updatedAt = now;
    return true;
  }

  /** Takes seats for a party; throws 'This open house is full' when they do not fit. */
  book(partySize: number, now: Date): void {
    this.assertOpen(now);
    if (!this.fits(partySize)) throw new OpenHouseFullError();
    this.seatsTaken += partySize;
    this.updatedAt = now;
  }

  fits(partySize: number): boolean {
    return this.seatsTaken + partySize <= this.capacity;
  }

  release(partySize: number, now: Date): void {
    this.seatsTaken = Math.max(0, this.seatsTaken - partySize);
    this.updatedAt = now;
  }

  assertOpen(now: Date): void {
    if (this.status === 'cancelled') throw new OpenHouseCancelledError();
    if (this.hasStarted(now)) throw new OpenHouseClosedError();
  }
}

function normalise(details: OpenHouseDetails) {
  const inPerson = details.format === 'in_person';
  return {
    title: details.title.trim(),
    startsAt: details.startsAt,
    durationMinutes: details.durationMinutes,
    format: details.format,
    location: inPerson ? details.location?.trim() || null : null,
    virtualUrl: inPerson ? null : (details.virtualUrl?.trim() ?? null),
    capacity: details.capacity,
    gradeMin: details.gradeMin,
    gradeMax: details.gradeMax,
    description: details.description.trim(),
  };
}

/** The rules the request DTO cannot see (they need the clock or two fields at once). */
function checkDetails(details: OpenHouseDetails, now: Date, startUnchanged = false): void {
  if (!startUnchanged && details.startsAt.getTime() <= now.getTime())
    throw new InvalidOpenHouseError('The open house must start in the future');
  if (details.startsAt.getTime() - now.getTime() > OPEN_HOUSE_LIMITS.daysAhead * 86_400_000)
    throw new InvalidOpenHouseError('An open house can be planned up to two years ahead');
  if (details.gradeMin > details.gradeMax)
    throw new InvalidOpenHouseError('The first grade must not come after the last grade');
  if (details.format === 'virtual' && !isHttpsUrl(details.virtualUrl))
    throw new InvalidOpenHouseError('A virtual open house needs a meeting link starting with https://');
}

export function isHttpsUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}
