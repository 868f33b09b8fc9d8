import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

/**
 * The automatic checks a review (and an owner's reply) passes before it is shown (issue 39, "Moderation by
 * published rules"; docs/decisions/reviews-moderation.md). A check that fires holds the text for an admin; it
 * never rejects it and never publishes it faster.
 *
 * What this decides from is spelled out in `ReviewScreening`: the texts and two counts about the review's
 * context. It is not given the school's plan (premium or not) nor any rating, so neither can change whether a
 * review is held: the unit test pins the input's fields and the integration test (backend/test/reviews/
 * same-path.e2e-spec.ts) runs premium / non-premium and 1-star / 5-star reviews through the API.
 */
export type HoldReason =
  'profanity' | 'email_address' | 'phone_number' | 'link' | 'same_text_other_schools' | 'burst_for_school';

export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  profanity: 'Profanity or slurs',
  email_address: 'Contains an e-mail address',
  phone_number: 'Contains a phone number',
  link: 'Contains a link',
  same_text_other_schools: 'The same text was posted for another school',
  burst_for_school: 'Many reviews for this school within a day',
};

/** More confirmed reviews than this for one school within 24 hours: the next ones wait for an admin. */
export const BURST_REVIEWS_PER_DAY = 5;

export interface ReviewScreening {
  /** Every text the public will read: title, body and display name. */
  texts: string[];
  /** Whether a review of another school has the same body (same fingerprint, `reviewFingerprint`). */
  sameTextAtOtherSchools: boolean;
  /** Reviews of the same school confirmed in the 24 hours before this one. */
  reviewsOfSchoolInLastDay: number;
}

export interface ScreeningVerdict {
  verdict: 'publish' | 'hold';
  reasons: HoldReason[];
}

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
// Ten digits in the North American shape (with or without +1, brackets, dots, dashes or spaces).
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|info|biz|io|co|us|me|ly|app|site|edu|gov)\b/i;

/** The checks that look at one text alone (a reply passes these). */
export function screenText(text: string): HoldReason[] {
  const reasons: HoldReason[] = [];
  if (profanity.hasMatch(text)) reasons.push('profanity');
  if (EMAIL.test(text)) reasons.push('email_address');
  if (PHONE.test(text)) reasons.push('phone_number');
  // An address's domain is not a link of its own.
  if (LINK.test(text.replace(new RegExp(EMAIL.source, 'g'), ' '))) reasons.push('link');
  return reasons;
}

/** The decision for a confirmed (or edited) review. */
export function screenReview(input: ReviewScreening): ScreeningVerdict {
  const reasons = new Set<HoldReason>(input.texts.flatMap(screenText));
  if (input.sameTextAtOtherSchools) reasons.add('same_text_other_schools');
  if (input.reviewsOfSchoolInLastDay >= BURST_REVIEWS_PER_DAY) reasons.add('burst_for_school');
  const list = [...reasons];
  return { verdict: list.length ? 'hold' : 'publish', reasons: list };
}

/** The decision for an owner's reply: the same text checks as a review. */
export function screenReply(text: string): ScreeningVerdict {
  const reasons = screenText(text);
  return { verdict: reasons.length ? 'hold' : 'publish', reasons };
}
