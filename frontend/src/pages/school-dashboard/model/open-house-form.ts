import type { OwnerOpenHouseResponse, RsvpStatus } from '@/shared/api/signed-in';
import type { OpenHouseDetailsRequest } from '@/shared/api/signed-in';

/** The event form's fields as the inputs hold them (date and time apart, Las Vegas wall time). */
export interface OpenHouseFormValues {
  title: string;
  date: string;
  time: string;
  durationMinutes: string;
  format: 'in_person' | 'virtual';
  location: string;
  virtualUrl: string;
  capacity: string;
  gradeMin: string;
  gradeMax: string;
  description: string;
}

export const EMPTY_OPEN_HOUSE: OpenHouseFormValues = {
  title: '',
  date: '',
  time: '10:00',
  durationMinutes: '90',
  format: 'in_person',
  location: '',
  virtualUrl: '',
  capacity: '30',
  gradeMin: '0',
  gradeMax: '5',
  description: '',
};

/**
 * A new open house for this school: its grades default to the span the school's grades name ('9-12' for a
 * high school), all grades when they name none. A fixed K-5 had a high school's event shown to the wrong
 * families unless the owner noticed.
 */
export function newOpenHouseValues(school: { gradeMin: number | null; gradeMax: number | null }): OpenHouseFormValues {
  if (school.gradeMin === null || school.gradeMax === null)
    return { ...EMPTY_OPEN_HOUSE, gradeMin: '-1', gradeMax: '12' };
  return { ...EMPTY_OPEN_HOUSE, gradeMin: String(school.gradeMin), gradeMax: String(school.gradeMax) };
}

export function formValuesOf(openHouse: OwnerOpenHouseResponse): OpenHouseFormValues {
  const [date, time] = openHouse.startsAtLocal.split('T');
  return {
    title: openHouse.title,
    date,
    time,
    durationMinutes: String(openHouse.durationMinutes),
    format: openHouse.format,
    location: openHouse.location ?? '',
    virtualUrl: openHouse.virtualUrl ?? '',
    capacity: String(openHouse.capacity),
    gradeMin: String(openHouse.gradeMin),
    gradeMax: String(openHouse.gradeMax),
    description: openHouse.description,
  };
}

export function requestOf(values: OpenHouseFormValues): OpenHouseDetailsRequest {
  const inPerson = values.format === 'in_person';
  return {
    title: values.title,
    startsAtLocal: `${values.date}T${values.time}`,
    durationMinutes: Number(values.durationMinutes),
    format: values.format,
    location: inPerson ? values.location || null : null,
    virtualUrl: inPerson ? null : values.virtualUrl,
    capacity: Number(values.capacity),
    gradeMin: Number(values.gradeMin),
    gradeMax: Number(values.gradeMax),
    description: values.description,
  };
}

export function attendeesExportHref(schoolId: number, openHouseId: string): string {
  return `/api/portal/schools/${schoolId}/open-houses/${encodeURIComponent(openHouseId)}/attendees/export`;
}

/** An RSVP's status as the attendee table shows it. */
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

/** 'Confirmed'; an unknown status (a newer server) as it came. */
export function rsvpStatusLabel(status: string): string {
  return RSVP_STATUS_LABELS[status as RsvpStatus] ?? status;
}
