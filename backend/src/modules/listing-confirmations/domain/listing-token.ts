import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a reminder's link names: the school, the owner it was mailed to, and when it stops working. */
export interface ListingLink {
  schoolId: number;
  userId: string;
  expiresAt: Date;
}

/** `listing.{school:user:expiry seconds as base64url}.{HMAC-SHA256}`. */
export function signListingToken(link: ListingLink, secret: string): string {
  const payload = Buffer.from(
    `${link.schoolId}:${link.userId}:${Math.floor(link.expiresAt.getTime() / 1000)}`,
    'utf8',
  ).toString('base64url');
  return `listing.${payload}.${mac(payload, secret)}`;
}

/** The link a token names (expired or not), or null when it is malformed or wrongly signed. */
export function verifyListingToken(token: string, secret: string): ListingLink | null {
  const match = /^listing\.([\w-]{1,300})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const expected = Buffer.from(mac(match[1], secret));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const parts = /^(\d{1,10}):([\w-]{1,100}):(\d{1,12})$/.exec(Buffer.from(match[1], 'base64url').toString('utf8'));
  if (!parts) return null;
  return { schoolId: Number(parts[1]), userId: parts[2], expiresAt: new Date(Number(parts[3]) * 1000) };
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`listing-confirmation:${payload}`).digest('base64url');
}
