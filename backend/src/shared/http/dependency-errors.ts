/**
 * Recognises "a dependency is down" errors from pg, knex, MikroORM and ioredis,
 * so they answer 503 + Retry-After instead of 500. Matching is by code and name
 * because the errors come from several libraries with no common class.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
// PostgreSQL SQLSTATEs: connection exceptions (08xxx), admin shutdown, cannot connect now, too many connections.
const POSTGRES_UNAVAILABLE = /^(08\d{3}|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_NAMES = new Set(['ConnectionException', 'KnexTimeoutError', 'MaxRetriesPerRequestError']);
const UNAVAILABLE_MESSAGES = [
  "Stream isn't writeable",
  'Connection is closed',
  'Connection terminated',
  'Timeout acquiring a connection',
  'connect ECONNREFUSED',
];

export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const candidate = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; previous?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)) return true;
  if (typeof candidate.name === 'string' && UNAVAILABLE_NAMES.has(candidate.name)) return true;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyUnavailable(inner, depth + 1)))
    return true;
  return isDependencyUnavailable(candidate.cause, depth + 1) || isDependencyUnavailable(candidate.previous, depth + 1);
}
