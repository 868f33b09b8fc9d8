import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/**
 * Typed configuration read once from the environment.
 *
 * Every variable is listed here with its rule; `loadConfig` checks them all and
 * throws one `ConfigError` naming every missing or malformed variable, so a bad
 * deployment stops at start-up instead of failing on the first request.
 * `.env.example` documents the same list for operators.
 */
export type NodeEnv = 'development' | 'production' | 'test';

/** Also the DI token: inject `AppConfig` anywhere. */
export class AppConfig {
  nodeEnv!: NodeEnv;
  appName!: string;
  contactEmail!: string;
  port!: number;
  /** Public origin of the site, used in e-mails, redirects and canonical URLs. */
  publicUrl!: string;
  databaseUrl!: string;
  redisUrl!: string;
  /** Prefix for every Redis key (BullMQ queues, rate limits); tests use one per run. */
  redisPrefix!: string;
  /** The secret that signs new session cookies: the first of `sessionSecrets`. */
  sessionSecret!: string;
  /** SESSION_SECRET as a comma-separated list, newest first: the first signs, every one verifies (rotation). */
  sessionSecrets!: string[];
  /** Folder holding the built SPA (default: frontend/dist when built); empty disables static serving. */
  staticDir!: string;
  /** Largest JSON body accepted, in bytes (413 beyond). */
  bodyLimitBytes!: number;
  /** Memory for the app's cache of anonymous public answers (RESPONSE_CACHE_MB; 0 turns it off). */
  responseCacheBytes!: number;
  /**
   * Worker threads that render the public pages (RENDER_THREADS); 0 renders on the event loop. Default:
   * one per core beyond the first, at most 2 (each holds its own copy of the renderer, about 40 MB).
   */
  renderThreads!: number;
  /** Browser key for the maps script (GET /api/google-maps-key); empty shows the no-map fallback. */
  googleMapsApiKey!: string;
  /**
   * The MapLibre style (JSON) of the keyless map shown when there is no Google key (GET /api/map-tiles):
   * an http(s) URL or a path on this site; its tiles, glyphs and sprites from the same origin. Empty:
   * no key and no tiles, the map areas show the list of locations.
   */
  mapTilesStyleUrl!: string;
  /** Outgoing e-mail: transport, addresses and the outbox/worker timings. */
  mail!: MailConfig;
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, the in-app sandbox otherwise. */
  payments!: PaymentsConfig;
  /** Sessions, proxy trust and sign-in/form rate limits (identity module). */
  auth!: AuthConfig;
  /** Logs, metrics endpoints and shutdown timing (docs/operations.md). */
  observability!: ObservabilityConfig;
  /** Families' requests to schools (leads module). */
  leads!: LeadsConfig;
  /** Open houses and their RSVPs (open-houses module). */
  openHouses!: OpenHousesConfig;
  /** Families' saved searches with e-mail alerts (alerts module). */
  alerts!: AlertsConfig;
  /** Family reviews (reviews module). */
  reviews!: ReviewsConfig;
}

export interface ReviewsConfig {
  /** Signs the confirm and manage links of review mails and the helpful-vote visitor hash (HMAC-SHA256). */
  tokenSecret: string;
}

export interface AlertsConfig {
  /** Signs the confirm, unsubscribe and manage links of alert mails (HMAC-SHA256); changing it voids them all. */
  tokenSecret: string;
  /** How often the worker looks for alerts due a digest (each alert gets at most one per day or week). */
  digestIntervalMs: number;
  /**
   * Share of a digest run's time spent working, in percent: after each batch the run rests so long that
   * its work is this share (50: it rests as long as the batch took), leaving the machine to the web app.
   */
  digestDutyPercent: number;
}

export interface OpenHousesConfig {
  /** Signs the RSVP cancel links (HMAC-SHA256); changing it voids every link already mailed. */
  tokenSecret: string;
  /** RSVPs lose the family's name and e-mail this many days after their open house ended. */
  retentionDays: number;
  /** How often the worker looks for RSVPs due a 24-hour reminder. */
  reminderIntervalMs: number;
}

