import type { ApplicationDeadline, GradeOpenings } from '../domain/admissions-facts';
import { todayInLasVegas } from '../domain/admissions-facts';

/** Admissions facts of one invented listing, as the seeder applies them. */
export interface ExampleAdmissions {
  applicationDeadlines: ApplicationDeadline[];
  financialAidProvider: string | null;
  financialAidDeadline: string | null;
  gradeOpenings: GradeOpenings;
  acceptsOpportunityScholarship: boolean;
}

/**
 * Plausible admissions facts for the clearly labelled example listings only
 * (issue 20): real schools get none, since an invented deadline or seat count
 * on a real school would mislead families. Dates follow the day the seed runs,
 * so the examples always show the next entry year's season: a priority
 * deadline on 1 December and a final one in winter. One example keeps only a
 * deadline that has passed, to show the 'passed' state and the filter.
 */
export function exampleAdmissions(now = new Date()): Record<string, ExampleAdmissions> {
  const year = Number(todayInLasVegas(now).slice(0, 4));
  const entry = year + 1;
  const deadlines = (...items: [string, string | null][]): ApplicationDeadline[] =>
    items.map(([date, label]) => ({ entryYear: entry, deadline: date, label }));
  return {
    'Example Classical Academy': {
      applicationDeadlines: deadlines(
        [`${entry - 1}-12-01`, 'Priority deadline'],
        [`${entry}-02-15`, 'Final deadline'],
      ),
      financialAidProvider: 'FACTS Grant & Aid',
      financialAidDeadline: `${entry}-01-31`,
      gradeOpenings: { K: 'open', '1': 'open', '2': 'few', '3': 'few', '4': 'full', '5': 'full', '6': 'waitlist' },
      acceptsOpportunityScholarship: true,
    },
    'Example Language Immersion School': {
      applicationDeadlines: deadlines([`${entry}-01-31`, null]),
      financialAidProvider: 'FACTS Grant & Aid',
      financialAidDeadline: `${entry}-01-15`,
      gradeOpenings: { PK: 'waitlist', K: 'few', '1': 'open', '2': 'open', '3': 'open', '4': 'full', '5': 'full' },
      acceptsOpportunityScholarship: true,
    },
    'Example STEM Academy': {
      applicationDeadlines: deadlines([`${entry}-01-15`, 'Middle school'], [`${entry}-02-01`, 'High school']),
      financialAidProvider: 'Clarity by Blackbaud',
      financialAidDeadline: `${entry}-01-15`,
      gradeOpenings: { '6': 'open', '7': 'few', '8': 'full', '9': 'open', '10': 'few', '11': 'full', '12': 'full' },
      acceptsOpportunityScholarship: false,
    },
    'Example Boys’ Preparatory School': {
      applicationDeadlines: deadlines([`${entry - 1}-12-15`, 'Priority deadline']),
      financialAidProvider: 'FACTS Grant & Aid',
      financialAidDeadline: `${entry - 1}-12-15`,
      gradeOpenings: {
        '6': 'few',
        '7': 'full',
        '8': 'full',
        '9': 'open',
        '10': 'waitlist',
        '11': 'full',
        '12': 'full',
      },
      acceptsOpportunityScholarship: true,
    },
    'Example Girls’ Academy': {
      applicationDeadlines: deadlines([`${entry}-01-31`, null]),
      financialAidProvider: null,
      financialAidDeadline: null,
      gradeOpenings: { '6': 'open', '7': 'open', '8': 'few', '9': 'open', '10': 'few', '11': 'few', '12': 'full' },
      acceptsOpportunityScholarship: false,
    },
    'Example Boarding School': {
      // Rolling admission now; the one published deadline (last year's entry) has passed whatever the date,
      // which the directory's 'Deadline not passed' filter and its e2e test rely on.
      applicationDeadlines: [{ entryYear: year - 1, deadline: `${year - 1}-02-01`, label: 'Boarding entry' }],
      financialAidProvider: 'SSS by NAIS',
      financialAidDeadline: null,
      gradeOpenings: { '9': 'waitlist', '10': 'full', '11': 'few', '12': 'full' },
      acceptsOpportunityScholarship: false,
    },
  };
}
