/**
 * Every e-mail the product sends, and the data each one needs. Callers pass
 * `data` as a plain record (it is stored as JSON in the outbox), so the fields
 * are checked when a mail is queued, not only when the worker renders it.
 */
export const TEMPLATE_NAMES = [
  'contact-notification',
  'contact-confirmation',
  'claim-received',
  'claim-approved',
  'password-reset',
  'change-approved',
  'change-rejected',
  'change-reverted',
  'article-approved',
  'article-rejected',
  'payment-failed',
  'payment-action-required',
  'payment-receipt',
  'claim-rejected',
  'co-owner-added',
  'lead-notification',
  'lead-confirmation',
  'lead-summary',
  'open-house-confirmation',
  'open-house-waitlisted',
  'open-house-reminder',
  'open-house-rsvp-cancelled',
  'open-house-cancelled',
  'open-house-changed',
  'alert-confirmation',
  'alert-digest',
  'alert-change-link',
  'claim-awaiting-review',
  'change-awaiting-review',
  'account-invitation',
  'email-change-confirm',
  'email-changed',
  'contact-reply',
  'lead-reply',
  'review-confirmation',
  'review-removed',
  'review-published-owner',
  'review-summary',
  'correction-suggested',
  'correction-decided',
  'listing-reminder',
  'subscription-started',
  'renewal-coming',
  'payment-recovered',
  'cancellation-scheduled',
  'premium-ended',
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * The `data` of each template. Links are absolute URLs built from
 * AppConfig.publicUrl; amounts are in cents.
 */
export interface MailTemplateData {
  'contact-notification': {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    /** The subject's label, e.g. 'General Inquiry'. */
    subject: string;
    message: string;
  };
  'contact-confirmation': { firstName: string; subject: string; message: string };
  'claim-received': { firstName: string; schoolName: string };
  'claim-approved': {
    firstName: string;
    schoolName: string;
    setPasswordUrl: string;
    expiresInHours?: number;
    /** The school already had its own premium subscription, so the claim's payment was given back. */
    refundedCents?: number;
  };
  /** `sentByTeam`: an admin sent the link (Users → Send password link), nobody asked for a reset. */
  'password-reset': { firstName?: string; resetUrl: string; expiresInMinutes?: number; sentByTeam?: boolean };
  'change-approved': { firstName?: string; schoolName: string; notes?: string };
  'change-rejected': { firstName?: string; schoolName: string; notes?: string };
  /** An admin set an owner's applied change back; `fields` as one line ('phone, name'), `reason` the admin's words. */
  'change-reverted': { firstName?: string; schoolName: string; fields: string; reason: string };
  'article-approved': { firstName?: string; articleTitle: string; articleUrl?: string };
  'article-rejected': { firstName?: string; articleTitle: string; notes?: string };
  'payment-failed': {
    firstName?: string;
    schoolName: string;
    amountCents?: number;
    billingUrl?: string;
    /** When the provider tries the card again ('March 4, 2027'); absent once the retries have run out. */
    nextAttemptOn?: string;
    /** The day premium ends if no payment succeeds (docs/decisions/billing-lifecycle-mails.md). */
    premiumEndsOn?: string;
  };
  /** The first payment of a subscription: the welcome and its receipt in one mail (issue 43). */
  'subscription-started': {
    firstName?: string;
    schoolName: string;
    planName: string;
    amountCents: number;
    paidOn: string;
    invoiceId: string;
    /** The next charge ('March 1, 2028'). */
    renewsOn?: string;
    billingUrl?: string;
  };
  /** Seven days before a yearly renewal. */
  'renewal-coming': {
    firstName?: string;
    schoolName: string;
    planName: string;
    amountCents: number;
    renewsOn: string;
    billingUrl: string;
  };
  /** A payment that had failed went through (a retry or a new card). */
  'payment-recovered': {
    firstName?: string;
    schoolName: string;
    amountCents: number;
    paidOn: string;
    invoiceId: string;
    billingUrl?: string;
  };
  /** The subscription ends at the close of its period; how to undo it. */
  'cancellation-scheduled': { firstName?: string; schoolName: string; endsOn: string; billingUrl: string };
  /** Premium ended: cancelled, or the provider's retries ran out. The listing keeps its free content. */
  'premium-ended': { firstName?: string; schoolName: string; paymentFailed?: boolean; subscribeUrl: string };
  'payment-action-required': { firstName?: string; schoolName: string; actionUrl: string; amountCents?: number };
  /** A family's request to a school (leads module), to the school's owners. */
  'lead-notification': {
    firstName?: string;
    schoolName: string;
    /** 'Information request' or 'Tour request'. */
    requestType: string;
    parentName: string;
    email: string;
    phone?: string;
    childGrade: string;
    /** Absent for an open-house RSVP (its form asks no school year). */
    intendedStart?: string;
    /** Tour requests: the chosen times as one line, e.g. 'Tue, Dec 8, 2026 (morning)'. */
    preferredTimes?: string;
    message: string;
    inboxUrl: string;
  };
  /** The family's copy of their request. */
  'lead-confirmation': {
    firstName: string;
    schoolName: string;
    requestType: string;
    childGrade: string;
    intendedStart?: string;
    preferredTimes?: string;
    message: string;
    schoolUrl: string;
  };
  /** One Las Vegas day's leads and RSVPs of a school whose owners chose the daily summary. */
  'lead-summary': {
    firstName?: string;
    schoolName: string;
    /** 'Monday, December 21, 2026'. */
    day: string;
    /** One line per lead: 'Pat Parent: Tour request, 10:15 AM'. */
    leads: string[];
    inboxUrl: string;
  };
  'payment-receipt': {
    firstName?: string;
    schoolName: string;
    planName: string;
    amountCents: number;
    /** The day paid, as the product writes days ('March 1, 2027'). */
    paidOn: string;
    /** The provider's invoice id, for the customer's records. */
    invoiceId: string;
    billingUrl?: string;
  };
  'claim-rejected': {
    firstName: string;
    schoolName: string;
    notes: string;
    /** Cents given back to the card; absent when nothing was paid through the checkout. */
    refundedCents?: number;
    /** The payment was marked completed by an admin (paid outside the checkout): refunded by the team directly. */
    paidOutsideCheckout?: boolean;
  };
  'co-owner-added': {
    firstName?: string;
    schoolName: string;
    coOwnerName: string;
    coOwnerEmail: string;
    contactUrl: string;
  };
  /**
   * A family's seats at an open house (open-houses module): on RSVP, or when a
   * waitlisted family gets freed seats (`promoted`). Carries invite.ics.
   */
  'open-house-confirmation': OpenHouseMailEvent & { partySize: number; cancelUrl: string; promoted?: boolean };
  'open-house-waitlisted': OpenHouseMailEvent & { partySize: number; cancelUrl: string };
  /** 24 hours before; carries invite.ics again. */
  'open-house-reminder': OpenHouseMailEvent & { partySize: number; cancelUrl: string };
  /** The family cancelled their RSVP by the link. */
  'open-house-rsvp-cancelled': OpenHouseMailEvent;
  /** The school cancelled the open house; carries a cancelling invite.ics. */
  'open-house-cancelled': OpenHouseMailEvent;
  /**
   * The school changed the time, length or place; the RSVP holds. Confirmed families get an updated
   * invite.ics (same UID, higher SEQUENCE), waitlisted ones (`waitlisted`) only the news.
   */
  'open-house-changed': OpenHouseMailEvent & { partySize: number; cancelUrl: string; waitlisted?: boolean };
  /**
   * Saved-search alerts (alerts module): every one carries List-Unsubscribe
   * (`unsubscribeUrl`, RFC 8058 one-click) and a link to manage the address's alerts.
   */
  'alert-confirmation': AlertMailLinks & { confirmUrl: string; searchSummary: string; frequency: string };
  /** What is new for one saved search; each list holds one line per item (at least one list is non-empty). */
  'alert-digest': AlertMailLinks & {
    searchSummary: string;
    searchUrl: string;
    newSchools: string[];
    changedSchools: string[];
    openHouses: string[];
    /**
     * Set in the alert's last month: the date it lapses unless kept (words, e.g.
     * 'January 5, 2027'); the mail then offers 'Keep this alert' (the manage page).
     */
    lapsesOn?: string;
  };
  /** The same search saved again ('Change it'): the link to the page that changes the alert there is. */
  'alert-change-link': AlertMailLinks & { searchSummary: string; frequency: string };
  /**
   * Family reviews (reviews module). The confirmation links to the page with the 'Publish my review'
   * button (a POST) and to the manage page (edit or delete later).
   */
  'review-confirmation': {
    schoolName: string;
    title: string;
    confirmUrl: string;
    manageUrl: string;
    expiresInDays: number;
  };
  /** To the reviewer: an admin removed the review under one published guideline (`reason`, its label). */
  'review-removed': { schoolName: string; title: string; reason: string; guidelinesUrl: string };
  /** To each owner of the school: a new review is published. */
  'review-published-owner': {
    firstName?: string;
    schoolName: string;
    title: string;
    overall: number;
    reviewsUrl: string;
    replyUrl: string;
  };
  /** To each owner of a school on the daily summary: one Las Vegas day's newly published reviews. */
  'review-summary': {
    firstName?: string;
    schoolName: string;
    /** 'Monday, December 21, 2026'. */
    day: string;
    /** One line per review: '"Caring teachers", 4 of 5 stars, by Jane D.'. */
    reviews: string[];
    reviewsUrl: string;
    replyUrl: string;
  };
  /** To each owner of the school: a family suggested a correction to one public fact (corrections module). */
  'correction-suggested': {
    firstName?: string;
    schoolName: string;
    /** The field's label, e.g. 'Phone'. */
    field: string;
    currentValue?: string;
    suggestedValue: string;
    note?: string;
    dashboardUrl: string;
  };
  /** To the family who suggested a correction and left an e-mail: accepted, or declined with the reason. */
  'correction-decided': {
    schoolName: string;
    field: string;
    suggestedValue: string;
    accepted: boolean;
    reason?: string;
    schoolUrl: string;
  };
  /** To each owner of a claimed school, every six months: confirm or update the listing (listing-confirmations). */
  'listing-reminder': {
    /** The owner's name (or their address when the account has no name). */
    ownerName: string;
    schoolName: string;
    /** The public confirm page (`/listing/confirm?token=`): 'Everything is still correct' is a POST there. */
    confirmUrl: string;
    dashboardUrl: string;
    /** 'June 2, 2026': the last confirmation, if any. */
    lastConfirmed?: string;
    expiresInDays: number;
  };
  /** To the team inbox: a claim is paid (or needs no payment) and waits for an admin's decision. */
  'claim-awaiting-review': {
    schoolName: string;
    claimantName: string;
    claimantEmail: string;
    position: string;
    /** 'Yearly plan, paid' or 'No payment needed: the school already has a premium subscription'. */
    payment: string;
    reviewUrl: string;
  };
  /** To the team inbox: an owner's profile changes or guest article wait for review. */
  'change-awaiting-review': {
    schoolName: string;
    submitterName: string;
    /** 'Profile changes' or 'Guest article'. */
    kind: string;
    /** One line per field or the article's title. */
    items: string[];
    reviewUrl: string;
  };
  /**
   * An admin invited the person (identity, issue 36): as an administrator, or as an owner of a school.
   * `setsPassword`: the button is a one-time link to choose a password (a new account); otherwise it opens
   * the sign-in page (the account already has a password).
   */
  'account-invitation': {
    firstName?: string;
    /** 'an administrator of Vegas Private Schools', 'an owner of Oak Academy'. */
    invitedAs: string;
    actionUrl: string;
    setsPassword?: boolean;
    expiresInHours?: number;
  };
  /** To the new address of an e-mail change: the change happens only when this link is used. */
  'email-change-confirm': { firstName?: string; newEmail: string; confirmUrl: string; expiresInHours?: number };
  /** To the old address, once the change happened. */
  'email-changed': { firstName?: string; newEmail: string; contactUrl: string };
  /** The team's answer to a contact message (contact inbox), Reply-To the team's inbox. */
  'contact-reply': { firstName: string; subject: string; reply: string; message: string };
  /**
   * A school's reply to a family's request, written in the lead inbox (leads module): sent with the school's
   * name as sender name and Reply-To the owner who wrote it, quoting the family's request.
   */
  'lead-reply': {
    firstName: string;
    schoolName: string;
    /** 'Information request' or 'Tour request'. */
    requestType: string;
    /** Who wrote it, as the inbox shows them ('Paula Owner'). */
    authorName: string;
    reply: string;
    message: string;
    schoolUrl: string;
  };
}

export type AlertMailLinks = { unsubscribeUrl: string; manageUrl: string };

/** What every open-house mail says about the event. Times are ISO instants; `when` is the Las Vegas time in words. */
export type OpenHouseMailEvent = {
  firstName?: string;
  schoolName: string;
  eventTitle: string;
  /** 'Saturday, December 12, 2026, 10:00 AM PST'. */
  when: string;
  startsAt: string;
  endsAt: string;
  /** The campus address, or 'Online'. */
  where: string;
  /** Virtual open houses: the https meeting link. */
  joinUrl?: string;
  /** The public page of the event. */
  eventUrl: string;
  /** invite.ics's UID: one per RSVP, so the cancelling file removes the entry the confirmation added. */
  calendarUid: string;
  /** invite.ics's SEQUENCE: the open house's change count (time, length, place, cancellation); older mails lack it. */
  calendarSequence?: number;
};

type FieldKind = 'text' | 'url' | 'number' | 'flag' | 'lines';
interface FieldRule {
  kind: FieldKind;
  required: boolean;
}
const text = (required = true): FieldRule => ({ kind: 'text', required });
const url = (required = true): FieldRule => ({ kind: 'url', required });
const num = (required = false): FieldRule => ({ kind: 'number', required });
const flag = (): FieldRule => ({ kind: 'flag', required: false });
const lines = (): FieldRule => ({ kind: 'lines', required: true });
const openHouseEvent = {
  firstName: text(false),
  schoolName: text(),
  eventTitle: text(),
  when: text(),
  startsAt: text(),
  endsAt: text(),
  where: text(),
  joinUrl: url(false),
  eventUrl: url(),
  calendarUid: text(),
  calendarSequence: num(),
};

export const TEMPLATE_FIELDS: { [T in TemplateName]: Record<keyof MailTemplateData[T], FieldRule> } = {
  'contact-notification': {
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(false),
    subject: text(),
    message: text(),
  },
  'contact-confirmation': { firstName: text(), subject: text(), message: text() },
  'claim-received': { firstName: text(), schoolName: text() },
  'claim-approved': {
    firstName: text(),
    schoolName: text(),
    setPasswordUrl: url(),
    expiresInHours: num(),
    refundedCents: num(),
  },
  'password-reset': { firstName: text(false), resetUrl: url(), expiresInMinutes: num(), sentByTeam: flag() },
  'change-approved': { firstName: text(false), schoolName: text(), notes: text(false) },
  'change-rejected': { firstName: text(false), schoolName: text(), notes: text(false) },
  'change-reverted': { firstName: text(false), schoolName: text(), fields: text(), reason: text() },
  'article-approved': { firstName: text(false), articleTitle: text(), articleUrl: url(false) },
  'article-rejected': { firstName: text(false), articleTitle: text(), notes: text(false) },
  'payment-failed': {
    firstName: text(false),
    schoolName: text(),
    amountCents: num(),
    billingUrl: url(false),
    nextAttemptOn: text(false),
    premiumEndsOn: text(false),
  },
  'subscription-started': {
    firstName: text(false),
    schoolName: text(),
    planName: text(),
    amountCents: num(true),
    paidOn: text(),
    invoiceId: text(),
    renewsOn: text(false),
    billingUrl: url(false),
  },
  'renewal-coming': {
    firstName: text(false),
    schoolName: text(),
    planName: text(),
    amountCents: num(true),
    renewsOn: text(),
    billingUrl: url(),
  },
  'payment-recovered': {
    firstName: text(false),
    schoolName: text(),
    amountCents: num(true),
    paidOn: text(),
    invoiceId: text(),
    billingUrl: url(false),
  },
  'cancellation-scheduled': { firstName: text(false), schoolName: text(), endsOn: text(), billingUrl: url() },
  'premium-ended': { firstName: text(false), schoolName: text(), paymentFailed: flag(), subscribeUrl: url() },
  'payment-action-required': { firstName: text(false), schoolName: text(), actionUrl: url(), amountCents: num() },
  'payment-receipt': {
    firstName: text(false),
    schoolName: text(),
    planName: text(),
    amountCents: num(true),
    paidOn: text(),
    invoiceId: text(),
    billingUrl: url(false),
  },
  'claim-rejected': {
    firstName: text(),
    schoolName: text(),
    notes: text(),
    refundedCents: num(),
    paidOutsideCheckout: flag(),
  },
  'co-owner-added': {
    firstName: text(false),
    schoolName: text(),
    coOwnerName: text(),
    coOwnerEmail: text(),
    contactUrl: url(),
  },
  'lead-notification': {
    firstName: text(false),
    schoolName: text(),
    requestType: text(),
    parentName: text(),
    email: text(),
    phone: text(false),
    childGrade: text(),
    intendedStart: text(false),
    preferredTimes: text(false),
    message: text(),
    inboxUrl: url(),
  },
  'lead-confirmation': {
    firstName: text(),
    schoolName: text(),
    requestType: text(),
    childGrade: text(),
    intendedStart: text(false),
    preferredTimes: text(false),
    message: text(),
    schoolUrl: url(),
  },
  'lead-summary': { firstName: text(false), schoolName: text(), day: text(), leads: lines(), inboxUrl: url() },
  'open-house-confirmation': { ...openHouseEvent, partySize: num(true), cancelUrl: url(), promoted: flag() },
  'open-house-waitlisted': { ...openHouseEvent, partySize: num(true), cancelUrl: url() },
  'open-house-reminder': { ...openHouseEvent, partySize: num(true), cancelUrl: url() },
  'open-house-rsvp-cancelled': openHouseEvent,
  'open-house-cancelled': openHouseEvent,
  'open-house-changed': { ...openHouseEvent, partySize: num(true), cancelUrl: url(), waitlisted: flag() },
  'alert-confirmation': {
    confirmUrl: url(),
    searchSummary: text(),
    frequency: text(),
    unsubscribeUrl: url(),
    manageUrl: url(),
  },
  'alert-digest': {
    searchSummary: text(),
    searchUrl: url(),
    newSchools: lines(),
    changedSchools: lines(),
    openHouses: lines(),
    lapsesOn: text(false),
    unsubscribeUrl: url(),
    manageUrl: url(),
  },
  'alert-change-link': { searchSummary: text(), frequency: text(), unsubscribeUrl: url(), manageUrl: url() },
  'claim-awaiting-review': {
    schoolName: text(),
    claimantName: text(),
    claimantEmail: text(),
    position: text(),
    payment: text(),
    reviewUrl: url(),
  },
  'change-awaiting-review': {
    schoolName: text(),
    submitterName: text(),
    kind: text(),
    items: lines(),
    reviewUrl: url(),
  },
  'account-invitation': {
    firstName: text(false),
    invitedAs: text(),
    actionUrl: url(),
    setsPassword: flag(),
    expiresInHours: num(),
  },
  'email-change-confirm': { firstName: text(false), newEmail: text(), confirmUrl: url(), expiresInHours: num() },
  'email-changed': { firstName: text(false), newEmail: text(), contactUrl: url() },
  'contact-reply': { firstName: text(), subject: text(), reply: text(), message: text() },
  'lead-reply': {
    firstName: text(),
    schoolName: text(),
    requestType: text(),
    authorName: text(),
    reply: text(),
    message: text(),
    schoolUrl: url(),
  },
  'review-confirmation': {
    schoolName: text(),
    title: text(),
    confirmUrl: url(),
    manageUrl: url(),
    expiresInDays: num(true),
  },
  'review-removed': { schoolName: text(), title: text(), reason: text(), guidelinesUrl: url() },
  'review-published-owner': {
    firstName: text(false),
    schoolName: text(),
    title: text(),
    overall: num(true),
    reviewsUrl: url(),
    replyUrl: url(),
  },
  'review-summary': {
    firstName: text(false),
    schoolName: text(),
    day: text(),
    reviews: lines(),
    reviewsUrl: url(),
    replyUrl: url(),
  },
  'correction-suggested': {
    firstName: text(false),
    schoolName: text(),
    field: text(),
    currentValue: text(false),
    suggestedValue: text(),
    note: text(false),
    dashboardUrl: url(),
  },
  'correction-decided': {
    schoolName: text(),
    field: text(),
    suggestedValue: text(),
    accepted: flag(),
    reason: text(false),
    schoolUrl: url(),
  },
  'listing-reminder': {
    ownerName: text(),
    schoolName: text(),
    confirmUrl: url(),
    dashboardUrl: url(),
    lastConfirmed: text(false),
    expiresInDays: num(true),
  },
};

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}

/** The problems with `data` for `template` (empty when it is fine). */
export function templateDataProblems(template: TemplateName, data: Record<string, unknown>): string[] {
  const rules = TEMPLATE_FIELDS[template] as Record<string, FieldRule>;
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = data[field];
    if (value === undefined || value === null || value === '') {
      if (rule.required) problems.push(`${field} is required`);
      continue;
    }
    if (rule.kind === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      problems.push(`${field} must be a number`);
    if (rule.kind === 'flag' && typeof value !== 'boolean') problems.push(`${field} must be true or false`);
    if (rule.kind === 'lines' && !(Array.isArray(value) && value.every((line) => typeof line === 'string')))
      problems.push(`${field} must be a list of texts`);
    if ((rule.kind === 'text' || rule.kind === 'url') && typeof value !== 'string')
      problems.push(`${field} must be a string`);
    if (rule.kind === 'url' && typeof value === 'string' && !/^https?:\/\/[^\s]+$/i.test(value))
      problems.push(`${field} must be an absolute http(s) URL`);
  }
  for (const field of Object.keys(data)) if (!(field in rules)) problems.push(`${field} is not a field of ${template}`);
  return problems;
}
