/**
 * The published review guidelines (issue 39, docs/decisions/reviews-moderation.md): what is removed, each rule with
 * the anchor a removal reason links to on /review-guidelines. The same ids name the reasons an admin removes a
 * review for and an owner reports one against, so a family told 'removed: personal data' reads the very rule.
 */
export const REVIEW_GUIDELINES = [
  {
    id: 'threats',
    title: 'Threats and harassment',
    rule: 'Threats of harm, intimidation or harassment of anyone, including students, families and staff.',
  },
  {
    id: 'hate',
    title: 'Hate',
    rule: 'Attacks on people for their race, ethnicity, religion, disability, sex, sexual orientation, gender identity, age or national origin.',
  },
  {
    id: 'personal_data',
    title: 'Personal information',
    rule: "A child's or a staff member's full name, phone numbers, e-mail addresses, home addresses or anything else that identifies a private person.",
  },
  {
    id: 'advertising',
    title: 'Advertising',
    rule: 'Promotion of a business, a service or another school, and links to other sites.',
  },
  {
    id: 'not_first_hand',
    title: 'Not first-hand',
    rule: 'Reviews not based on your own experience of the school as a parent, student, alumnus or member of staff: hearsay, rumours, or a review of a school you have only visited online.',
  },
  {
    id: 'undisclosed_conflict',
    title: 'Undisclosed conflict of interest',
    rule: "Reviews by the school's staff, board or their relatives, or by a competing school, that do not say so. Staff and their families may review when they say so: their reviews are labelled 'Works at or for this school' and are not counted in the rating.",
  },
] as const;

export type ReviewGuidelineId = (typeof REVIEW_GUIDELINES)[number]['id'];
