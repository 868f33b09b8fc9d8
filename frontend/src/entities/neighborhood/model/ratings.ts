import { calendarDateText } from '@/shared/lib/format';

export interface RatingsProvenance {
  ratingsSource?: string | null;
  ratingsAsOf?: string | null;
}

/**
 * A neighborhood's letter grades ('Safety A', 'Family Friendly A+') are shown only with where they come
 * from and as of when (issue 35); without both they are not shown at all.
 */
export function ratingsSourced(neighborhood: RatingsProvenance | null | undefined): boolean {
  return !!neighborhood?.ratingsSource?.trim() && !!neighborhood.ratingsAsOf;
}

/** 'Grades: Las Vegas Metropolitan Police crime data, as of March 1, 2026'; null when not sourced. */
export function ratingsSourceText(neighborhood: RatingsProvenance | null | undefined): string | null {
  if (!ratingsSourced(neighborhood)) return null;
  const [year, month, day] = neighborhood!.ratingsAsOf!.slice(0, 10).split('-').map(Number);
  return `Grades: ${neighborhood!.ratingsSource!.trim()}, as of ${calendarDateText({ year, month, day })}`;
}