export interface LeadsConfig {
  /** Leads older than this many months are erased (personal data blanked, counts kept) by the worker's daily job. */
  retentionMonths: number;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ObservabilityConfig {
  logLevel: LogLevel;
  /** `json` (one object per line, for collectors) or `pretty` (development only; needs the pino-pretty devDependency). */
  logFormat: 'json' | 'pretty';
  /** Address the Prometheus endpoints bind to; 127.0.0.1 keeps them off the network. */
  metricsHost: string;
  /** Port of the web app's `/metrics`; 0 disables it. */
  metricsPort: number;
  /** Port of the worker's `/metrics`; 0 disables it. */
  metricsWorkerPort: number;
  /** How long SIGTERM/SIGINT waits for in-flight requests or active jobs before closing anyway. */
  shutdownTimeoutMs: number;
  /** Nice value of the worker process (0-19): its jobs take the CPU the web app leaves idle. */
  workerNice: number;
}

export interface AuthConfig {
  /** A session unused for this long ends (the cookie and the row roll forward on every request). */
  sessionIdleTimeoutMs: number;
  /** A session ends this long after sign-in, however active it is. */
  sessionAbsoluteLifetimeMs: number;
  /** `auto`: Secure cookies when the request arrived over HTTPS (see trustProxy); `always`: Secure cookies only. */
  cookieSecure: 'auto' | 'always';
  /** Express `trust proxy`: false, true, a hop count, or a list of addresses/subnets (`loopback`, `10.0.0.0/8`). */
  trustProxy: boolean | number | string;
  /** Per-IP request limits: sign-in per minute, password-reset requests per hour, each public form per hour. */
  signInPerMinute: number;
  passwordResetPerHour: number;
  publicFormPerHour: number;
  /** Posts per hour to a form limited per e-mail (the lead form), per address given. */
  publicFormPerEmailPerHour: number;
  /** RSVPs per client IP per hour, to all open houses: a ceiling for a whole network, not a family's limit. */
  rsvpPerAddressPerHour: number;
  /** RSVPs per e-mail address per open house per hour. */
  rsvpPerEmailPerHour: number;
}

export interface PaymentsConfig {
  /** `stripe` with a secret key, `sandbox` (local test-mode pages, no account anywhere) without. */
  mode: 'stripe' | 'sandbox';
  secretKey: string;
  publishableKey: string;
  /** Verifies (and in sandbox mode signs) webhook events; never empty. */
  webhookSecret: string;
  /** Stripe Price ids of the two plans (required with a secret key). */
  priceMonthly: string;
  priceYearly: string;
  /** Tests only: point the SDK at a local double of the Stripe API, e.g. `http://127.0.0.1:12111`. */
  apiBase: string;
}

export interface MailConfig {
  /** smtp(s):// URL of the mail server; empty in development means "write .eml files to `dir`". */
  smtpUrl: string;
  /** The From header of every mail, e.g. `"Vegas Private Schools" <no-reply@example.com>`. */
  from: string;
  /** Where contact-form notifications and the team's 'waiting for review' notices go (default: CONTACT_EMAIL). */
  contactInbox: string;
  /** Folder for the development file mailer. */
  dir: string;
  /** Delivery attempts per mail and the first retry delay; retries double, so 8 x 30 s spans about an hour. */
  attempts: number;
  backoffMs: number;
  /** How often the worker's relay looks for mails not yet queued, and when a queued mail counts as lost. */
  relayIntervalMs: number;
  requeueAfterMs: number;
  /** BullMQ lock of an active mail job: a worker that dies mid-job gives it back after this long. */
  lockMs: number;
  /**
   * The most mails all workers together send per second (a rate limit on the `mail` queue; 0: no limit).
   * Bulk mails (alert digests) wait behind every other mail, so a digest day of 100,000 mails is sent
   * over the following hour at a steady pace while a password reset still goes at once.
   */
  maxPerSecond: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback?: string): string {
    const value = this.env[name]?.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback;
    this.problems.push(`${name} is required`);
    return '';
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  url(name: string, protocols: string[], fallback?: string): string {
    const value = this.string(name, fallback);
    if (!value) return value;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) throw new Error('protocol');
    } catch {
      this.problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${redact(value)}")`);
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }
}

