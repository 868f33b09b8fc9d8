import { ApiProperty } from '@nestjs/swagger';
import type { ListingConfirmationState } from '../../application/confirm-listing';
import type { IgnoredReminders } from '../../application/list-ignored-reminders';
import { CONFIRMATION_CHANNELS, type ConfirmationChannel } from '../../domain/listing-confirmation';

/** A school's listing confirmation: the confirm page's and the dashboard card's. */
export class ListingConfirmationResponse {
  @ApiProperty() schoolId: number;
  @ApiProperty() schoolName: string;
  @ApiProperty() schoolSlug: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an owner last confirmed' })
  lastConfirmedAt: string | null;
  @ApiProperty({ enum: CONFIRMATION_CHANNELS, enumName: 'ListingConfirmationChannel', nullable: true })
  lastConfirmedVia: ConfirmationChannel | null;

  static from(state: ListingConfirmationState): ListingConfirmationResponse {
    return {
      schoolId: state.schoolId,
      schoolName: state.schoolName,
      schoolSlug: state.schoolSlug,
      lastConfirmedAt: state.lastConfirmedAt?.toISOString() ?? null,
      lastConfirmedVia: state.lastConfirmedVia,
    };
  }
}

/** A school whose owners ignored three reminders in a row (the operator's list; admins only). */
export class IgnoredListingRemindersResponse {
  @ApiProperty() schoolId: number;
  @ApiProperty() schoolName: string;
  @ApiProperty() schoolSlug: string;
  @ApiProperty({ type: [String], description: 'The active owners’ e-mail addresses' }) ownerEmails: string[];
  @ApiProperty({ description: 'Reminders sent since the last confirmation' }) remindersSent: number;
  @ApiProperty({ format: 'date-time' }) lastReminderAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastConfirmedAt: string | null;

  static from(item: IgnoredReminders): IgnoredListingRemindersResponse {
    return {
      schoolId: item.schoolId,
      schoolName: item.schoolName,
      schoolSlug: item.schoolSlug,
      ownerEmails: item.ownerEmails,
      remindersSent: item.remindersSent,
      lastReminderAt: item.lastReminderAt.toISOString(),
      lastConfirmedAt: item.lastConfirmedAt?.toISOString() ?? null,
    };
  }
}

export class ListingRemindersRunResponse {
  @ApiProperty({ description: 'How many schools were reminded (none when no period is due)' }) remindedSchools: number;
}
