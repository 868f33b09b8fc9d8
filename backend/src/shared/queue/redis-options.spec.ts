import { producerRedisOptions, redisOptionsFromUrl, workerRedisOptions } from './redis-options';

describe('redis options', () => {
  it('parses host, port, credentials, db and tls from a URL', () => {
    expect(redisOptionsFromUrl('rediss://me:p%40ss@cache.internal:6380/2')).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'me',
      password: 'p@ss',
      db: 2,
      tls: {},
    });
    expect(redisOptionsFromUrl('redis://127.0.0.1')).toMatchObject({ port: 6379, db: 0, tls: undefined });
  });

  it('lets workers wait out outages and producers fail fast', () => {
    expect(workerRedisOptions('redis://h').maxRetriesPerRequest).toBeNull();
    expect(producerRedisOptions('redis://h')).toMatchObject({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  });
});
