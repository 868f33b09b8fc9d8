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

const MAX_DEPTH = 4;

function keyPath(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
}

/** fast-redact paths: `password`, `*.password`, `*.*.password`, … and `*["set-cookie"]` forms. */
export function redactionPaths(): string[] {
  const paths: string[] = [];
  for (const key of SECRET_KEYS) {
    const leaf = keyPath(key);
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const prefix = '*.'.repeat(depth);
      paths.push(leaf.startsWith('[') ? `${prefix.replace(/\.$/, '')}${leaf}` : `${prefix}${leaf}`);
    }
  }
  return paths;
}

export const REDACTED = '[REDACTED]';

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
