import { AppConfig } from '../../../config';
import { TEMPLATE_NAMES, type MailTemplateData, type TemplateName } from '../domain/mail-template';
import { MailRenderer } from './mail-renderer';

const config = Object.assign(new AppConfig(), { appName: 'Vegas Private Schools', publicUrl: 'https://vps.example' });
const renderer = new MailRenderer(config);

const OPEN_HOUSE = {
  firstName: 'Maria',
  schoolName: 'Desert Oak Academy',
  eventTitle: 'Fall Open House, Lower School',
  when: 'Saturday, December 12, 2026, 10:00 AM PST',
  startsAt: '2026-12-12T18:00:00.000Z',
  endsAt: '2026-12-12T19:30:00.000Z',
  where: '100 Desert Oak Way, Las Vegas, NV 89135',
  eventUrl: 'https://vps.example/open-houses#e1',
  calendarUid: 'rsvp-1@vps.example',
};

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
  'change-reverted': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    fields: 'phone, name',
    reason: 'The number rings a different school',
  },
  'article-approved': { articleTitle: 'Choosing a Preschool', articleUrl: 'https://vps.example/articles/choosing' },
  'article-rejected': { articleTitle: 'Choosing a Preschool', notes: 'Too short' },
  'payment-failed': { schoolName: 'Desert Oak Academy', amountCents: 9900, billingUrl: 'https://vps.example/billing' },
  'payment-action-required': {
    schoolName: 'Desert Oak Academy',
    actionUrl: 'https://vps.example/pay',
    amountCents: 99500,
  },
  'lead-notification': {
    firstName: 'Paula',
    schoolName: 'Desert Oak Academy',
    requestType: 'Tour request',
    parentName: 'Maria Lopez',
    email: 'maria@example.com',
    childGrade: 'Kindergarten',
    intendedStart: '2026-2027',
    preferredTimes: 'Tue, Dec 8, 2026 (morning)',
    message: 'We would love to visit.',
    inboxUrl: 'https://vps.example/school-dashboard?tab=leads',
  },
  'lead-confirmation': {
    firstName: 'Maria',
    schoolName: 'Desert Oak Academy',
    requestType: 'Information request',
    childGrade: 'Kindergarten',
    intendedStart: '2026-2027',
    message: 'What is your tuition?',
    schoolUrl: 'https://vps.example/schools/desert-oak-academy',
  },
  'lead-summary': {
    firstName: 'Paula',
    schoolName: 'Desert Oak Academy',
    day: 'Monday, December 21, 2026',
    leads: ['Maria Lopez: Tour request, 9:15 AM', 'Sam Lee: Open house RSVP, 2:40 PM'],
    inboxUrl: 'https://vps.example/school-dashboard?tab=leads',
  },
  'subscription-started': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    planName: 'Yearly',
    amountCents: 99500,
    paidOn: 'March 1, 2027',
    invoiceId: 'in_123',
    renewsOn: 'March 1, 2028',
    billingUrl: 'https://vps.example/portal?tab=billing',
  },
  'renewal-coming': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    planName: 'Yearly',
    amountCents: 99500,
    renewsOn: 'March 1, 2028',
    billingUrl: 'https://vps.example/portal?tab=billing',
  },
  'payment-recovered': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    amountCents: 9900,
    paidOn: 'March 4, 2027',
    invoiceId: 'in_124',
  },
  'cancellation-scheduled': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    endsOn: 'April 1, 2027',
    billingUrl: 'https://vps.example/portal?tab=billing',
  },
  'premium-ended': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    paymentFailed: true,
    subscribeUrl: 'https://vps.example/subscription',
  },
  'payment-receipt': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    planName: 'Yearly',
    amountCents: 99500,
    paidOn: 'March 1, 2027',
    invoiceId: 'in_123',
    billingUrl: 'https://vps.example/portal?tab=billing',
  },
  'claim-rejected': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    notes: 'We could not confirm your role.',
    refundedCents: 99500,
  },
  'co-owner-added': {
    firstName: 'Olivia',
    schoolName: 'Desert Oak Academy',
    coOwnerName: 'Sam Stranger',
    coOwnerEmail: 'sam@example.com',
    contactUrl: 'https://vps.example/contact',
  },
  'open-house-confirmation': {
    ...OPEN_HOUSE,
    partySize: 3,
    cancelUrl: 'https://vps.example/open-houses/cancel?token=t',
  },
  'open-house-waitlisted': { ...OPEN_HOUSE, partySize: 2, cancelUrl: 'https://vps.example/open-houses/cancel?token=t' },
  'open-house-reminder': { ...OPEN_HOUSE, partySize: 1, cancelUrl: 'https://vps.example/open-houses/cancel?token=t' },
  'open-house-rsvp-cancelled': OPEN_HOUSE,
  'open-house-cancelled': OPEN_HOUSE,
  'open-house-changed': {
    ...OPEN_HOUSE,
    calendarSequence: 2,
    partySize: 2,
    cancelUrl: 'https://vps.example/open-houses/cancel?token=t',
  },
  'alert-confirmation': {
    confirmUrl: 'https://vps.example/alerts/confirm?token=c1',
    searchSummary: 'near 89117',
    frequency: 'daily',
    unsubscribeUrl: 'https://vps.example/api/alerts/unsubscribe?token=u1',
    manageUrl: 'https://vps.example/alerts/manage?token=m1',
  },
  'alert-digest': {
    searchSummary: 'near 89117',
    searchUrl: 'https://vps.example/schools?near=89117',
    newSchools: ['Desert Pines Academy (Las Vegas)'],
    changedSchools: [],
    openHouses: ['Sat, Dec 12: Fall open house at Desert Pines Academy'],
    unsubscribeUrl: 'https://vps.example/api/alerts/unsubscribe?token=u1',
    manageUrl: 'https://vps.example/alerts/manage?token=m1',
  },
  'alert-change-link': {
    searchSummary: 'near 89117',
    frequency: 'weekly',
    unsubscribeUrl: 'https://vps.example/api/alerts/unsubscribe?token=u1',
    manageUrl: 'https://vps.example/alerts/manage?token=m1',
  },
  'claim-awaiting-review': {
    schoolName: 'Desert Oak Academy',
    claimantName: 'Sam Stranger',
    claimantEmail: 'sam@example.com',
    position: 'Principal',
    payment: 'Yearly plan, paid',
    reviewUrl: 'https://vps.example/admin-dashboard?tab=claims',
  },
  'change-awaiting-review': {
    schoolName: 'Desert Oak Academy',
    submitterName: 'Olivia Owens',
    kind: 'Profile changes',
    items: ['Name: Desert Oak → Desert Oak Academy'],
    reviewUrl: 'https://vps.example/admin-dashboard?tab=approvals',
  },
  'account-invitation': {
    firstName: 'Ada',
    invitedAs: 'an owner of Desert Pines Academy',
    actionUrl: 'https://vps.example/set-password?token=i1',
    setsPassword: true,
    expiresInHours: 168,
  },
  'email-change-confirm': {
    firstName: 'Ada',
    newEmail: 'ada@new.example',
    confirmUrl: 'https://vps.example/confirm-email?token=e1',
    expiresInHours: 24,
  },
  'email-changed': { firstName: 'Ada', newEmail: 'ada@new.example', contactUrl: 'https://vps.example/contact' },
  'contact-reply': {
    firstName: 'Pat',
    subject: 'General Inquiry',
    reply: 'Thank you, we added the school.',
    message: 'Please list our school.',
  },
  'lead-reply': {
    firstName: 'Maria',
    schoolName: 'Desert Oak Academy',
    requestType: 'Information request',
    authorName: 'Paula Owner',
    reply: 'Thank you for asking: our kindergarten has two classes of 16.',
    message: 'How large are your kindergarten classes?',
    schoolUrl: 'https://vps.example/schools/desert-oak-academy',
  },
  'review-confirmation': {
    schoolName: 'Desert Oak Academy',
    title: 'Caring teachers',
    confirmUrl: 'https://vps.example/reviews/confirm?token=c1',
    manageUrl: 'https://vps.example/reviews/manage?token=m1',
    expiresInDays: 7,
  },
  'review-removed': {
    schoolName: 'Desert Oak Academy',
    title: 'Caring teachers',
    reason: 'Advertising',
    guidelinesUrl: 'https://vps.example/review-guidelines',
  },
  'review-published-owner': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    title: 'Caring teachers',
    overall: 4,
    reviewsUrl: 'https://vps.example/schools/desert-oak-academy#reviews',
    replyUrl: 'https://vps.example/school-dashboard?tab=reviews',
  },
  'review-summary': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    day: 'Monday, December 21, 2026',
    reviews: ['"Caring teachers", 4 of 5 stars, by Jane D.'],
    reviewsUrl: 'https://vps.example/schools/desert-oak-academy#reviews',
    replyUrl: 'https://vps.example/school-dashboard?tab=reviews',
  },
  'correction-suggested': {
    firstName: 'Sam',
    schoolName: 'Desert Oak Academy',
    field: 'Phone',
    currentValue: '(702) 555-0100',
    suggestedValue: '(702) 555-0199',
    note: 'The number on your page rings a dentist.',
    dashboardUrl: 'https://vps.example/school-dashboard?tab=corrections&school=1',
  },
  'correction-decided': {
    schoolName: 'Desert Oak Academy',
    field: 'Phone',
    suggestedValue: '(702) 555-0199',
    accepted: false,
    reason: 'That is our old number.',
    schoolUrl: 'https://vps.example/schools/desert-oak-academy',
  },
  'listing-reminder': {
    ownerName: 'Sam Owner',
    schoolName: 'Desert Oak Academy',
    confirmUrl: 'https://vps.example/listing/confirm?token=listing.x.y',
    dashboardUrl: 'https://vps.example/school-dashboard?school=1',
    lastConfirmed: 'June 2, 2026',
    expiresInDays: 30,
  },
};

