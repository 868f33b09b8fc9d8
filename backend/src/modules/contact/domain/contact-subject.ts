/** The contact form's subject options (docs/product.md "Records"): stored value and the label people read. */
export const CONTACT_SUBJECTS = {
  general: 'General Inquiry',
  'school-search': 'Help Finding a School',
  'claim-school': 'School Profile Claim',
  technical: 'Technical Support',
  subscription: 'Subscription Questions',
  partnership: 'Partnership Opportunity',
  feedback: 'Feedback or Suggestions',
} as const;

export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

export const CONTACT_SUBJECT_VALUES = Object.keys(CONTACT_SUBJECTS) as ContactSubject[];

export function contactSubjectLabel(subject: ContactSubject): string {
  return CONTACT_SUBJECTS[subject];
}
