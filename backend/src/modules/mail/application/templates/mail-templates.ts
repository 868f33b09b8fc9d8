import { renderCalendarInvite } from '../../domain/calendar-invite';
import type { MailTemplateData, OpenHouseMailEvent, TemplateName } from '../../domain/mail-template';
import type { MailAttachment, MailBlock, MailBrand, MailContent } from './mail-layout';

type Template<T extends TemplateName> = (data: MailTemplateData[T], brand: MailBrand) => MailContent;

const hi = (firstName?: string): string => (firstName ? `Hi ${firstName},` : 'Hello,');
const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
const notesBlock = (label: string, notes?: string): MailBlock[] =>
  notes
    ? [
        { kind: 'paragraph', text: label },
        { kind: 'quote', text: notes },
      ]
    : [];

const seats = (n: number): string => (n === 1 ? '1 seat' : `${n} seats`);
/** '72 hours', '1 hour', '30 minutes': a link's lifetime as people say it (4320 minutes was how it read). */
function duration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** '7 days' for a week-long invitation, else as `duration` says it ('24 hours'). */
const hoursText = (hours: number): string =>
  hours >= 48 && hours % 24 === 0 ? `${hours / 24} days` : duration(hours * 60);

function eventFields(d: OpenHouseMailEvent, extra: [string, string][] = []): MailBlock {
  return {
    kind: 'fields',
    rows: [
      ['Open house', d.eventTitle],
      ['School', d.schoolName],
      ['When', d.when],
      ['Where', d.where],
      ...(d.joinUrl ? ([['Join link', d.joinUrl]] as [string, string][]) : []),
      ...extra,
    ],
  };
}

