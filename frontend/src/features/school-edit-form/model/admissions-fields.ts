import { OPENING_GRADES } from '@/shared/lib/opening-grades';
import { z } from '@/shared/lib/zod';
import type { AdmissionsFactsResponse, OpeningGrade, OpeningStatus } from '@/shared/api';

/**
 * The admissions facts part of a school form (issue 20): deadlines per entry
 * year, financial aid, openings per grade, the Opportunity Scholarship.
 * Values are text while editing; the checks and texts are the server's
 * (backend directory `admissions-fields.decorators.ts`).
 */
export const ENTRY_YEAR_MIN = 2020;
export const ENTRY_YEAR_MAX = 2040;
export const MAX_DEADLINES = 12;
export const ENTRY_YEAR_MESSAGE = `Entry year must be a year from ${ENTRY_YEAR_MIN} to ${ENTRY_YEAR_MAX}`;
export const DEADLINE_DATE_MESSAGE = 'Deadline must be a real date (YYYY-MM-DD)';
export const DEADLINE_WINDOW_MESSAGE = 'Deadline must fall in the entry year or the two years before it';
export const AID_DATE_MESSAGE = 'Financial aid deadline must be a real date (YYYY-MM-DD)';

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const deadlineRow = z
  .object({
    entryYear: z
      .string()
      .trim()
      .refine(
        (value) => /^\d{4}$/.test(value) && +value >= ENTRY_YEAR_MIN && +value <= ENTRY_YEAR_MAX,
        ENTRY_YEAR_MESSAGE,
      ),
    deadline: z.string().trim().refine(isCalendarDate, DEADLINE_DATE_MESSAGE),
    label: z.string().trim().max(100, 'Deadline label must be at most 100 characters'),
  })
  .refine(
    (row) => {
      if (!isCalendarDate(row.deadline) || !/^\d{4}$/.test(row.entryYear)) return true;
      const year = Number(row.deadline.slice(0, 4));
      return year >= Number(row.entryYear) - 2 && year <= Number(row.entryYear);
    },
    { path: ['deadline'], message: DEADLINE_WINDOW_MESSAGE },
  );

const statusValue = z.enum(['', 'open', 'few', 'full', 'waitlist']);

export const admissionsSchema = z.object({
  deadlines: z.array(deadlineRow).max(MAX_DEADLINES, `At most ${MAX_DEADLINES} application deadlines`),
  financialAidProvider: z.string().trim().max(200, 'Financial aid provider must be at most 200 characters'),
  financialAidDeadline: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), AID_DATE_MESSAGE),
  openings: z.record(z.string(), statusValue),
  acceptsOpportunityScholarship: z.boolean(),
});

export type AdmissionsValues = z.input<typeof admissionsSchema>;

export const EMPTY_ADMISSIONS: AdmissionsFactsResponse = {
  applicationDeadlines: [],
  financialAidProvider: null,
  financialAidDeadline: null,
  gradeOpenings: [],
  acceptsOpportunityScholarship: false,
};

export function toAdmissionsValues(facts: AdmissionsFactsResponse | undefined): AdmissionsValues {
  const source = facts ?? EMPTY_ADMISSIONS;
  const openings: Record<string, '' | OpeningStatus> = {};
  for (const grade of OPENING_GRADES) openings[grade] = '';
  for (const opening of source.gradeOpenings) openings[opening.grade] = opening.status;
  return {
    deadlines: source.applicationDeadlines.map((item) => ({
      entryYear: String(item.entryYear),
      deadline: item.deadline,
      label: item.label ?? '',
    })),
    financialAidProvider: source.financialAidProvider ?? '',
    financialAidDeadline: source.financialAidDeadline ?? '',
    openings,
    // Not reported yet (null) shows unticked; saving it unchanged leaves it unreported (the server compares).
    acceptsOpportunityScholarship: source.acceptsOpportunityScholarship ?? false,
  };
}

/** The request fields (the whole lists: they replace what is stored). */
export function toAdmissionsRequest(values: z.output<typeof admissionsSchema>) {
  const gradeOpenings: Partial<Record<OpeningGrade, OpeningStatus>> = {};
  for (const grade of OPENING_GRADES) {
    const status = values.openings[grade];
    if (status) gradeOpenings[grade] = status;
  }
  return {
    applicationDeadlines: values.deadlines.map((row) => ({
      entryYear: Number(row.entryYear),
      deadline: row.deadline,
      label: row.label === '' ? null : row.label,
    })),
    financialAidProvider: values.financialAidProvider === '' ? null : values.financialAidProvider,
    financialAidDeadline: values.financialAidDeadline === '' ? null : values.financialAidDeadline,
    gradeOpenings,
    acceptsOpportunityScholarship: values.acceptsOpportunityScholarship,
  };
}

/** A server field path ('applicationDeadlines.0.deadline') as the form's ('admissions.deadlines.0.deadline'). */
export function admissionsFieldPath(serverPath: string): string | null {
  const [head, ...rest] = serverPath.split('.');
  const map: Record<string, string> = {
    applicationDeadlines: 'admissions.deadlines',
    financialAidProvider: 'admissions.financialAidProvider',
    financialAidDeadline: 'admissions.financialAidDeadline',
    gradeOpenings: 'admissions.openings',
    acceptsOpportunityScholarship: 'admissions.acceptsOpportunityScholarship',
  };
  if (!(head in map)) return null;
  // A message about the whole list or map belongs to the list/map, shown once.
  return [map[head], ...rest].join('.');
}
