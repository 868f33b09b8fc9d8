import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link allows: `confirm` and `unsubscribe` name one alert (its
 * id), `manage` names an e-mail address (all its alerts). The kind is part of
 * the signature, so a manage link cannot be turned into another kind.
 */
export type AlertTokenKind = 'confirm' | 'unsubscribe' | 'manage';

/** `{kind}.{subject as base64url}.{HMAC-SHA256 under ALERT_TOKEN_SECRET}`; no expiry: the alert's life bounds it. */
export function signAlertToken(kind: AlertTokenKind, subject: string, secret: string): string {
  const encoded = Buffer.from(subject, 'utf8').toString('base64url');
  return `${kind}.${encoded}.${mac(kind, encoded, secret)}`;
}

/** The subject a token of `kind` names, or null when it is malformed, of another kind or wrongly signed. */
export function verifyAlertToken(token: string, kind: AlertTokenKind, secret: string): string | null {
  const match = /^([a-z]+)\.([\w-]{1,400})\.([\w-]{43})$/.exec(token.trim());
  if (!match || match[1] !== kind) return null;
  const expected = Buffer.from(mac(kind, match[2], secret));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(match[2], 'base64url').toString('utf8');
}

function mac(kind: string, encoded: string, secret: string): string {
  return createHmac('sha256', secret).update(`alert:${kind}:${encoded}`).digest('base64url');
}
