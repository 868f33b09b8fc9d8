import type { LeadNotificationMode } from '../../domain/lead-notification';

/**
 * Read-only: how a school's owners chose to hear of new things (at once or a daily summary), for other
 * modules that notify owners the same way (reviews: a newly published review). Leads stays the only writer of
 * `lead_notification_setting` (its Leads tab); this port only reads it, in the caller's transaction.
 */
export abstract class LeadNotificationChoices {
  /** The school's mode; `immediate` when it never chose. */
  abstract modeOf(schoolId: number): Promise<LeadNotificationMode>;
}
