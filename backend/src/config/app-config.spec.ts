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
});
