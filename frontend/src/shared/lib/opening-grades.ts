import type { OpeningGrade } from '@/shared/api';

/**
 * The grade keys of a school's openings (issue 20), in the order forms and filters list them: the
 * contract's `OpeningGrade` (generated from the backend's admissions facts). The check below fails
 * the type check when the contract gains a grade this list does not name.
 */
export const OPENING_GRADES = [
  'PK',
  'K',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const satisfies readonly OpeningGrade[];

const everyGradeListed: Exclude<OpeningGrade, (typeof OPENING_GRADES)[number]> extends never ? true : never = true;
void everyGradeListed;

export function isOpeningGrade(value: string): value is OpeningGrade {
  return (OPENING_GRADES as readonly string[]).includes(value);
}
