/**
 * Addresses end up in mail headers: a CR or LF inside one would let a sender
 * add headers (Bcc, a second body). Every address is checked before it is
 * stored in the outbox.
 */
const SIMPLE_ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

/** CR/LF and every other control character: none belongs in an address. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isSafeMailAddress(value: string): boolean {
  return value.length <= 254 && !CONTROL.test(value) && SIMPLE_ADDRESS.test(value);
}

/**
 * MAIL_FROM with another display name (`"Oak Academy" <no-reply@example.com>`): the address stays the
 * product's, so the mail passes the domain's SPF and DKIM checks, and only the name a reader sees changes.
 * Control characters are dropped and quotes and backslashes escaped, so a name can add no header and no
 * second address; without a name (or with a blank one), MAIL_FROM as it is.
 */
export function senderWithName(from: string, name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!clean) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${clean.replace(/[\\"]/g, (char) => `\\${char}`)}" <${address}>`;
}