/** invite.ics for the event; `cancel` makes calendars remove the entry the earlier file added. */
function invite(d: OpenHouseMailEvent, brand: MailBrand, cancel = false): MailAttachment {
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'PUBLISH'}`,
    content: renderCalendarInvite(
      {
        uid: d.calendarUid,
        title: `${d.eventTitle} - ${d.schoolName}`,
        start: new Date(d.startsAt),
        end: new Date(d.endsAt),
        location: d.joinUrl ?? d.where,
        url: d.eventUrl,
        description: `Open house at ${d.schoolName}.${d.joinUrl ? ` Join: ${d.joinUrl}` : ''} Details: ${d.eventUrl}`,
        method: cancel ? 'CANCEL' : 'PUBLISH',
        // Mails queued before SEQUENCE was carried: a cancellation must still outrank the confirmation.
        sequence: d.calendarSequence ?? (cancel ? 1 : 0),
      },
      brand.appName,
    ),
  };
}

/** RFC 8058: mail providers show 'Unsubscribe' and POST `List-Unsubscribe=One-Click` to the https link. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function alertFooter(d: { manageUrl: string; unsubscribeUrl: string }): MailBlock[] {
  return [
    // The one-click link is for mail apps (a POST, RFC 8058); people get the manage page.
    {
      kind: 'link',
      text: "Change how often you hear from us, or stop these e-mails (your mail app's Unsubscribe works too):",
      label: 'Manage your alerts',
      url: d.manageUrl,
    },
  ];
}

function listBlocks(title: string, items: string[]): MailBlock[] {
  return items.length
    ? [
        { kind: 'paragraph', text: title },
        { kind: 'quote', text: items.join('\n') },
      ]
    : [];
}

/** Every mail of the product. Wording follows the site's own (review times from docs/product.md "Claims"). */
export const MAIL_TEMPLATES: { [T in TemplateName]: Template<T> } = {
  'contact-notification': (d) => ({
    subject: `New contact message: ${d.subject} from ${d.firstName} ${d.lastName}`,
    blocks: [
      { kind: 'paragraph', text: 'A visitor sent a message through the contact form.' },
      {
        kind: 'fields',
        rows: [
          ['Name', `${d.firstName} ${d.lastName}`],
          ['Email', d.email],
          ['Phone', d.phone || 'Not given'],
          ['Subject', d.subject],
        ],
      },
      { kind: 'quote', text: d.message },
      { kind: 'paragraph', text: `Reply to this e-mail to answer ${d.firstName} directly.` },
    ],
  }),

  'contact-confirmation': (d, brand) => ({
    subject: `We received your message - ${brand.appName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: "Thank you for contacting us. We'll get back to you within 24 hours. Here is a copy of your message:",
      },
      { kind: 'fields', rows: [['Subject', d.subject]] },
      { kind: 'quote', text: d.message },
      { kind: 'paragraph', text: `The ${brand.appName} team` },
    ],
  }),

  'claim-received': (d, brand) => ({
    subject: `We received your claim for ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `Thank you for claiming ${d.schoolName} on ${brand.appName}.` },
      {
        kind: 'paragraph',
        text: 'Our team verifies every claim within 24-48 hours. We will e-mail you as soon as your access is ready.',
      },
    ],
  }),

  'claim-approved': (d, brand) => ({
    subject: `Your claim for ${d.schoolName} is approved`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Good news: your claim for ${d.schoolName} is approved and your ${brand.appName} account is ready. Choose a password to sign in and manage your school's profile.`,
      },
      { kind: 'button', label: 'Set your password', url: d.setPasswordUrl },
      {
        kind: 'paragraph',
        text: d.expiresInHours
          ? `This link works once and expires in ${d.expiresInHours} hours.`
          : 'This link works once.',
      },
      ...(d.refundedCents
        ? [
            {
              kind: 'paragraph',
              text: `${d.schoolName} already has an active premium listing, so you join it as a co-owner and your payment of ${dollars(d.refundedCents)} was refunded to your card. Refunds usually appear within 5-10 business days.`,
            } as const,
          ]
        : []),
    ],
  }),

  // The same link serves a reset the person asked for and a link the team sent (an account without a password
  // yet, or one whose owner asked the team): the mail says which.
  'password-reset': (d, brand) => ({
    subject: d.sentByTeam ? `Choose your ${brand.appName} password` : `Reset your ${brand.appName} password`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: d.sentByTeam
          ? `The ${brand.appName} team sent you this link to choose a password for your account.`
          : `Someone asked to reset the password of your ${brand.appName} account.`,
      },
      { kind: 'button', label: d.sentByTeam ? 'Choose a password' : 'Choose a new password', url: d.resetUrl },
      {
        kind: 'paragraph',
        text: `${d.expiresInMinutes ? `This link works once and expires in ${duration(d.expiresInMinutes)}. ` : ''}${
          d.sentByTeam
            ? 'If you did not expect it, ignore this e-mail.'
            : 'If you did not ask for this, ignore this e-mail: your password stays the same.'
        }`,
      },
    ],
  }),

  'change-approved': (d) => ({
    subject: `Your changes to ${d.schoolName} are live`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `The profile changes you submitted for ${d.schoolName} were approved and applied.` },
      ...notesBlock("Our reviewer's notes:", d.notes),
    ],
  }),

  'change-rejected': (d) => ({
    subject: `Your changes to ${d.schoolName} need revision`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `The profile changes you submitted for ${d.schoolName} were not approved, and the profile is unchanged.`,
      },
      ...notesBlock("Our reviewer's notes:", d.notes),
      { kind: 'paragraph', text: 'You can submit revised changes from your school dashboard at any time.' },
    ],
  }),

  'change-reverted': (d) => ({
    subject: `A change to ${d.schoolName} was reverted`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Our team set part of ${d.schoolName}'s profile back to what it was before your change: ${d.fields}.`,
      },
      ...notesBlock('Why:', d.reason),
      {
        kind: 'paragraph',
        text: 'Your school dashboard shows it under Pending as Reverted by the team. You can edit it again from there.',
      },
    ],
  }),

  'article-approved': (d) => ({
    subject: `Your article "${d.articleTitle}" is published`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `Your article "${d.articleTitle}" was approved and is now published.` },
      ...(d.articleUrl ? [{ kind: 'button', label: 'Read your article', url: d.articleUrl } as const] : []),
    ],
  }),

  'article-rejected': (d) => ({
    subject: `Your article "${d.articleTitle}" was not approved`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `Your article "${d.articleTitle}" was not approved for publication.` },
      ...notesBlock("Our reviewer's notes:", d.notes),
      { kind: 'paragraph', text: 'You are welcome to revise it and submit it again from your school dashboard.' },
    ],
  }),

  'payment-failed': (d) => ({
    subject: `Payment failed for ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `We could not collect ${d.amountCents !== undefined ? `the payment of ${dollars(d.amountCents)}` : 'the latest payment'} for the premium listing of ${d.schoolName}. Please update your payment method to keep the listing active.`,
      },
      ...(d.nextAttemptOn
        ? [{ kind: 'paragraph', text: `We will try your card again on ${d.nextAttemptOn}.` } as const]
        : []),
      ...(d.premiumEndsOn
        ? [
            {
              kind: 'paragraph',
              text: `If no payment succeeds, premium ends on ${d.premiumEndsOn}. The listing then keeps its free content.`,
            } as const,
          ]
        : []),
      ...(d.billingUrl ? [{ kind: 'button', label: 'Update payment method', url: d.billingUrl } as const] : []),
    ],
  }),

  'subscription-started': (d, brand) => ({
    subject: `${d.schoolName} is now a premium listing - ${brand.appName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you: the premium listing of ${d.schoolName} is active. Your receipt for the first payment is below.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Amount paid', dollars(d.amountCents)],
          ['Plan', d.planName],
          ['School', d.schoolName],
          ['Date', d.paidOn],
          ['Invoice', d.invoiceId],
          ...(d.renewsOn ? [['Next charge', d.renewsOn] as [string, string]] : []),
        ],
      },
      ...(d.billingUrl ? [{ kind: 'button', label: 'View billing', url: d.billingUrl } as const] : []),
      { kind: 'paragraph', text: 'Keep this e-mail for your records.' },
    ],
  }),

  'renewal-coming': (d) => ({
    subject: `${d.schoolName}'s premium listing renews on ${d.renewsOn}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `The yearly premium listing of ${d.schoolName} renews on ${d.renewsOn}, and ${dollars(d.amountCents)} (${d.planName}) will be charged to the card on file.`,
      },
      {
        kind: 'paragraph',
        text: 'Nothing to do if that suits you. To change the card, switch plans or cancel before then, open billing.',
      },
      { kind: 'button', label: 'Manage billing', url: d.billingUrl },
    ],
  }),

  'payment-recovered': (d) => ({
    subject: `Payment received: ${d.schoolName}'s premium listing continues`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `The payment of ${dollars(d.amountCents)} that had failed for ${d.schoolName} went through on ${d.paidOn}. The premium listing continues; nothing else to do.`,
      },
      { kind: 'fields', rows: [['Invoice', d.invoiceId]] },
      ...(d.billingUrl ? [{ kind: 'button', label: 'View billing', url: d.billingUrl } as const] : []),
    ],
  }),

  'cancellation-scheduled': (d) => ({
    subject: `${d.schoolName}'s premium listing ends on ${d.endsOn}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `The premium listing of ${d.schoolName} is cancelled and stays premium until ${d.endsOn}. Nothing more will be charged. After that the listing keeps its free content.`,
      },
      {
        kind: 'paragraph',
        text: 'Changed your mind? Keep premium from the billing page before that day; nothing is lost.',
      },
      { kind: 'button', label: 'Keep premium', url: d.billingUrl },
    ],
  }),

  'premium-ended': (d) => ({
    subject: `${d.schoolName}'s premium listing has ended`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: d.paymentFailed
          ? `We could not collect the payment for ${d.schoolName} after several tries, so its premium listing has ended.`
          : `The premium listing of ${d.schoolName} has ended, as its cancellation said.`,
      },
      {
        kind: 'paragraph',
        text: 'The listing stays in the directory with its free content. You can subscribe again at any time.',
      },
      { kind: 'button', label: 'Subscribe again', url: d.subscribeUrl },
    ],
  }),

  'payment-action-required': (d) => ({
    subject: `Action needed to complete your payment for ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Your bank needs you to confirm ${d.amountCents !== undefined ? `the payment of ${dollars(d.amountCents)}` : 'the latest payment'} for the premium listing of ${d.schoolName}.`,
      },
      { kind: 'button', label: 'Complete payment', url: d.actionUrl },
    ],
  }),

  'lead-notification': (d) => ({
    subject: `New ${d.requestType.toLowerCase()} for ${d.schoolName} from ${d.parentName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `A family sent ${d.schoolName} a request through your premium listing.` },
      {
        kind: 'fields',
        rows: [
          ['Request', d.requestType],
          ['Parent', d.parentName],
          ['Email', d.email],
          ['Phone', d.phone || 'Not given'],
          ["Child's grade", d.childGrade],
          ...(d.intendedStart ? [['Intended start', d.intendedStart] as [string, string]] : []),
          ...(d.preferredTimes ? [['Preferred times', d.preferredTimes] as [string, string]] : []),
        ],
      },
      { kind: 'quote', text: d.message },
      { kind: 'button', label: 'Open your lead inbox', url: d.inboxUrl },
      { kind: 'paragraph', text: `Reply to this e-mail to answer ${d.parentName} directly.` },
    ],
  }),

  'lead-summary': (d) => ({
    subject: `${d.leads.length === 1 ? '1 new lead' : `${d.leads.length} new leads`} for ${d.schoolName} on ${d.day}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Your daily summary of new requests and open-house RSVPs for ${d.schoolName}, ${d.day}:`,
      },
      { kind: 'quote', text: d.leads.join('\n') },
      { kind: 'button', label: 'Open your lead inbox', url: d.inboxUrl },
      {
        kind: 'paragraph',
        text: 'You get one summary a day because you chose it in the school dashboard’s Leads tab; you can switch back to an e-mail for each request there.',
      },
    ],
  }),

  'lead-confirmation': (d, brand) => ({
    subject: `Your request to ${d.schoolName} was sent`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your interest in ${d.schoolName}. We sent your request to the school, which will answer you by e-mail or phone. Here is a copy of what you sent:`,
      },
      {
        kind: 'fields',
        rows: [
          ['Request', d.requestType],
          ["Child's grade", d.childGrade],
          ...(d.intendedStart ? [['Intended start', d.intendedStart] as [string, string]] : []),
          ...(d.preferredTimes ? [['Preferred times', d.preferredTimes] as [string, string]] : []),
        ],
      },
      { kind: 'quote', text: d.message },
      { kind: 'button', label: `View ${d.schoolName}`, url: d.schoolUrl },
      { kind: 'paragraph', text: `The ${brand.appName} team` },
    ],
  }),

  'payment-receipt': (d, brand) => ({
    subject: `Receipt for your payment of ${dollars(d.amountCents)} - ${brand.appName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `Thank you for your payment for the premium listing of ${d.schoolName}.` },
      {
        kind: 'fields',
        rows: [
          ['Amount paid', dollars(d.amountCents)],
          ['Plan', d.planName],
          ['School', d.schoolName],
          ['Date', d.paidOn],
          ['Invoice', d.invoiceId],
        ],
      },
      ...(d.billingUrl ? [{ kind: 'button', label: 'View billing', url: d.billingUrl } as const] : []),
      { kind: 'paragraph', text: 'Keep this e-mail for your records.' },
    ],
  }),

  'claim-rejected': (d, brand) => ({
    subject: `Your claim for ${d.schoolName} was not approved`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `We reviewed your claim for ${d.schoolName} on ${brand.appName} and could not approve it, so no access to the school's listing was granted.`,
      },
      ...notesBlock("Our reviewer's notes:", d.notes),
      ...(d.refundedCents
        ? [
            {
              kind: 'paragraph',
              text: `Your payment of ${dollars(d.refundedCents)} was refunded to your card and the subscription was cancelled, so you will not be charged again. Refunds usually appear within 5-10 business days.`,
            } as const,
          ]
        : d.paidOutsideCheckout
          ? [
              {
                kind: 'paragraph',
                text: 'Your payment was arranged with our team outside the online checkout; we will contact you to return it.',
              } as const,
            ]
          : [{ kind: 'paragraph', text: 'Nothing was charged for this claim.' } as const]),
      {
        kind: 'paragraph',
        text: 'If you believe this is a mistake, reply to this e-mail or contact us with details that show your role at the school.',
      },
    ],
  }),

  'co-owner-added': (d, brand) => ({
    subject: `A co-owner was added to ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `Our team verified a claim for ${d.schoolName} and added ${d.coOwnerName} (${d.coOwnerEmail}) as a co-owner of its listing on ${brand.appName}. Co-owners can edit the school's profile and see its leads, just like you.`,
      },
      {
        kind: 'paragraph',
        text: 'If you do not know this person or did not expect this, contact us right away and we will look into it.',
      },
      { kind: 'button', label: 'Contact us', url: d.contactUrl },
    ],
  }),

  'open-house-confirmation': (d, brand) => ({
    subject: d.promoted
      ? `A seat opened up: you're in for ${d.eventTitle} at ${d.schoolName}`
      : `You're registered: ${d.eventTitle} at ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: d.promoted
          ? `Good news: seats opened up and your place on the waitlist for ${d.schoolName}'s open house is now confirmed.`
          : `Thank you for signing up for ${d.schoolName}'s open house. Your seats are saved.`,
      },
      eventFields(d, [['Seats', seats(d.partySize)]]),
      {
        kind: 'paragraph',
        text: 'The attached invite.ics adds the open house to your calendar. We will remind you a day before.',
      },
      // The family's own page ('You're registered', with the event): the public event page cannot say so.
      { kind: 'button', label: 'See your registration', url: d.cancelUrl },
      {
        kind: 'link',
        text: "Can't make it? Please cancel so another family can have your seats:",
        label: 'Cancel my RSVP',
        url: d.cancelUrl,
      },
    ],
    attachments: [invite(d, brand)],
  }),

  'open-house-waitlisted': (d) => ({
    subject: `You're on the waitlist: ${d.eventTitle} at ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `${d.eventTitle} is full, so we put you on the waitlist for ${seats(d.partySize)}. If seats open up, families on the waitlist get them in the order they joined, and we will e-mail you right away with a calendar invite.`,
      },
      eventFields(d),
      { kind: 'link', text: 'No longer interested?', label: 'Leave the waitlist', url: d.cancelUrl },
    ],
  }),

  'open-house-reminder': (d, brand) => ({
    subject: `Tomorrow: ${d.eventTitle} at ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `A reminder that ${d.schoolName}'s open house is coming up.` },
      eventFields(d, [['Seats', seats(d.partySize)]]),
      { kind: 'button', label: 'See your registration', url: d.cancelUrl },
      {
        kind: 'link',
        text: 'Plans changed? Please cancel so another family can come:',
        label: 'Cancel my RSVP',
        url: d.cancelUrl,
      },
    ],
    attachments: [invite(d, brand)],
  }),

  'open-house-rsvp-cancelled': (d, brand) => ({
    subject: `Your RSVP was cancelled: ${d.eventTitle} at ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: 'As you asked, we cancelled your RSVP. Thank you for letting the school know.' },
      eventFields(d),
      { kind: 'button', label: 'Find another open house', url: `${brand.publicUrl}/open-houses` },
    ],
    attachments: [invite(d, brand, true)],
  }),

  'open-house-cancelled': (d, brand) => ({
    subject: `Cancelled: ${d.eventTitle} at ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `We're sorry: ${d.schoolName} cancelled this open house, so your RSVP no longer holds. The attached file removes it from your calendar.`,
      },
      eventFields(d),
      { kind: 'button', label: 'Find another open house', url: `${brand.publicUrl}/open-houses` },
    ],
    attachments: [invite(d, brand, true)],
  }),

  'open-house-changed': (d, brand) => ({
    subject: `Changed: ${d.eventTitle} at ${d.schoolName} is now ${d.when}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: d.waitlisted
          ? `${d.schoolName} changed the time or place of this open house. You are still on the waitlist for ${seats(d.partySize)}; here are the new details.`
          : `${d.schoolName} changed the time or place of this open house. Your seats are still saved; here are the new details.`,
      },
      eventFields(d, [['Seats', seats(d.partySize)]]),
      ...(d.waitlisted
        ? []
        : [{ kind: 'paragraph' as const, text: 'The attached invite.ics updates the entry in your calendar.' }]),
      { kind: 'button', label: d.waitlisted ? 'See your place' : 'See your registration', url: d.cancelUrl },
      d.waitlisted
        ? { kind: 'link', text: 'No longer interested?', label: 'Leave the waitlist', url: d.cancelUrl }
        : {
            kind: 'link',
            text: "Can't make the new time? Please cancel so another family can have your seats:",
            label: 'Cancel my RSVP',
            url: d.cancelUrl,
          },
    ],
    ...(d.waitlisted ? {} : { attachments: [invite(d, brand)] }),
  }),

  'alert-confirmation': (d) => ({
    subject: 'Please confirm your school alert',
    greeting: 'Hello,',
    headers: unsubscribeHeaders(d.unsubscribeUrl),
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone (we hope you) asked for ${d.frequency} e-mails about new schools matching this search: ${d.searchSummary}. Nothing is sent until you confirm; without confirmation the request is deleted after 7 days.`,
      },
      { kind: 'button', label: 'Confirm my alert', url: d.confirmUrl },
      ...alertFooter(d),
    ],
  }),

  'alert-change-link': (d) => ({
    subject: 'Change your school alert',
    greeting: 'Hello,',
    headers: unsubscribeHeaders(d.unsubscribeUrl),
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone (we hope you) saved this search again: ${d.searchSummary}. You already have an alert for it, sent ${d.frequency}, so we did not add a second one. Change how often it comes, or its search, on your alerts page.`,
      },
      { kind: 'button', label: 'Change my alert', url: d.manageUrl },
      { kind: 'paragraph', text: 'If you did not ask for this, ignore this e-mail: nothing has changed.' },
    ],
  }),

  'alert-digest': (d) => ({
    subject: `New for your school search: ${d.searchSummary}`,
    headers: unsubscribeHeaders(d.unsubscribeUrl),
    blocks: [
      { kind: 'paragraph', text: `Here is what is new since our last e-mail for your search: ${d.searchSummary}.` },
      ...listBlocks('Newly listed schools', d.newSchools),
      ...listBlocks('Tuition or openings changed', d.changedSchools),
      ...listBlocks('Upcoming open houses', d.openHouses),
      { kind: 'button', label: 'See all matching schools', url: d.searchUrl },
      ...(d.lapsesOn
        ? [
            {
              kind: 'paragraph' as const,
              text: `This alert ends on ${d.lapsesOn}: we keep a search for 12 months after you confirm or renew it. To keep hearing about it, press 'Keep this alert' on your alerts page.`,
            },
            { kind: 'button' as const, label: 'Keep this alert', url: d.manageUrl },
          ]
        : []),
      ...alertFooter(d),
    ],
  }),

  // The team's own inbox (CONTACT_INBOX): what waits for a decision, since claimants and owners were promised
  // 24-48 hours.
  'claim-awaiting-review': (d) => ({
    subject: `Claim waiting for review: ${d.schoolName} (${d.claimantName})`,
    blocks: [
      {
        kind: 'paragraph',
        text: `A claim for ${d.schoolName} is ready for your decision. The claimant was told we verify claims within 24-48 hours.`,
      },
      {
        kind: 'fields',
        rows: [
          ['School', d.schoolName],
          ['Claimant', d.claimantName],
          ['Email', d.claimantEmail],
          ['Position', d.position],
          ['Payment', d.payment],
        ],
      },
      { kind: 'button', label: 'Review the claim', url: d.reviewUrl },
    ],
  }),

  'change-awaiting-review': (d) => ({
    subject: `${d.kind} waiting for review: ${d.schoolName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${d.submitterName} sent ${d.kind.toLowerCase()} for ${d.schoolName}. Owners were told changes are reviewed within 24-48 hours.`,
      },
      { kind: 'quote', text: d.items.join('\n') },
      { kind: 'button', label: 'Review in Approvals', url: d.reviewUrl },
    ],
  }),

  'account-invitation': (d, brand) => ({
    subject: `You're invited to ${brand.appName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `The ${brand.appName} team invited you to join as ${d.invitedAs}.` },
      d.setsPassword
        ? { kind: 'button', label: 'Accept and choose a password', url: d.actionUrl }
        : { kind: 'button', label: 'Sign in', url: d.actionUrl },
      {
        kind: 'paragraph',
        text: d.setsPassword
          ? `${d.expiresInHours ? `This link works once and expires in ${hoursText(d.expiresInHours)}. ` : ''}If you did not expect this invitation, ignore this e-mail.`
          : 'Sign in with the e-mail address and password you already use with us.',
      },
    ],
  }),

  'email-change-confirm': (d, brand) => ({
    subject: `Confirm your new ${brand.appName} e-mail address`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `You asked to sign in to ${brand.appName} with ${d.newEmail} from now on. Your address changes only when you confirm it.`,
      },
      { kind: 'button', label: 'Confirm this address', url: d.confirmUrl },
      {
        kind: 'paragraph',
        text: `${d.expiresInHours ? `This link works once and expires in ${hoursText(d.expiresInHours)}. ` : ''}If you did not ask for this, ignore this e-mail: nothing changes.`,
      },
    ],
  }),

  'email-changed': (d, brand) => ({
    subject: `Your ${brand.appName} e-mail address was changed`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `The e-mail address of your ${brand.appName} account is now ${d.newEmail}. This address no longer signs in.`,
      },
      {
        kind: 'paragraph',
        text: 'If you did not make this change, contact us right away and we will look into it.',
      },
      { kind: 'button', label: 'Contact us', url: d.contactUrl },
    ],
  }),

  'contact-reply': (d, brand) => ({
    subject: `Re: ${d.subject} - ${brand.appName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'quote', text: d.reply },
      { kind: 'paragraph', text: `The ${brand.appName} team` },
      { kind: 'paragraph', text: 'You wrote:' },
      { kind: 'quote', text: d.message },
      { kind: 'paragraph', text: 'Reply to this e-mail to write back to us.' },
    ],
  }),

  'lead-reply': (d, brand) => ({
    subject: `Re: ${d.requestType} to ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'quote', text: d.reply },
      { kind: 'paragraph', text: `${d.authorName}, ${d.schoolName}` },
      { kind: 'paragraph', text: `You wrote to ${d.schoolName} through ${brand.appName}:` },
      { kind: 'quote', text: d.message },
      {
        kind: 'paragraph',
        text: `Reply to this e-mail to write to ${d.schoolName} directly: your answer goes to the school, not to ${brand.appName}.`,
      },
      { kind: 'button', label: `View ${d.schoolName}`, url: d.schoolUrl },
    ],
  }),

  'review-confirmation': (d) => ({
    subject: `Please confirm your review of ${d.schoolName}`,
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone (we hope you) wrote a review of ${d.schoolName}: "${d.title}". It is not shown until you confirm it; without confirmation it is deleted after ${d.expiresInDays} days.`,
      },
      { kind: 'button', label: 'Publish my review', url: d.confirmUrl },
      {
        kind: 'paragraph',
        text: 'Keep this e-mail: the link below lets you edit or delete your review later. A new review of the same school from this address replaces this one once confirmed.',
      },
      { kind: 'button', label: 'Edit or delete my review', url: d.manageUrl },
      { kind: 'paragraph', text: 'If you did not write this review, ignore this e-mail: nothing will be shown.' },
    ],
  }),

  'review-removed': (d) => ({
    subject: `Your review of ${d.schoolName} was removed`,
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your review "${d.title}" of ${d.schoolName} was removed because it breaks this review guideline: ${d.reason}.`,
      },
      {
        kind: 'paragraph',
        text: 'The guidelines apply the same way to every review, positive or negative, and to every school, whatever its listing.',
      },
      { kind: 'button', label: 'Read the review guidelines', url: d.guidelinesUrl },
    ],
  }),

  'review-published-owner': (d) => ({
    subject: `New review of ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `A new review of ${d.schoolName} is published: "${d.title}" (${d.overall} of 5 stars). You can post one public reply to it from your school dashboard.`,
      },
      { kind: 'button', label: 'Reply to the review', url: d.replyUrl },
      { kind: 'paragraph', text: `See all reviews: ${d.reviewsUrl}` },
    ],
  }),

  'review-summary': (d) => ({
    subject: `${d.reviews.length === 1 ? '1 new review' : `${d.reviews.length} new reviews`} of ${d.schoolName} on ${d.day}`,
    greeting: hi(d.firstName),
    blocks: [
      { kind: 'paragraph', text: `Reviews of ${d.schoolName} published on ${d.day}:` },
      { kind: 'quote', text: d.reviews.join('\n') },
      { kind: 'button', label: 'Reply to the reviews', url: d.replyUrl },
      { kind: 'paragraph', text: `See all reviews: ${d.reviewsUrl}` },
      {
        kind: 'paragraph',
        text: 'You get one summary a day because you chose the daily summary in the school dashboard’s Leads tab; you can switch back to an e-mail for each there.',
      },
    ],
  }),

  'correction-suggested': (d, brand) => ({
    subject: `A family suggested a correction to ${d.schoolName}`,
    greeting: hi(d.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `A visitor of ${brand.appName} thinks a fact on ${d.schoolName}'s page is wrong. Nothing changes on your listing unless you accept it.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Field', d.field],
          ['Shown now', d.currentValue ?? '(empty)'],
          ['Suggested', d.suggestedValue],
        ],
      },
      ...notesBlock('Their note:', d.note),
      { kind: 'button', label: 'Accept or decline', url: d.dashboardUrl },
    ],
  }),

  'correction-decided': (d) => ({
    subject: d.accepted
      ? `Your correction to ${d.schoolName} was accepted`
      : `Your correction to ${d.schoolName} was declined`,
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'paragraph',
        text: d.accepted
          ? `Thank you: your suggested ${d.field.toLowerCase()} for ${d.schoolName} ("${d.suggestedValue}") was accepted and is now on the school's page.`
          : `Thank you for your suggested ${d.field.toLowerCase()} for ${d.schoolName} ("${d.suggestedValue}"). It was declined, for this reason:`,
      },
      ...(d.accepted || !d.reason ? [] : [{ kind: 'quote' as const, text: d.reason }]),
      { kind: 'button', label: `View ${d.schoolName}`, url: d.schoolUrl },
    ],
  }),

  'listing-reminder': (d, brand) => ({
    subject: `Is ${d.schoolName}'s listing still correct?`,
    greeting: `Hi ${d.ownerName},`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Families find ${d.schoolName} on ${brand.appName}. Every six months we ask its owners to check the listing: if everything is still correct, one click confirms it, and the school's page shows the date of your confirmation.`,
      },
      ...(d.lastConfirmed
        ? [{ kind: 'paragraph' as const, text: `The listing was last confirmed on ${d.lastConfirmed}.` }]
        : []),
      { kind: 'button', label: 'Confirm or update my listing', url: d.confirmUrl },
      {
        kind: 'link',
        text: 'Something changed? Update it in your school dashboard:',
        label: 'Open the school dashboard',
        url: d.dashboardUrl,
      },
      {
        kind: 'paragraph',
        text: `The confirmation link works for ${d.expiresInDays} days. You receive this e-mail as an owner of ${d.schoolName}.`,
      },
    ],
  }),
};
