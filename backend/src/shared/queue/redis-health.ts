import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config';
import { producerRedisOptions } from './redis-options';

/** A small dedicated connection used only to answer "is Redis reachable?". */
@Injectable()
export class RedisHealth implements OnApplicationShutdown {
  private readonly client: Redis;

  constructor(config: AppConfig) {
    this.client = new Redis({ ...producerRedisOptions(config.redisUrl), lazyConnect: true });
    // Errors surface through ping(); without a listener ioredis would log each retry.
    this.client.on('error', () => undefined);
  }

  async isUp(timeoutMs = 1000): Promise<boolean> {
    try {
      if (this.client.status === 'wait') await this.client.connect();
      const pong = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return pong === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.client.disconnect();
  }
}