/** Hides the password part of a connection URL in error messages. */
function redact(value: string): string {
  return value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** The frontend build beside the backend (source or compiled layout), when it exists. */
function defaultStaticDir(): string {
  const candidates = [resolve(__dirname, '../../../frontend/dist'), resolve(__dirname, '../../../../frontend/dist')];
  return candidates.find((dir) => existsSync(resolve(dir, 'index.html'))) ?? '';
}

/** `MAP_TILES_STYLE_URL`: empty, a path on this site ('/tiles/style.json') or an http(s) URL. */
function readMapTilesStyleUrl(read: Reader, env: Env): string {
  const raw = env.MAP_TILES_STYLE_URL?.trim() ?? '';
  if (!raw) return '';
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  return read.url('MAP_TILES_STYLE_URL', ['http', 'https']);
}

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

/** `TRUST_PROXY` in Express's own forms: true/false, a hop count, or addresses/subnets. */
function readTrustProxy(read: Reader, env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return read.int('TRUST_PROXY', 0, 0, 10);
  if (!/^[\w.:/, -]+$/.test(raw))
    read.problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses (got "${raw}")`);
  return raw;
}

function readAuthConfig(read: Reader, env: Env, config: AppConfig): AuthConfig {
  // Tests sign in and post forms far more often than people do; their limits are raised (the rate-limit test sets its own).
  const relaxed = config.nodeEnv === 'test' ? 1000 : 1;
  return {
    sessionIdleTimeoutMs: read.int('SESSION_IDLE_TIMEOUT_MINUTES', 120, 1, 7 * 24 * 60) * 60_000,
    sessionAbsoluteLifetimeMs: read.int('SESSION_ABSOLUTE_LIFETIME_HOURS', 24, 1, 90 * 24) * 3_600_000,
    cookieSecure: read.oneOf('SESSION_COOKIE_SECURE', ['auto', 'always'] as const, 'auto'),
    trustProxy: readTrustProxy(read, env),
    // 20 a minute per address leaves room for a school office behind one NAT; each account also locks after 10 misses.
    signInPerMinute: read.int('RATE_LIMIT_SIGN_IN_PER_MINUTE', 20 * relaxed, 1, 100_000),
    passwordResetPerHour: read.int('RATE_LIMIT_PASSWORD_RESET_PER_HOUR', 5 * relaxed, 1, 100_000),
    publicFormPerHour: read.int('RATE_LIMIT_PUBLIC_FORM_PER_HOUR', 10 * relaxed, 1, 100_000),
    // A family may ask a few schools in an hour; more from one address is a robot or a mistake.
    publicFormPerEmailPerHour: read.int('RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR', 10 * relaxed, 1, 100_000),
    // A school's families RSVP from its network, or a carrier's shared address, in the same evening.
    rsvpPerAddressPerHour: read.int('RATE_LIMIT_RSVP_PER_ADDRESS_PER_HOUR', 300 * relaxed, 1, 100_000),
    rsvpPerEmailPerHour: read.int('RATE_LIMIT_RSVP_PER_EMAIL_PER_HOUR', 5 * relaxed, 1, 100_000),
  };
}

/** backend/ in both layouts: src/config (ts) and dist/src/config (compiled). */
function backendRoot(): string {
  return resolve(__dirname, __dirname.split(/[\\/]/).includes('dist') ? '../../..' : '../..');
}

function readMailConfig(read: Reader, env: Env, config: AppConfig): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() ? read.url('SMTP_URL', ['smtp', 'smtps']) : '';
  const mailDir = env.MAIL_DIR?.trim();
  // Production must really send, unless the operator explicitly chose .eml files (the e2e suite does).
  if (!smtpUrl && !mailDir && config.nodeEnv === 'production')
    read.problems.push('SMTP_URL is required in production (or MAIL_DIR to write mails as files)');
  let domain = 'localhost';
  try {
    domain = new URL(config.publicUrl).hostname || domain;
  } catch {
    // PUBLIC_URL is already reported as malformed.
  }
  return {
    smtpUrl,
    from: read.string('MAIL_FROM', `"${config.appName}" <no-reply@${domain}>`),
    contactInbox: read.string('CONTACT_INBOX', config.contactEmail),
    dir: mailDir ? resolve(mailDir) : resolve(backendRoot(), 'var/mail'),
    attempts: read.int('MAIL_ATTEMPTS', 8, 1, 100),
    backoffMs: read.int('MAIL_BACKOFF_MS', 30_000, 1, 3_600_000),
    relayIntervalMs: read.int('MAIL_RELAY_INTERVAL_MS', 10_000, 50, 3_600_000),
    requeueAfterMs: read.int('MAIL_REQUEUE_AFTER_MS', 10 * 60_000, 100, 24 * 3_600_000),
    lockMs: read.int('MAIL_LOCK_MS', 30_000, 200, 3_600_000),
    // No limit under test: suites send bursts of mails and wait for them.
    maxPerSecond: read.int('MAIL_MAX_PER_SECOND', config.nodeEnv === 'test' ? 0 : 30, 0, 100_000),
  };
}

function readPaymentsConfig(read: Reader, env: Env, config: AppConfig): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const apiBase = env.STRIPE_API_BASE?.trim() ? read.url('STRIPE_API_BASE', ['http', 'https']) : '';
  if (secretKey) {
    // Real payments: every key comes from the Stripe dashboard, none may be guessed.
    return {
      mode: 'stripe',
      secretKey,
      publishableKey: read.string('STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: read.string('STRIPE_WEBHOOK_SECRET'),
      priceMonthly: read.string('STRIPE_PRICE_MONTHLY'),
      priceYearly: read.string('STRIPE_PRICE_YEARLY'),
      apiBase,
    };
  }
  // In production the sandbox would hand out premium listings for a test card: it must be asked for.
  if (config.nodeEnv === 'production' && env.PAYMENTS_SANDBOX?.trim() !== 'true')
    read.problems.push(
      'STRIPE_SECRET_KEY is required in production (or PAYMENTS_SANDBOX=true to run the test-mode payment sandbox on purpose)',
    );
  // Sandbox: events are still signed and verified. Without STRIPE_WEBHOOK_SECRET the secret is
  // derived from SESSION_SECRET, so the web app and the worker agree on it and it is never public.
  const derived = `whsec_sandbox_${createHmac('sha256', config.sessionSecret).update('payments-sandbox-webhook').digest('hex')}`;
  return {
    mode: 'sandbox',
    secretKey: '',
    publishableKey: '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || derived,
    priceMonthly: env.STRIPE_PRICE_MONTHLY?.trim() || 'price_sandbox_monthly',
    priceYearly: env.STRIPE_PRICE_YEARLY?.trim() || 'price_sandbox_yearly',
    apiBase,
  };
}

function readObservabilityConfig(read: Reader, config: AppConfig): ObservabilityConfig {
  const test = config.nodeEnv === 'test';
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  return {
    // Tests keep their output to warnings; the log tests set their own level.
    logLevel: read.oneOf('LOG_LEVEL', levels, test ? 'warn' : 'info'),
    logFormat: read.oneOf(
      'LOG_FORMAT',
      ['json', 'pretty'] as const,
      config.nodeEnv === 'development' ? 'pretty' : 'json',
    ),
    metricsHost: read.string('METRICS_HOST', '127.0.0.1'),
    // Off in tests: parallel runs on one machine would fight over a fixed port.
    metricsPort: read.int('METRICS_PORT', test ? 0 : 9464, 0, 65535),
    metricsWorkerPort: read.int('METRICS_WORKER_PORT', test ? 0 : 9465, 0, 65535),
    shutdownTimeoutMs: read.int('SHUTDOWN_TIMEOUT_MS', 25_000, 0, 10 * 60_000),
    workerNice: read.int('WORKER_NICE', 19, 0, 19),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const read = new Reader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = nodeEnv === 'production';

  const config: AppConfig = Object.assign(new AppConfig(), {
    nodeEnv,
    appName: read.string('APP_NAME', 'Vegas Private Schools'),
    contactEmail: read.string('CONTACT_EMAIL', 'hello@vegasprivateschools.example'),
    port: read.int('PORT', 3000, 1, 65535),
    publicUrl: read.url('PUBLIC_URL', ['http', 'https'], 'http://localhost:3000').replace(/\/$/, ''),
    databaseUrl: read.url(
      'DATABASE_URL',
      ['postgres', 'postgresql'],
      production ? undefined : 'postgres://postgres@127.0.0.1:5432/vegas_private_schools',
    ),
    redisUrl: read.url('REDIS_URL', ['redis', 'rediss'], production ? undefined : 'redis://127.0.0.1:6379'),
    redisPrefix: read.string('REDIS_PREFIX', 'vps'),
    sessionSecret: read.string('SESSION_SECRET', production ? undefined : DEV_SESSION_SECRET),
    staticDir: env.STATIC_DIR !== undefined ? env.STATIC_DIR.trim() : defaultStaticDir(),
    bodyLimitBytes: read.int('BODY_LIMIT_BYTES', 100 * 1024, 1024, 10 * 1024 * 1024),
    responseCacheBytes: read.int('RESPONSE_CACHE_MB', 32, 0, 4096) * 1024 * 1024,
    renderThreads: read.int('RENDER_THREADS', Math.min(2, availableParallelism() - 1), 0, 16),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() ?? '',
    mapTilesStyleUrl: readMapTilesStyleUrl(read, env),
  });
  config.sessionSecrets = config.sessionSecret
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  config.sessionSecret = config.sessionSecrets[0] ?? '';
  config.observability = readObservabilityConfig(read, config);
  config.mail = readMailConfig(read, env, config);
  config.payments = readPaymentsConfig(read, env, config);
  config.auth = readAuthConfig(read, env, config);
  config.leads = { retentionMonths: read.int('LEAD_RETENTION_MONTHS', 24, 1, 120) };
  // Outside production the cancel links are signed with a secret derived from SESSION_SECRET.
  const derivedTokenSecret = createHmac('sha256', config.sessionSecret || 'dev')
    .update('open-house-rsvp-token')
    .digest('hex');
  config.openHouses = {
    tokenSecret: read.string('OPEN_HOUSE_TOKEN_SECRET', production ? undefined : derivedTokenSecret),
    retentionDays: read.int('OPEN_HOUSE_RSVP_RETENTION_DAYS', 30, 1, 3650),
    reminderIntervalMs: read.int('OPEN_HOUSE_REMINDER_INTERVAL_MS', 5 * 60_000, 100, 3_600_000),
  };
  if (production && config.openHouses.tokenSecret && config.openHouses.tokenSecret.length < 32)
    read.problems.push('OPEN_HOUSE_TOKEN_SECRET must be at least 32 characters in production');
  config.alerts = {
    // Outside production derived from SESSION_SECRET, like the open-house links.
    tokenSecret: read.string(
      'ALERT_TOKEN_SECRET',
      production
        ? undefined
        : createHmac('sha256', config.sessionSecret || 'dev')
            .update('alert-token')
            .digest('hex'),
    ),
    digestIntervalMs: read.int('ALERT_DIGEST_INTERVAL_MS', 15 * 60_000, 100, 24 * 3_600_000),
    digestDutyPercent: read.int('ALERT_DIGEST_DUTY_PERCENT', 50, 5, 100),
  };
  if (production && config.alerts.tokenSecret && config.alerts.tokenSecret.length < 32)
    read.problems.push('ALERT_TOKEN_SECRET must be at least 32 characters in production');
  config.reviews = {
    // Outside production derived from SESSION_SECRET, like the alert and open-house links.
    tokenSecret: read.string(
      'REVIEW_TOKEN_SECRET',
      production
        ? undefined
        : createHmac('sha256', config.sessionSecret || 'dev')
            .update('review-token')
            .digest('hex'),
    ),
  };
  if (production && config.reviews.tokenSecret && config.reviews.tokenSecret.length < 32)
    read.problems.push('REVIEW_TOKEN_SECRET must be at least 32 characters in production');

  if (production && config.sessionSecrets.some((secret) => secret.length < 32)) {
    read.problems.push('SESSION_SECRET must be at least 32 characters in production');
  }
  if (read.problems.length) throw new ConfigError(read.problems);
  return config;
}
