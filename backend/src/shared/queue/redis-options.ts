import type { RedisOptions } from 'ioredis';

/** Turns `redis://user:pass@host:port/db` (or `rediss://`) into ioredis options. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace(/^\//, '');
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * Workers block on Redis commands and must wait out outages rather than fail
 * them (BullMQ requires `maxRetriesPerRequest: null`).
 */
export function workerRedisOptions(url: string): RedisOptions {
  return { ...redisOptionsFromUrl(url), maxRetriesPerRequest: null, enableReadyCheck: true };
}

/**
 * Producers (the web app adding jobs, health checks) fail fast when Redis is
 * down, so a request never hangs on the queue: the outbox relay catches up.
 */
export function producerRedisOptions(url: string): RedisOptions {
  return {
    ...redisOptionsFromUrl(url),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Keep trying to reconnect in the background, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
}
