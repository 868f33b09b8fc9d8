import type { ReportingWindowDays } from '@/shared/api/signed-in';

/**
 * The reporting windows the analytics views offer (the school's Analytics tab and the admin's), in days
 * ending today: the contract's `ReportingWindowDays` (the backend's WINDOW_DAYS). The check below fails
 * the type check when the contract gains a window this list does not name.
 */
export const REPORTING_WINDOWS = [7, 30, 90, 365] as const satisfies readonly ReportingWindowDays[];

const everyWindowListed: Exclude<ReportingWindowDays, (typeof REPORTING_WINDOWS)[number]> extends never ? true : never =
  true;
void everyWindowListed;

export type { ReportingWindowDays };
