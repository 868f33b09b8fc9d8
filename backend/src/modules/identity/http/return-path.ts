/**
 * A path on this site to come back to after signing in, or null. Only a plain
 * same-site path is accepted ('/portal', '/schools?x=1'): never another origin
 * ('//evil.example', 'https://…', '/\evil.example'), so the sign-in link cannot
 * be turned into an open redirect.
 */
export function safeReturnPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > 512) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (and so CR/LF) never belong in a path we redirect to.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  return next;
}
