import { formatOpenHouseStart, formatOpenHouseTime } from '@/entities/open-house';
import type { OpenHouseResponse, RsvpByTokenResponse } from '@/shared/api';

/**
 * When the open house takes place. The RSVP the link names carries only the start, so the end comes from
 * the open house itself (it was shown as the start again: '5:30 PM – 5:30 PM'); until that has arrived,
 * or should it not (the school is no longer listed), the start alone.
 */
export function rsvpTimeText(
  rsvp: Pick<RsvpByTokenResponse, 'openHouseId' | 'startsAt'>,
  openHouse: Pick<OpenHouseResponse, 'id' | 'startsAt' | 'endsAt'> | undefined,
  timeZone?: string,
): string {
  return openHouse?.id === rsvp.openHouseId
    ? formatOpenHouseTime(rsvp.startsAt, openHouse.endsAt, timeZone)
    : formatOpenHouseStart(rsvp.startsAt, timeZone);
}
