import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a mailed link allows: `confirm` publishes one review (the page's button POSTs it), `manage` edits or
 * deletes it later. The kind is signed too, so one cannot be turned into the other.
 */
export type ReviewTokenKind = 'confirm' | 'manage';

/** `{kind}.{review id as base64url}.{HMAC-SHA256 under REVIEW_TOKEN_SECRET}`; the review's life bounds it. */
export function signReviewToken(kind: ReviewTokenKind, reviewId: string, secret: string): string {
  const encoded = Buffer.from(reviewId, 'utf8').toString('base64url');
  return `${kind}.${encoded}.${mac(kind, encoded, secret)}`;
}

/** The review id a token of `kind` names, or null when it is malformed, of another kind or wrongly signed. */
export function verifyReviewToken(token: string, kind: ReviewTokenKind, secret: string): string | null {
  const match = /^([a-z]+)\.([\w-]{1,200})\.([\w-]{43})$/.exec(token.trim());
  if (!match || match[1] !== kind) return null;
  const expected = Buffer.from(mac(kind, match[2], secret));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(match[2], 'base64url').toString('utf8');
}

function mac(kind: string, encoded: string, secret: string): string {
  return createHmac('sha256', secret).update(`review:${kind}:${encoded}`).digest('base64url');
}

/** A visitor for 'Helpful' (once each, no account): an HMAC of address and browser, never stored in clear. */
export function visitorHash(address: string, userAgent: string, secret: string): string {
  return createHmac('sha256', secret).update(`review-helpful:${address}:${userAgent}`).digest('hex');
}
