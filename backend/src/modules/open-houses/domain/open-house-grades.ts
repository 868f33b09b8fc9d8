/**
 * Grades as the directory counts them (docs/product.md "Records": Pre-K = -1, K = 0,
 * 1..12). An open house is for a span of grades; a family names one grade.
 */
export const GRADE_MIN = -1;
export const GRADE_MAX = 12;

export const OPEN_HOUSE_GRADE_LABELS = [
  'Pre-K',
  'Kindergarten',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
] as const;
export type OpenHouseGradeLabel = (typeof OPEN_HOUSE_GRADE_LABELS)[number];

export function gradeLabel(grade: number): string {
  return OPEN_HOUSE_GRADE_LABELS[grade - GRADE_MIN] ?? String(grade);
}

/** 'Pre-K - 5th', 'Kindergarten', '9th - 12th'. */
export function gradeSpanLabel(min: number, max: number): string {
  return min === max ? gradeLabel(min) : `${gradeLabel(min)} - ${gradeLabel(max)}`;
}
