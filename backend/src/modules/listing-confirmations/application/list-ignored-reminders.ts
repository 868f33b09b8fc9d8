import { Injectable } from '@nestjs/common';
import { IGNORED_REMINDERS_LISTED, ignoredReminders } from '../domain/listing-period';
import { Clock } from './ports/clock';
import { ListingOwners } from './ports/listing-owners';
import { ListingConfirmationRepository } from './ports/listing-confirmation.repository';

export interface IgnoredReminders {
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  ownerEmails: string[];
  remindersSent: number;
  lastReminderAt: Date;
  lastConfirmedAt: Date | null;
}

/**
 * The operator's list: schools whose owners ignored IGNORED_REMINDERS_LISTED reminders in a row (sent since the
 * last confirmation, their links expired unused), longest-ignored first, with the owners' e-mails (admins only).
 */
@Injectable()
export class ListIgnoredReminders {
  constructor(
    private readonly repository: ListingConfirmationRepository,
    private readonly owners: ListingOwners,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<IgnoredReminders[]> {
    const now = this.clock.now();
    const listed = (await this.repository.remindedSchools(IGNORED_REMINDERS_LISTED)).filter((school) =>
      ignoredReminders(school.remindersSentAt, now),
    );
    return Promise.all(
      listed.map(async (school) => ({
        schoolId: school.schoolId,
        schoolName: school.schoolName,
        schoolSlug: school.schoolSlug,
        ownerEmails: (await this.owners.activeOwnersOf(school.schoolId)).map((owner) => owner.email),
        remindersSent: school.remindersSentAt.length,
        lastReminderAt: school.remindersSentAt[school.remindersSentAt.length - 1],
        lastConfirmedAt: school.lastConfirmedAt,
      })),
    );
  }
}
