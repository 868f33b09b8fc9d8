/**
 * The published review guidelines (issue 39, docs/decisions/reviews-moderation.md): what is removed, each rule with
 * the anchor a removal reason links to on /review-guidelines. The same ids name the reasons an admin removes a
 * review for and an owner reports one against, so a family told 'removed: personal data' reads the very rule.
 */
import type { ReviewGuideline } from '@/shared/api';

/** Keyed by the contract's `ReviewGuideline`, the backend's removal-reason enum, so the two cannot drift apart. */
const GUIDELINE_TEXT: Record<ReviewGuideline, { title: string; rule: string }> = {
  threats: {
    title: 'Threats and harassment',
    rule: 'Threats of harm, intimidation or harassment of anyone, including students, families and staff.',
  },
  hate: {
    title: 'Hate',
    rule: 'Attacks on people for their race, ethnicity, religion, disability, sex, sexual orientation, gender identity, age or national origin.',
  },
  personal_data: {
    title: 'Personal information',
    rule: "A child's or a staff member's full name, phone numbers, e-mail addresses, home addresses or anything else that identifies a private person.",
  },
  advertising: {
    title: 'Advertising',
    rule: 'Promotion of a business, a service or another school, and links to other sites.',
  },
  not_first_hand: {
    title: 'Not first-hand',
    rule: 'Reviews not based on your own experience of the school as a parent, student, alumnus or member of staff: hearsay, rumours, or a review of a school you have only visited online.',
  },
  undisclosed_conflict_of_interest: {
    title: 'Undisclosed conflict of interest',
    rule: "Reviews by the school's staff, board or their relatives, or by a competing school, that do not say so. Staff and their families may review when they say so: their reviews are labelled 'Works at or for this school' and are not counted in the rating.",
  },
};

export type ReviewGuidelineId = ReviewGuideline;

export const REVIEW_GUIDELINES = (Object.keys(GUIDELINE_TEXT) as ReviewGuideline[]).map((id) => ({
  id,
  ...GUIDELINE_TEXT[id],
}));

export const guidelineTitle = (id: ReviewGuideline): string => GUIDELINE_TEXT[id].title;
