/** Enumerations of spec 000 §3, as the filters and the hero search offer them. */
export const SCHOOL_TYPES = [
  'Faith-Based',
  'Montessori',
  'College Prep',
  'Classical',
  'Language Immersion',
  'Special Needs',
  'All Boys',
  'All Girls',
  'Boarding',
  'Inquiry-Based',
  'STEM Focus',
  'Arts Focus',
] as const;

/** Sent verbatim as `grades`; the server reads each as a grade span. */
export const GRADE_LEVELS = [
  'Pre-K',
  'Kindergarten',
  'Elementary (K-5)',
  'Middle School (6-8)',
  'High School (9-12)',
  '1st - 5th',
  '6th - 8th',
  '9th - 12th',
] as const;
