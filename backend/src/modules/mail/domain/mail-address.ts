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
