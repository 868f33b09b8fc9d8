import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('fills development defaults so a fresh clone starts', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appName).toBe('Vegas Private Schools');
    expect(config.databaseUrl).toMatch(/^postgres:/);
  });

  it('names every missing variable in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL is required');
      expect(message).toContain('REDIS_URL is required');
      expect(message).toContain('SESSION_SECRET is required');
    }
  });

  it('names a malformed variable and hides passwords', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@h/db' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@h/db' })).not.toThrow(/secret/);
  });

  it('reads SESSION_SECRET as a rotation list: the first signs, all verify, each long enough in production', () => {
    const newest = 'n'.repeat(32);
    const previous = 'p'.repeat(32);
    const config = loadConfig({ SESSION_SECRET: ` ${newest} , ${previous} ` });
    expect(config.sessionSecrets).toEqual([newest, previous]);
    expect(config.sessionSecret).toBe(newest);
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://h/db',
      REDIS_URL: 'redis://h',
      SMTP_URL: 'smtp://h',
    };
    expect(() => loadConfig({ ...production, SESSION_SECRET: `${newest},short` })).toThrow(
      /SESSION_SECRET must be at least 32/,
    );
  });

  it('defaults logs and metrics per environment and validates them', () => {
    expect(loadConfig({}).observability).toEqual({
      logLevel: 'info',
      logFormat: 'pretty',
      metricsHost: '127.0.0.1',
      metricsPort: 9464,
      metricsWorkerPort: 9465,
      shutdownTimeoutMs: 25_000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).observability).toMatchObject({
      logLevel: 'warn',
      logFormat: 'json',
      metricsPort: 0,
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a whole number/);
  });
});
