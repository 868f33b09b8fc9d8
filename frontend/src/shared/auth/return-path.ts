/**
 * The `?next=` of the sign-in page when it is a plain path on this site, else
 * null (the server applies the same rule): '//evil.example' or 'https://…'
 * would turn sign-in into an open redirect.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length > 512) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  return next;
}
