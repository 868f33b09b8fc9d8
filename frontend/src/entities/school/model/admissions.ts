import type { AdmissionsFactsResponse, OpeningGrade, OpeningStatus } from '@/shared/api';
import { safeExternalUrl, telHref } from '@/shared/lib/contact-links';
import { calendarDateText, isoDate, lasVegasDate } from '@/shared/lib/format';

/**
 * How a school's admissions facts read (issue 20): the school page, the
 * owner and admin forms and the compare page use these words alike.
 */
export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = {
  open: 'Seats open',
  few: 'Few seats',
  full: 'Full',
  waitlist: 'Waitlist',
};

const ORDINAL: Record<string, string> = { '1': '1st', '2': '2nd', '3': '3rd' };

/** 'Pre-K', 'Kindergarten', '1st grade' … '12th grade'. */
export function gradeLabel(grade: OpeningGrade): string {
  if (grade === 'PK') return 'Pre-K';
  if (grade === 'K') return 'Kindergarten';
  return `${ORDINAL[grade] ?? `${grade}th`} grade`;
}

/** '2027-28' for entry year 2027. */
export function schoolYearLabel(entryYear: number): string {
  return `${entryYear}-${String((entryYear + 1) % 100).padStart(2, '0')}`;
}

/** Today's date (YYYY-MM-DD) in Las Vegas, where every deadline is read. */
export function todayInLasVegas(now = new Date()): string {
  return isoDate(lasVegasDate(now));
}

/** A deadline dated today has not passed; it passes when Las Vegas reaches the next day. */
export function isDeadlinePassed(deadline: string, today = todayInLasVegas()): boolean {
  return deadline < today;
}

/** 'January 31, 2027' (a calendar date, so no time zone shift). */
export function formatDeadline(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return calendarDateText({ year, month, day });
}

/** What a page says for an admissions fact the school has not published (issue 35: unknown is not 'no'). */
export const NOT_REPORTED = 'Not reported by the school';

/** The first day of the school year a child enters in `entryYear` (Nevada's school year starts 1 July). */
export function schoolYearStart(entryYear: number): string {
  return `${entryYear}-07-01`;
}

/**
 * The deadlines still worth showing: those of a school year that has not begun (issue 35, "Stale facts").
 * A deadline of a year already under way, or past, is not an upcoming one, even marked 'Passed'; a
 * passed deadline of the coming year stays (with its 'Passed' mark).
 */
export function currentDeadlines<T extends { entryYear: number }>(
  deadlines: readonly T[],
  today = todayInLasVegas(),
): T[] {
  return deadlines.filter((item) => today < schoolYearStart(item.entryYear));
}

/** Where a family can ask what a school has not reported: its e-mail, else its website, else its phone. */
export function askSchoolHref(school: {
  email?: string | null;
  website?: string | null;
  phone?: string | null;
}): string | null {
  if (school.email?.trim()) return `mailto:${school.email.trim()}?subject=${encodeURIComponent('Admissions question')}`;
  const website = safeExternalUrl(school.website);
  if (website) return website;
  if (school.phone?.trim()) return telHref(school.phone);
  return null;
}

/** Whether a school published any admissions fact worth a section. */
export function hasAdmissionsFacts(facts: AdmissionsFactsResponse): boolean {
  return (
    facts.applicationDeadlines.length > 0 ||
    !!facts.financialAidProvider ||
    !!facts.financialAidDeadline ||
    facts.gradeOpenings.length > 0 ||
    facts.acceptsOpportunityScholarship !== null
  );
}
