/**
 * What never reaches a log line. Keys are matched at any depth up to
 * `MAX_DEPTH` (request bodies, job payloads, headers objects, error details),
 * so a careless `logger.info({ body })` still cannot leak a password.
 */
const SECRET_KEYS = [
  // credentials and tokens
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'csrfToken',
  'secret',
  'clientSecret',
  'client_secret',
  'sessionSecret',
  'webhookSecret',
  'apiKey',
  'api_key',
  // HTTP headers that carry credentials
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'stripe-signature',
  // card data (Stripe payloads and any hand-rolled form)
  'card',
  'cardNumber',
  'card_number',
  'cvc',
  'cvv',
];

export const REDACTED = '[REDACTED]';

const SECRET_KEY_SET: ReadonlySet<string> = new Set(SECRET_KEYS);
/** Any secret key as a JSON object key: `"password":`. */
const SECRET_KEY_IN_JSON = new RegExp(`"(?:${SECRET_KEYS.join('|')})":`);

function censorSecrets(value: unknown): unknown {
  if (Array.isArray(value)) value.forEach(censorSecrets);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (SECRET_KEY_SET.has(key)) record[key] = REDACTED;
      else censorSecrets(record[key]);
    }
  }
  return value;
}

/**
 * pino's `hooks.streamWrite`: every finished log line passes here, so secrets
 * are hidden at any depth, whatever object carried them. A line that names no
 * secret key (nearly every line) costs one regular-expression test; one that
 * does is parsed, censored and written again. (pino's path-based `redact`,
 * with a wildcard path per key and depth, cost more than the rest of a
 * request's access logging: docs/performance.md.)
 */
export function redactSecretsInLine(line: string): string {
  if (!SECRET_KEY_IN_JSON.test(line)) return line;
  const newline = line.endsWith('\n') ? '\n' : '';
  try {
    return `${JSON.stringify(censorSecrets(JSON.parse(line)))}${newline}`;
  } catch {
    // Not one JSON line (a foreign destination format): never let it through unreviewed.
    return `${JSON.stringify({ level: 'warn', msg: 'a log line naming a secret key was withheld' })}${newline}`;
  }
}

const SECRET_QUERY_PARAMS = /^(token|password|secret|key|api_?key|signature|code|session(_?id)?)$/i;

/**
 * The URL as logged: values of credential-like query parameters (a reset
 * link's `?token=`) are replaced, the path and other parameters kept.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape is logged as it came
      }
      return SECRET_QUERY_PARAMS.test(decoded) && pair.includes('=') ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}
