import { availableParallelism } from 'node:os';
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
      expect(message).toContain('OPEN_HOUSE_TOKEN_SECRET is required');
      expect(message).toContain('ALERT_TOKEN_SECRET is required');
      expect(message).toContain('REVIEW_TOKEN_SECRET is required');
    }
  });

  it('signs open-house cancel links with OPEN_HOUSE_TOKEN_SECRET, derived from SESSION_SECRET outside production', () => {
    const dev = loadConfig({ SESSION_SECRET: 'x'.repeat(40) }).openHouses;
    expect(dev).toMatchObject({ retentionDays: 30, reminderIntervalMs: 300_000 });
    expect(dev.tokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ SESSION_SECRET: 'y'.repeat(40) }).openHouses.tokenSecret).not.toBe(dev.tokenSecret);
    expect(loadConfig({ OPEN_HOUSE_TOKEN_SECRET: 'given' }).openHouses.tokenSecret).toBe('given');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://h/db',
        REDIS_URL: 'redis://h',
        SESSION_SECRET: 'a'.repeat(40),
        PAYMENTS_SANDBOX: 'true',
        OPEN_HOUSE_TOKEN_SECRET: 'short',
      }),
    ).toThrow(/OPEN_HOUSE_TOKEN_SECRET must be at least 32 characters in production/);
  });

  it('signs alert links with ALERT_TOKEN_SECRET, derived from SESSION_SECRET outside production', () => {
    const dev = loadConfig({ SESSION_SECRET: 'x'.repeat(40) });
    expect(dev.alerts.tokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(dev.alerts.tokenSecret).not.toBe(dev.openHouses.tokenSecret);
    expect(loadConfig({ ALERT_TOKEN_SECRET: 'given' }).alerts.tokenSecret).toBe('given');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://h/db',
        REDIS_URL: 'redis://h',
        SESSION_SECRET: 'a'.repeat(40),
        PAYMENTS_SANDBOX: 'true',
        OPEN_HOUSE_TOKEN_SECRET: 'o'.repeat(40),
        ALERT_TOKEN_SECRET: 'short',
        REVIEW_TOKEN_SECRET: 'r'.repeat(40),
      }),
    ).toThrow(/ALERT_TOKEN_SECRET must be at least 32 characters in production/);
  });

  it('signs review links with REVIEW_TOKEN_SECRET, derived from SESSION_SECRET outside production', () => {
    const dev = loadConfig({ SESSION_SECRET: 'x'.repeat(40) });
    expect(dev.reviews.tokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(dev.reviews.tokenSecret).not.toBe(dev.alerts.tokenSecret);
    expect(loadConfig({ REVIEW_TOKEN_SECRET: 'given' }).reviews.tokenSecret).toBe('given');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://h/db',
        REDIS_URL: 'redis://h',
        SESSION_SECRET: 'a'.repeat(40),
        PAYMENTS_SANDBOX: 'true',
        OPEN_HOUSE_TOKEN_SECRET: 'o'.repeat(40),
        ALERT_TOKEN_SECRET: 'l'.repeat(40),
        REVIEW_TOKEN_SECRET: 'short',
      }),
    ).toThrow(/REVIEW_TOKEN_SECRET must be at least 32 characters in production/);
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
      PAYMENTS_SANDBOX: 'true',
      OPEN_HOUSE_TOKEN_SECRET: 'o'.repeat(40),
      ALERT_TOKEN_SECRET: 'l'.repeat(40),
      REVIEW_TOKEN_SECRET: 'r'.repeat(40),
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
      workerNice: 19,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).observability).toMatchObject({
      logLevel: 'warn',
      logFormat: 'json',
      metricsPort: 0,
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a whole number/);
  });

  it('reads session lifetimes, cookie security, proxy trust and rate limits', () => {
    expect(loadConfig({}).auth).toEqual({
      sessionIdleTimeoutMs: 120 * 60_000,
      sessionAbsoluteLifetimeMs: 24 * 3_600_000,
      cookieSecure: 'auto',
      trustProxy: false,
      signInPerMinute: 20,
      passwordResetPerHour: 5,
      publicFormPerHour: 10,
      publicFormPerEmailPerHour: 10,
      rsvpPerAddressPerHour: 300,
      rsvpPerEmailPerHour: 5,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).auth.signInPerMinute).toBe(20_000);
    expect(loadConfig({ RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR: '3' }).auth.publicFormPerEmailPerHour).toBe(3);
    expect(loadConfig({ TRUST_PROXY: 'true' }).auth.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).auth.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).auth.trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please!' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ SESSION_COOKIE_SECURE: 'never' })).toThrow(/SESSION_COOKIE_SECURE must be one of/);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(/SESSION_IDLE_TIMEOUT_MINUTES/);
  });

  it('renders pages on one thread per core beyond the first, at most 2, unless RENDER_THREADS says otherwise', () => {
    expect(loadConfig({}).renderThreads).toBe(Math.min(2, availableParallelism() - 1));
    expect(loadConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(loadConfig({ RENDER_THREADS: '3' }).renderThreads).toBe(3);
    expect(() => loadConfig({ RENDER_THREADS: '-1' })).toThrow(/RENDER_THREADS must be a whole number from 0 to 16/);
  });

  it('keeps leads 24 months unless LEAD_RETENTION_MONTHS says otherwise', () => {
    expect(loadConfig({}).leads).toEqual({ retentionMonths: 24 });
    expect(loadConfig({ LEAD_RETENTION_MONTHS: '6' }).leads.retentionMonths).toBe(6);
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: '0' })).toThrow(/LEAD_RETENTION_MONTHS must be a whole number/);
  });

  it('runs the payment sandbox without Stripe keys, with a webhook secret that is never empty', () => {
    const dev = loadConfig({}).payments;
    expect(dev).toMatchObject({ mode: 'sandbox', secretKey: '', priceMonthly: 'price_sandbox_monthly' });
    expect(dev.webhookSecret).toMatch(/^whsec_sandbox_[0-9a-f]{64}$/);
    // Derived from SESSION_SECRET: the same in every process of one deployment, different across deployments.
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://h/db',
      REDIS_URL: 'redis://h',
      SMTP_URL: 'smtp://h',
      PAYMENTS_SANDBOX: 'true',
      OPEN_HOUSE_TOKEN_SECRET: 'o'.repeat(40),
      ALERT_TOKEN_SECRET: 'l'.repeat(40),
      REVIEW_TOKEN_SECRET: 'r'.repeat(40),
    };
    const a = loadConfig({ ...production, SESSION_SECRET: 'a'.repeat(40) }).payments.webhookSecret;
    expect(loadConfig({ ...production, SESSION_SECRET: 'a'.repeat(40) }).payments.webhookSecret).toBe(a);
    expect(loadConfig({ ...production, SESSION_SECRET: 'b'.repeat(40) }).payments.webhookSecret).not.toBe(a);
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_given' }).payments.webhookSecret).toBe('whsec_given');
  });

  it('refuses to start the sandbox in production unless PAYMENTS_SANDBOX=true says so', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://h/db',
      REDIS_URL: 'redis://h',
      SMTP_URL: 'smtp://h',
      SESSION_SECRET: 'a'.repeat(40),
      OPEN_HOUSE_TOKEN_SECRET: 'o'.repeat(40),
      ALERT_TOKEN_SECRET: 'l'.repeat(40),
      REVIEW_TOKEN_SECRET: 'r'.repeat(40),
    };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY is required in production/);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).payments.mode).toBe('sandbox');
  });

  it('requires every Stripe setting once a secret key is set', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required[\s\S]*STRIPE_WEBHOOK_SECRET is required[\s\S]*STRIPE_PRICE_MONTHLY is required[\s\S]*STRIPE_PRICE_YEARLY is required/,
    );
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    }).payments;
    expect(stripe).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      priceMonthly: 'price_m',
      priceYearly: 'price_y',
      apiBase: '',
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE must be a http or https URL/);
  });

  it('reads the keyless map tile style (MAP_TILES_STYLE_URL): empty, a path on this site, or an http(s) URL', () => {
    expect(loadConfig({}).mapTilesStyleUrl).toBe('');
    expect(loadConfig({ MAP_TILES_STYLE_URL: ' /tiles/style.json ' }).mapTilesStyleUrl).toBe('/tiles/style.json');
    expect(loadConfig({ MAP_TILES_STYLE_URL: 'https://tiles.example.org/style.json' }).mapTilesStyleUrl).toBe(
      'https://tiles.example.org/style.json',
    );
    expect(() => loadConfig({ MAP_TILES_STYLE_URL: 'tiles/style.json' })).toThrow(
      /MAP_TILES_STYLE_URL must be a http or https URL/,
    );
    expect(() => loadConfig({ MAP_TILES_STYLE_URL: '//cdn.example.org/style.json' })).toThrow(/MAP_TILES_STYLE_URL/);
  });
});
