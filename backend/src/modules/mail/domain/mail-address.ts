/**
 * Addresses end up in mail headers: a CR or LF inside one would let a sender
 * add headers (Bcc, a second body). Every address is checked before it is
 * stored in the outbox.
 */
const SIMPLE_ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

export function isSafeMailAddress(value: string): boolean {
  return value.length <= 254 && !/[\r\n]/.test(value) && SIMPLE_ADDRESS.test(value);
}
