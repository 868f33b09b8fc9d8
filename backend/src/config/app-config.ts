import { existsSync } from 'node:fs';
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
  sessionSecret!: string;
  /** Folder holding the built SPA (default: frontend/dist when built); empty disables static serving. */
  staticDir!: string;
  /** Largest JSON body accepted, in bytes (413 beyond). */
  bodyLimitBytes!: number;
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

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

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
  });

  if (production && config.sessionSecret.length < 32) {
    read.problems.push('SESSION_SECRET must be at least 32 characters in production');
  }
  if (read.problems.length) throw new ConfigError(read.problems);
  return config;
}
