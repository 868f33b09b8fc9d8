import { randomUUID } from 'node:crypto';

export const RSVP_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const RSVP_LIMITS = { nameMax: 100, email: 254, partyMin: 1, partyMax: 10 } as const;

export interface RsvpInput {
  name: string;
  email: string;
  partySize: number;
  childGrade: string;
}

/**
 * A family's RSVP (no account). Confirmed RSVPs hold seats; waitlisted ones
 * wait in the order they came (`createdAt`) for freed seats. Personal fields
 * are blanked by the retention job some days after the event.
 */
export class OpenHouseRsvp {
  id!: string;
  openHouseId!: string;
  schoolId!: number;
  name!: string;
  email!: string;
  partySize!: number;
  childGrade!: string;
  status!: RsvpStatus;
  checkedInAt: Date | null = null;
  reminderSentAt: Date | null = null;
  /** When a waitlisted family got seats. */
  promotedAt: Date | null = null;
  cancelledAt: Date | null = null;
  erasedAt: Date | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static create(
    openHouseId: string,
    schoolId: number,
    input: RsvpInput,
    status: 'confirmed' | 'waitlisted',
    now: Date,
  ): OpenHouseRsvp {
    return Object.assign(new OpenHouseRsvp(), {
      id: randomUUID(),
      openHouseId,
      schoolId,
      name: input.name.trim(),
      email: input.email.trim(),
      partySize: input.partySize,
      childGrade: input.childGrade,
      status,
      checkedInAt: null,
      reminderSentAt: null,
      promotedAt: null,
      cancelledAt: null,
      erasedAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Partial<OpenHouseRsvp>);
  }

  firstName(): string {
    return this.name.split(/\s+/)[0] ?? '';
  }

  holdsSeats(): boolean {
    return this.status === 'confirmed';
  }

  /** Returns false when it already was cancelled. */
  cancel(now: Date): boolean {
    if (this.status === 'cancelled') return false;
    this.status = 'cancelled';
    this.cancelledAt = now;
    this.updatedAt = now;
    return true;
  }

  promote(now: Date): void {
    this.status = 'confirmed';
    this.promotedAt = now;
    this.updatedAt = now;
  }

  setCheckedIn(checkedIn: boolean, now: Date): void {
    this.checkedInAt = checkedIn ? (this.checkedInAt ?? now) : null;
    this.updatedAt = now;
  }
}

/** What an erased RSVP holds instead of the family's data (party size, grade and status stay for the counts). */
export const ERASED_RSVP = { name: '', email: '' } as const;
