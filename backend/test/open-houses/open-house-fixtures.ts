import { toWallTime } from '../../src/modules/open-houses/domain/open-house-time';

export const HOUR = 3_600_000;

/** An owner's form for an open house starting `inHours` from now (Las Vegas wall time). */
export function openHouseForm(overrides: Record<string, unknown> = {}, inHours = 72): Record<string, unknown> {
  return {
    title: 'Fall Open House',
    startsAtLocal: toWallTime(new Date(Date.now() + inHours * HOUR)),
    durationMinutes: 90,
    format: 'in_person',
    location: 'Main gym',
    virtualUrl: null,
    capacity: 30,
    gradeMin: 0,
    gradeMax: 5,
    description: 'Tour the campus and meet our teachers.',
    ...overrides,
  };
}

export function rsvpForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Maria Lopez',
    email: `family-${Math.random().toString(36).slice(2, 10)}@example.com`,
    partySize: 1,
    childGrade: 'Kindergarten',
    ...overrides,
  };
}
