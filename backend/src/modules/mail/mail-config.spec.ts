import { loadConfig } from '../../config';

/** The MAIL_* / SMTP_URL part of the configuration, as the mail module reads it. */
describe('mail configuration', () => {
  it('defaults to the file mailer in development, a From on the public host and CONTACT_EMAIL as inbox', () => {
    const { mail } = loadConfig({ CONTACT_EMAIL: 'hello@vps.example', PUBLIC_URL: 'https://vps.example' });
    expect(mail.smtpUrl).toBe('');
    expect(mail.from).toBe('"Vegas Private Schools" <no-reply@vps.example>');
    expect(mail.contactInbox).toBe('hello@vps.example');
    expect(mail.dir).toMatch(/backend[\\/]var[\\/]mail$/);
    // 8 attempts, doubling from 30 s: about an hour between the first and the last.
    expect(mail.attempts).toBe(8);
    expect((mail.backoffMs * (2 ** (mail.attempts - 1) - 1)) / 60_000).toBeCloseTo(63.5, 0);
  });

  it('reads SMTP_URL, CONTACT_INBOX, MAIL_FROM and the timings', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtp://mailpit:1025',
      CONTACT_INBOX: 'inbox@vps.example',
      MAIL_FROM: 'VPS <mail@vps.example>',
      MAIL_BACKOFF_MS: '50',
      MAIL_RELAY_INTERVAL_MS: '200',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtp://mailpit:1025',
      contactInbox: 'inbox@vps.example',
      from: 'VPS <mail@vps.example>',
      backoffMs: 50,
      relayIntervalMs: 200,
    });
  });

  it('requires a mail server in production unless files are chosen explicitly, and names bad values', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://h/db',
      REDIS_URL: 'redis://h',
      SESSION_SECRET: 'x'.repeat(40),
    };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL is required in production/);
    const withFiles = () => loadConfig({ ...production, MAIL_DIR: '/tmp/mail' });
    expect(withFiles).not.toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be a smtp or smtps URL/);
    expect(() => loadConfig({ MAIL_ATTEMPTS: 'many' })).toThrow(/MAIL_ATTEMPTS must be a whole number/);
  });
});
