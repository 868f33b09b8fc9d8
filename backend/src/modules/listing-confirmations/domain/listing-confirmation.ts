import { randomUUID } from 'node:crypto';

/** How an owner confirmed: the mailed reminder's page, or the school dashboard's card. */
export const CONFIRMATION_CHANNELS = ['reminder', 'dashboard'] as const;
export type ConfirmationChannel = (typeof CONFIRMATION_CHANNELS)[number];

/** An owner said their school's listing is still correct (issue 44): the date the school page shows. */
export class ListingConfirmation {
  id: string;
  schoolId: number;
  confirmedAt: Date;
  /** The owner's account (null once the account is deleted). */
  confirmedBy: string | null;
  via: ConfirmationChannel;

  static record(input: { schoolId: number; userId: string; via: ConfirmationChannel; now: Date }): ListingConfirmation {
    const confirmation = new ListingConfirmation();
    confirmation.id = randomUUID();
    confirmation.schoolId = input.schoolId;
    confirmation.confirmedAt = input.now;
    confirmation.confirmedBy = input.userId;
    confirmation.via = input.via;
    return confirmation;
  }
}

/** One period's reminder to a school's owners; (school, period) is unique, so a period is mailed once. */
export class ListingReminder {
  id: string;
  schoolId: number;
  /** The start of the six-month period it belongs to (docs/decisions/listing-confirmations.md). */
  period: Date;
  sentAt: Date;
  /** The outbox key prefix of its mails (`listing-reminder:{id}:{owner}`). */
  mailKey: string;
  recipients: number;

  static forPeriod(schoolId: number, period: Date, now: Date): ListingReminder {
    const reminder = new ListingReminder();
    reminder.id = randomUUID();
    reminder.schoolId = schoolId;
    reminder.period = period;
    reminder.sentAt = now;
    reminder.mailKey = `listing-reminder:${reminder.id}`;
    reminder.recipients = 0;
    return reminder;
  }
}