describe('MailRenderer', () => {
  it('tells a digest in the alert’s last month when it ends and offers to keep it', () => {
    const mail = renderer.render('alert-digest', { ...SAMPLES['alert-digest'], lapsesOn: 'January 5, 2027' });
    expect(mail.text).toContain('This alert ends on January 5, 2027');
    expect(mail.text).toContain('Keep this alert');
    expect(mail.html).toContain('href="https://vps.example/alerts/manage?token=m1"');
  });

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

  it('gives alert mails the one-click List-Unsubscribe headers (RFC 8058), and no other mail', () => {
    const mail = renderer.render('alert-digest', SAMPLES['alert-digest']);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://vps.example/api/alerts/unsubscribe?token=u1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain('Desert Pines Academy (Las Vegas)');
    expect(mail.text).not.toContain('Keep this alert');
    expect(mail.text).not.toContain('Tuition or openings changed');
    expect(renderer.render('alert-confirmation', SAMPLES['alert-confirmation']).headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(renderer.render('claim-approved', SAMPLES['claim-approved']).headers).toBeUndefined();
  });

  it('says a link the team sent is not a reset anyone asked for, and writes its lifetime in hours', () => {
    const sent = renderer.render('password-reset', {
      firstName: 'Wally',
      resetUrl: 'https://vps.example/set-password?token=t3',
      expiresInMinutes: 4320,
      sentByTeam: true,
    });
    expect(sent.subject).toBe('Choose your Vegas Private Schools password');
    expect(sent.text).toContain('The Vegas Private Schools team sent you this link to choose a password');
    expect(sent.text).toContain('expires in 72 hours');
    expect(sent.text).not.toContain('Someone asked');
    expect(sent.text).not.toContain('minutes');

    const asked = renderer.render('password-reset', SAMPLES['password-reset']);
    expect(asked.subject).toBe('Reset your Vegas Private Schools password');
    expect(asked.text).toContain('Someone asked to reset the password');
    expect(asked.text).toContain('expires in 1 hour.');
  });

  it('links the RSVP and alert mails’ cancel and manage pages in HTML, and lets long links break (issue 35)', () => {
    const rsvp = renderer.render('open-house-confirmation', SAMPLES['open-house-confirmation']);
    const cancel = 'https://vps.example/open-houses/cancel?token=t';
    // 'See your registration' opens the family's own page ('You're registered'), not the public event page.
    expect(rsvp.html).toMatch(
      new RegExp(`<a href="${cancel.replace(/[?.]/g, '\\$&')}"[^>]*>See your registration</a>`),
    );
    expect(rsvp.html).toMatch(new RegExp(`<a href="${cancel.replace(/[?.]/g, '\\$&')}"[^>]*>Cancel my RSVP</a>`));
    expect(rsvp.text).toContain(`Cancel my RSVP: ${cancel}`);
    const alert = renderer.render('alert-confirmation', SAMPLES['alert-confirmation']);
    expect(alert.html).toMatch(
      /<a href="https:\/\/vps\.example\/alerts\/manage\?token=m1"[^>]*>Manage your alerts<\/a>/,
    );
    expect(alert.text).toContain('Manage your alerts: https://vps.example/alerts/manage?token=m1');
    // No link is left as plain text in the HTML (outside an href, only the button's spelled-out copy).
    for (const mail of [rsvp, alert]) {
      const visible = mail.html.replace(/<a [^>]*>[^<]*<\/a>/g, '').replace(/If the button does not work[^<]*/g, '');
      expect(visible).not.toMatch(/\?token=/);
    }
    // A token spelled out may break anywhere, so the mail stays as narrow as a phone.
    expect(alert.html).toContain('word-break:break-all">If the button does not work');
  });

  it('gives the .ics no ORGANIZER: calendar apps offered to reply to an address nobody reads (issue 35)', () => {
    const rsvp = renderer.render('open-house-confirmation', SAMPLES['open-house-confirmation']);
    const ics = rsvp.attachments?.[0].content ?? '';
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).not.toMatch(/ORGANIZER|invalid/i);
    expect(ics).toContain('Desert Oak Academy');
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

  it('writes a receipt with amount, plan, school, date and invoice', () => {
    const { text } = renderer.render('payment-receipt', SAMPLES['payment-receipt']);
    for (const line of [
      'Amount paid: $995.00',
      'Plan: Yearly',
      'School: Desert Oak Academy',
      'Date: March 1, 2027',
      'Invoice: in_123',
    ])
      expect(text).toContain(line);
  });

  it("tells a rejected claimant the reviewer's notes and what happened to the payment", () => {
    const refunded = renderer.render('claim-rejected', SAMPLES['claim-rejected']).text;
    expect(refunded).toContain('> We could not confirm your role.');
    expect(refunded).toContain('Your payment of $995.00 was refunded');
    const { refundedCents: _refunded, ...unpaid } = SAMPLES['claim-rejected'];
    expect(renderer.render('claim-rejected', unpaid).text).toContain('Nothing was charged for this claim.');
    const manual = renderer.render('claim-rejected', { ...unpaid, paidOutsideCheckout: true }).text;
    expect(manual).toContain('we will contact you to return it');
    expect(() => renderer.render('claim-rejected', { ...unpaid, paidOutsideCheckout: 'yes' })).toThrow(
      /paidOutsideCheckout must be true or false/,
    );
  });

  it("names the co-owner to the school's current owners", () => {
    const { text } = renderer.render('co-owner-added', SAMPLES['co-owner-added']);
    expect(text).toContain('added Sam Stranger (sam@example.com) as a co-owner of its listing');
    expect(text).toContain('Contact us: https://vps.example/contact');
  });

  it('attaches an invite.ics to an open house confirmation, and a cancelling one when the school cancels', () => {
    const mail = renderer.render('open-house-confirmation', SAMPLES['open-house-confirmation']);
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments!;
    expect(ics).toMatchObject({ filename: 'invite.ics', contentType: expect.stringContaining('text/calendar') });
    expect(ics.content).toContain('DTSTART:20261212T180000Z\r\nDTEND:20261212T193000Z');
    expect(ics.content).toContain('SUMMARY:Fall Open House\\, Lower School - Desert Oak Academy');
    expect(ics.content).toContain('UID:rsvp-1@vps.example');
    expect(mail.text).toContain('https://vps.example/open-houses/cancel?token=t');
    const cancelled = renderer.render('open-house-cancelled', SAMPLES['open-house-cancelled']).attachments![0];
    expect(cancelled.content).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
    expect(renderer.render('open-house-waitlisted', SAMPLES['open-house-waitlisted']).attachments).toBeUndefined();
  });

  it('sends a changed open house with an invite that outranks the earlier one, and none to the waitlist', () => {
    const mail = renderer.render('open-house-changed', SAMPLES['open-house-changed']);
    expect(mail.subject).toBe(
      'Changed: Fall Open House, Lower School at Desert Oak Academy is now ' + SAMPLES['open-house-changed'].when,
    );
    expect(mail.text).toContain('Your seats are still saved');
    const [ics] = mail.attachments!;
    expect(ics.content).toMatch(/METHOD:PUBLISH[\s\S]*UID:rsvp-1@vps.example\r\nSEQUENCE:2\r\n/);
    const waitlisted = renderer.render('open-house-changed', { ...SAMPLES['open-house-changed'], waitlisted: true });
    expect(waitlisted.text).toContain('You are still on the waitlist for 2 seats');
    expect(waitlisted.attachments).toBeUndefined();
  });

  it('refuses data a template cannot render', () => {
    expect(() => renderer.render('password-reset', { resetUrl: 'javascript:alert(1)' })).toThrow(
      /resetUrl must be an absolute http\(s\) URL/,
    );
    expect(() => renderer.render('claim-received', { firstName: 'A' })).toThrow(/schoolName is required/);
    expect(() => renderer.render('nope' as TemplateName, {})).toThrow(/unknown template/);
  });
});
