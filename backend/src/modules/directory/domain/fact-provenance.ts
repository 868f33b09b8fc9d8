import { todayInLasVegas } from './admissions-facts';

/**
 * Where a school's fact comes from (issue 44, "Facts that say where they come from"): the school (an
 * owner's edit, or a change of theirs the team approved), the directory team (an operator's edit or a
 * catalogue-layout import) or the NCES Private School Survey (its import, with the survey's school year).
 * Kept per field on the school (`School.factSources`); docs/decisions/fact-provenance.md.
 */
export type FactSourceKind = 'school' | 'team' | 'nces';

export interface FactSource {
  source: FactSourceKind;
  /** The Las Vegas date (YYYY-MM-DD) the fact was written. */
  at: string;
  /** For an NCES fact: the survey's school year, '2021-22'. */
  surveyYear?: string;
}

/** Field name → where its current value comes from. A field without an entry has no known source. */
export type FactSources = Record<string, FactSource>;

/** What the page shows beside a fact. */
export interface Provenance {
  source: FactSourceKind;
  /** 'From the school, Nov 3, 2026', 'Directory team, Nov 3, 2026', 'NCES Private School Survey 2021-22'. */
  label: string;
  /** The date the label names (YYYY-MM-DD); for an NCES fact, 1 July of its survey's school year. */
  date: string;
  /** More than two school years old: the page says so (STALE_NOTE). */
  stale: boolean;
}

/** A fact this many school years behind the current one is 'older than two school years'. */
export const STALE_AFTER_SCHOOL_YEARS = 3;

/** What the page adds beside a fact older than two school years. */
export const STALE_NOTE = 'Reported over two years ago: check with the school';

/** A survey's school year from a PSS column's year suffix: '22' or '2022' → '2021-22'. */
export function surveyYearFromSuffix(suffix: string): string | null {
  if (!/^\d{2}$|^\d{4}$/.test(suffix)) return null;
  const end = suffix.length === 2 ? 2000 + Number(suffix) : Number(suffix);
  return `${end - 1}-${String(end % 100).padStart(2, '0')}`;
}

/** The year a Nevada school year starts in (1 July): '2026-11-03' → 2026, '2026-06-30' → 2025. */
export function schoolYearStart(date: string): number {
  const [year, month] = date.split('-').map(Number);
  return month >= 7 ? year : year - 1;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** '2026-11-03' → 'Nov 3, 2026' (how the school page writes a fact's date). */
export function formatFactDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The one rule of a fact's label (unit-tested in fact-provenance.spec.ts): which source it names, which
 * date, and whether it is older than two school years (Nevada's start on 1 July): its school year is
 * neither the current one nor one of the two before it. NCES 2021-22 is stale from 1 July 2024 on; a fact
 * written in Nov 2024 (school year 2024-25) from 1 July 2027 on. `listingConfirmedAt` is the owner's last "Everything is still correct"
 * (null when there is none): when newer than the fact or of the same day, a fact not from NCES reads as the
 * school's of that date, since the school vouched for it then. A fact without a known source has none (null).
 */
export function factProvenance(
  entry: FactSource | undefined | null,
  listingConfirmedAt: Date | null,
  now: Date = new Date(),
): Provenance | null {
  if (!entry) return null;
  const currentYear = schoolYearStart(todayInLasVegas(now));
  if (entry.source === 'nces') {
    const surveyYear = entry.surveyYear ?? null;
    const start = surveyYear ? Number(surveyYear.slice(0, 4)) : schoolYearStart(entry.at);
    return {
      source: 'nces',
      label: surveyYear ? `NCES Private School Survey ${surveyYear}` : 'NCES Private School Survey',
      date: `${start}-07-01`,
      stale: currentYear - start >= STALE_AFTER_SCHOOL_YEARS,
    };
  }
  let source = entry.source;
  let date = entry.at;
  const confirmed = listingConfirmedAt ? todayInLasVegas(listingConfirmedAt) : null;
  // Dates are days: a confirmation on the day of a team's edit vouches for it too (the owner saw the listing then).
  if (confirmed && confirmed >= date) {
    source = 'school';
    date = confirmed;
  }
  const who = source === 'school' ? 'From the school' : 'Directory team';
  return {
    source,
    label: `${who}, ${formatFactDate(date)}`,
    date,
    stale: currentYear - schoolYearStart(date) >= STALE_AFTER_SCHOOL_YEARS,
  };
}

/** The newest of several facts' provenance (a group of facts shown together), null when none has one. */
export function groupProvenance(
  sources: FactSources,
  fields: readonly string[],
  listingConfirmedAt: Date | null,
  now: Date = new Date(),
): Provenance | null {
  let newest: Provenance | null = null;
  for (const field of fields) {
    const provenance = factProvenance(sources[field], listingConfirmedAt, now);
    if (provenance && (!newest || provenance.date > newest.date)) newest = provenance;
  }
  return newest;
}

/** The facts the school page shows together, each group with one source line. */
export const FACT_GROUPS = {
  about: ['description'],
  details: ['name', 'grades', 'schoolType', 'religiousAffiliation', 'city', 'zipCode', 'features'],
  contact: ['phone', 'email', 'website', 'address'],
  admissions: [
    'applicationDeadlines',
    'gradeOpenings',
    'financialAidProvider',
    'financialAidDeadline',
    'acceptsOpportunityScholarship',
  ],
  enrollment: ['enrollment'],
  teachers: ['teachersFte'],
} as const;

export type FactGroup = keyof typeof FACT_GROUPS;

/** Each written field recorded as from `source` on the Las Vegas date of `now`. */
export function recordFactSources(
  sources: FactSources | null | undefined,
  fields: readonly string[],
  source: FactSourceKind,
  now: Date,
  surveyYear?: string | null,
): FactSources {
  const next: FactSources = { ...(sources ?? {}) };
  const entry: FactSource = { source, at: todayInLasVegas(now) };
  if (source === 'nces' && surveyYear) entry.surveyYear = surveyYear;
  for (const field of fields) next[field] = { ...entry };
  return next;
}
