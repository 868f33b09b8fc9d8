import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { AppConfig } from '../../../config';
import { producerRedisOptions } from '../../../shared/queue';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A counter taking longer than this is treated as Redis being down. */
const REDIS_TIMEOUT_MS = 500;
const LOG_EVERY_MS = 60_000;

/**
 * Rate-limit counters in Redis, shared by every app instance (keys under
 * `{REDIS_PREFIX}:throttle:`). Fails open: when Redis is unreachable a request
 * is let through and a warning logged at most once a minute, so a Redis outage
 * never turns sign-in into errors. The per-account lock in PostgreSQL still
 * guards passwords meanwhile.
 */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly counters: ThrottlerStorageRedisService;
  private lastWarning = 0;

  constructor(config: AppConfig) {
    // The producer options fail fast (no offline queue) instead of holding requests while Redis is away.
    // Connected on first use: processes that import the module but serve no HTTP (the worker) never open it.
    this.redis = new Redis({
      ...producerRedisOptions(config.redisUrl),
      keyPrefix: `${config.redisPrefix}:throttle:`,
      lazyConnect: true,
    });
    // Connection errors surface on the next count (logged there); without a listener ioredis would log each retry.
    this.redis.on('error', () => undefined);
    this.counters = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<StorageRecord> {
    try {
      return await Promise.race([
        this.count(key, ttl, limit, blockDuration, throttlerName),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), REDIS_TIMEOUT_MS).unref()),
      ]);
    } catch (error) {
      this.warn(`rate limit not applied (${error instanceof Error ? error.message : String(error)})`);
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  private async count(...args: Parameters<ThrottlerStorage['increment']>): Promise<StorageRecord> {
    if (this.redis.status === 'wait') await this.redis.connect();
    return this.counters.increment(...args);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  private warn(message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < LOG_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(message);
  }
}
