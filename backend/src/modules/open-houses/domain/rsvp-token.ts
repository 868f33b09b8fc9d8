import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cancel link's token: the RSVP's id and an HMAC-SHA256 of it under
 * OPEN_HOUSE_TOKEN_SECRET. Whoever holds the mail can cancel; nobody can
 * guess a token for another RSVP, and no account is needed.
 */
export function signRsvpToken(rsvpId: string, secret: string): string {
  return `${rsvpId}.${mac(rsvpId, secret)}`;
}

/** The RSVP id a token names, or null when the token is malformed or its signature is wrong. */
export function verifyRsvpToken(token: string, secret: string): string | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const expected = Buffer.from(mac(match[1], secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

function mac(rsvpId: string, secret: string): string {
  return createHmac('sha256', secret).update(`open-house-rsvp:${rsvpId}`).digest('base64url');
}
