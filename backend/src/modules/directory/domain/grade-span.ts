/**
 * A school's grades as a numeric span: Pre-K = -1, Kindergarten = 0, then 1..12.
 * Stored beside the free text so the directory can filter by overlap
 * (docs/product.md "Search").
 */
export interface GradeSpan {
  min: number;
  max: number;
}

export const PRE_K = -1;
export const KINDERGARTEN = 0;
export const TWELFTH = 12;

/** Named school levels written without numbers ("Elementary", "High School"). */
const LEVEL_WORDS: [RegExp, GradeSpan][] = [
  [/\belementary\b/, { min: KINDERGARTEN, max: 5 }],
  [/\bmiddle\b|\bjunior high\b/, { min: 6, max: 8 }],
  [/\bhigh\b|\bsecondary\b/, { min: 9, max: TWELFTH }],
];

/**
 * One grade mark in the normalised text, in the order it appears:
 * "pre-k"/"pk"/"prek"/"preschool"/"nursery"/"pre-kindergarten"/"tk" (transitional kindergarten counts as Pre-K),
 * "kindergarten"/"kinder"/"k", or an ordinal/number 1..12 ("1st", "12th", "9", "grade 7").
 */
const GRADE_MARK =
  /\b(?:pre-?\s?k(?:indergarten|inder)?|p-?k|preschool|pre-?school|nursery|tk|toddler|infant|early\s?childhood)\b|\b(?:kindergarten|kinder|k)\b|\b(1[0-2]|[1-9])(?:st|nd|rd|th)?\b/g;

function markValue(match: RegExpExecArray): number | undefined {
  const [text, number] = match;
  if (number !== undefined) return Number(number);
  if (/^(?:kindergarten|kinder|k)$/.test(text)) return KINDERGARTEN;
  return PRE_K;
}

/**
 * Parses free-text grades ("K-12", "Pre-K - 8th", "PK-12", "K–5", "9th - 12th",
 * "Elementary (K-5)", "High School") into the span they cover, or `null` when the
 * text names no grade at all. Every grade mark found widens the span, so lists
 * ("K, 1, 2") and ranges give the same answer; level words count only when the
 * text has no explicit grade (so "Elementary (K-5)" is K..5, not K..5 ∪ words).
 */
export function parseGradeSpan(text: string | null | undefined): GradeSpan | null {
  if (!text) return null;
  const normalised = text
    .toLowerCase()
    // every dash or range word becomes a plain separator
    .replace(/[\u2010-\u2015\u2212~]/g, '-')
    .replace(/\b(?:through|thru|to)\b/g, ' - ')
    .replace(/\bgrades?\b/g, ' ')
    .replace(/\bpre[-\s]?k(?:indergarten)?\b/g, 'pre-k')
    // age-numbered preschool years: "PK3", "Pre-K4", "K3"
    .replace(/\b(?:pre-?k|pk|k)[34]\b/g, 'pre-k')
    .replace(/\bpre[-\s]?school\b/g, 'preschool');

  const values: number[] = [];
  for (const match of normalised.matchAll(GRADE_MARK)) {
    const value = markValue(match);
    if (value !== undefined) values.push(value);
  }
  if (values.length) return { min: Math.min(...values), max: Math.max(...values) };

  const words = LEVEL_WORDS.filter(([pattern]) => pattern.test(normalised)).map(([, span]) => span);
  if (!words.length) return null;
  return { min: Math.min(...words.map((s) => s.min)), max: Math.max(...words.map((s) => s.max)) };
}
