import { AppConfig } from '../../../config';
import { TEMPLATE_NAMES, type MailTemplateData, type TemplateName } from '../domain/mail-template';
import { MailRenderer } from './mail-renderer';

const config = Object.assign(new AppConfig(), { appName: 'Vegas Private Schools', publicUrl: 'https://vps.example' });
const renderer = new MailRenderer(config);

const SAMPLES: { [T in TemplateName]: MailTemplateData[T] } = {
  'contact-notification': {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.com',
    phone: '702-555-0100',
    subject: 'General Inquiry',
    message: 'Hello\nthere',
  },
  'contact-confirmation': { firstName: 'Maria', subject: 'General Inquiry', message: 'Hello there, world' },
  'claim-received': { firstName: 'Sam', schoolName: 'Desert Oak Academy' },
  'claim-approved': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    setPasswordUrl: 'https://vps.example/set-password?token=t1',
    expiresInHours: 72,
  },
  'password-reset': { firstName: 'Sam', resetUrl: 'https://vps.example/set-password?token=t2', expiresInMinutes: 60 },
  'change-approved': { schoolName: 'Desert Oak Academy', notes: 'Looks good' },
  'change-rejected': { firstName: 'Sam', schoolName: 'Desert Oak Academy', notes: 'Changes need revision' },
  'article-approved': { articleTitle: 'Choosing a Preschool', articleUrl: 'https://vps.example/articles/choosing' },
  'article-rejected': { articleTitle: 'Choosing a Preschool', notes: 'Too short' },
  'payment-failed': { schoolName: 'Desert Oak Academy', amountCents: 9900, billingUrl: 'https://vps.example/billing' },
  'payment-action-required': {
    schoolName: 'Desert Oak Academy',
    actionUrl: 'https://vps.example/pay',
    amountCents: 99500,
  },
};

describe('MailRenderer', () => {
  it.each(TEMPLATE_NAMES)('renders %s as HTML and plain text with the product name and no images', (template) => {
    const mail = renderer.render(template, SAMPLES[template] as Record<string, unknown>);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Vegas Private Schools');
    expect(mail.text).toContain('Vegas Private Schools');
    expect(mail.text).toContain('https://vps.example');
    expect(mail.html).not.toMatch(/<img|url\(|<script/i);
    // Only our own site is linked.
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^https:\/\/vps\.example/);
  });

  it('puts links in both formats', () => {
    const mail = renderer.render('claim-approved', SAMPLES['claim-approved']);
    expect(mail.html).toContain('href="https://vps.example/set-password?token=t1"');
    expect(mail.text).toContain('Set your password: https://vps.example/set-password?token=t1');
    expect(mail.text).toContain('expires in 72 hours');
  });

  it('escapes user data in HTML and keeps it readable in text', () => {
    const hostile = '<script>alert("x")</script> & <b onmouseover=\'y\'>';
    const mail = renderer.render('contact-notification', {
      ...SAMPLES['contact-notification'],
      firstName: '<img src=x>',
      message: hostile,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b onmouseover=&#39;y&#39;&gt;',
    );
    expect(mail.text).toContain(`> ${hostile}`);
    expect(mail.subject).toBe('New contact message: General Inquiry from <img src=x> Lopez');
  });

  it('keeps the subject on one line whatever the data holds', () => {
    const mail = renderer.render('change-approved', { schoolName: 'Oak\r\nBcc: someone@example.com' });
    expect(mail.subject).toBe('Your changes to Oak Bcc: someone@example.com are live');
  });

  it('formats amounts in dollars and cents', () => {
    expect(renderer.render('payment-failed', SAMPLES['payment-failed']).text).toContain('$99.00');
    expect(renderer.render('payment-action-required', SAMPLES['payment-action-required']).text).toContain('$995.00');
  });

  it('refuses data a template cannot render', () => {
    expect(() => renderer.render('password-reset', { resetUrl: 'javascript:alert(1)' })).toThrow(
      /resetUrl must be an absolute http\(s\) URL/,
    );
    expect(() => renderer.render('claim-received', { firstName: 'A' })).toThrow(/schoolName is required/);
    expect(() => renderer.render('nope' as TemplateName, {})).toThrow(/unknown template/);
  });
});
