import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MailOutbox } from '../../mail';
import { describeLocalTime } from '../domain/open-house-time';
import type { OpenHouse } from '../domain/open-house';
import type { OpenHouseRsvp } from '../domain/rsvp';
import { signRsvpToken } from '../domain/rsvp-token';

export interface SchoolNaming {
  name: string;
  address: string;
  city: string;
  zipCode: string;
}

/**
 * The family's mails about an open house, queued through the mail outbox in
 * the caller's transaction. Keys are per RSVP and occasion, so nothing is
 * stored (or sent) twice.
 */
@Injectable()
export class OpenHouseMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  cancelUrl(rsvp: OpenHouseRsvp): string {
    const token = signRsvpToken(rsvp.id, this.config.openHouses.tokenSecret);
    return `${this.config.publicUrl}/open-houses/cancel?token=${encodeURIComponent(token)}`;
  }

  eventUrl(openHouse: OpenHouse): string {
    return `${this.config.publicUrl}/open-houses/${openHouse.id}`;
  }

  private event(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp) {
    const address = `${school.address}, ${school.city}, NV ${school.zipCode}`;
    return {
      firstName: rsvp.firstName() || undefined,
      schoolName: school.name,
      eventTitle: openHouse.title,
      when: describeLocalTime(openHouse.startsAt),
      startsAt: openHouse.startsAt.toISOString(),
      endsAt: openHouse.endsAt().toISOString(),
      where:
        openHouse.format === 'virtual' ? 'Online' : openHouse.location ? `${openHouse.location}, ${address}` : address,
      ...(openHouse.virtualUrl && { joinUrl: openHouse.virtualUrl }),
      eventUrl: this.eventUrl(openHouse),
      calendarUid: `open-house-rsvp-${rsvp.id}@${new URL(this.config.publicUrl).hostname || 'localhost'}`,
      calendarSequence: openHouse.calendarSequence,
    };
  }

  async confirmed(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp, promoted = false): Promise<void> {
    await this.outbox.queue({
      template: 'open-house-confirmation',
      to: rsvp.email,
      key: `open-house-confirmation:${rsvp.id}${promoted ? ':promoted' : ''}`,
      data: {
        ...this.event(openHouse, school, rsvp),
        partySize: rsvp.partySize,
        cancelUrl: this.cancelUrl(rsvp),
        ...(promoted && { promoted: true }),
      },
    });
  }

  async waitlisted(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp): Promise<void> {
    await this.outbox.queue({
      template: 'open-house-waitlisted',
      to: rsvp.email,
      key: `open-house-waitlisted:${rsvp.id}`,
      data: { ...this.event(openHouse, school, rsvp), partySize: rsvp.partySize, cancelUrl: this.cancelUrl(rsvp) },
    });
  }

  async reminder(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp): Promise<void> {
    await this.outbox.queue({
      template: 'open-house-reminder',
      to: rsvp.email,
      // Per calendar sequence: an open house moved after its reminder went out is reminded of again.
      key: `${OpenHouseMails.reminderKeyPrefix(rsvp.id)}${openHouse.calendarSequence}`,
      data: { ...this.event(openHouse, school, rsvp), partySize: rsvp.partySize, cancelUrl: this.cancelUrl(rsvp) },
    });
  }

  async rsvpCancelled(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp): Promise<void> {
    await this.outbox.queue({
      template: 'open-house-rsvp-cancelled',
      to: rsvp.email,
      key: `open-house-rsvp-cancelled:${rsvp.id}`,
      data: this.event(openHouse, school, rsvp),
    });
  }

  /** The school moved the open house or changed its place: the family's RSVP holds, their calendar entry is updated. */
  async eventChanged(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp): Promise<void> {
    await this.outbox.queue({
      template: 'open-house-changed',
      to: rsvp.email,
      key: `${OpenHouseMails.changedKeyPrefix(rsvp.id)}${openHouse.calendarSequence}`,
      data: {
        ...this.event(openHouse, school, rsvp),
        partySize: rsvp.partySize,
        cancelUrl: this.cancelUrl(rsvp),
        ...(rsvp.status === 'waitlisted' && { waitlisted: true }),
      },
    });
  }

  async eventCancelled(openHouse: OpenHouse, school: SchoolNaming, rsvp: OpenHouseRsvp): Promise<void> {
    await this.outbox.queue({
      template: 'open-house-cancelled',
      to: rsvp.email,
      key: `open-house-cancelled:${rsvp.id}`,
      data: this.event(openHouse, school, rsvp),
    });
  }

  /** One mail per change (`{prefix}{calendar sequence}`), so the retention job erases them by this prefix. */
  static changedKeyPrefix(rsvpId: string): string {
    return `open-house-changed:${rsvpId}:`;
  }

  /** One reminder per calendar sequence (`{prefix}{sequence}`), erased by this prefix like the change mails. */
  static reminderKeyPrefix(rsvpId: string): string {
    return `open-house-reminder:${rsvpId}:`;
  }

  /** Every fixed key this module may have used for an RSVP (the retention job erases those mails). */
  static keysOf(rsvpId: string): string[] {
    return [
      `open-house-confirmation:${rsvpId}`,
      `open-house-confirmation:${rsvpId}:promoted`,
      `open-house-waitlisted:${rsvpId}`,
      // The reminder's key before it carried the calendar sequence (mails stored then).
      `open-house-reminder:${rsvpId}`,
      `open-house-rsvp-cancelled:${rsvpId}`,
      `open-house-cancelled:${rsvpId}`,
    ];
  }
}
