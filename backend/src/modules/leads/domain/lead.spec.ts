import { ERASED_FIELDS, Lead, OVERDUE_AFTER_MS, isOverdue, type SubmittedLead } from './lead';
import { InvalidLeadStatusChangeError, LeadErasedError, LeadIsSpamError } from './leads.errors';

const actor = { userId: 'u1', name: 'Paula Owner' };
const at = (iso: string) => new Date(iso);
const submitted = (overrides: Partial<SubmittedLead> = {}): SubmittedLead => ({
  schoolId: 7,
  type: 'tour',
  parentFirstName: '  Maria ',
  parentLastName: 'Lopez',
  email: ' maria@example.com ',
  phone: '  ',
  childGrade: 'Kindergarten',
  intendedStart: '2026-2027',
  message: '  We would love to visit.  ',
  preferredTimes: [{ date: '2026-12-08', period: 'morning' }],
  newsletter: true,
  sourcePage: '/schools/desert-oak',
  idempotencyKey: '4f1c2b9e-0d5a-4c1e-9a57-0e7d4b7c1a11',
  ...overrides,
});

describe('Lead.submit', () => {
  it('starts a real request as new, trimmed, with its consent time', () => {
    const now = at('2026-11-30T18:00:00Z');
    const lead = Lead.submit(submitted(), now, null);
    expect(lead).toMatchObject({
      schoolId: 7,
      status: 'new',
      spamReason: null,
      parentFirstName: 'Maria',
      email: 'maria@example.com',
      phone: null,
      message: 'We would love to visit.',
      preferredTimes: [{ date: '2026-12-08', period: 'morning' }],
      consentedAt: now,
      createdAt: now,
      firstRespondedAt: null,
      erasedAt: null,
    });
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores spam as spam, with the reason', () => {
    const lead = Lead.submit(submitted(), at('2026-11-30T18:00:00Z'), 'honeypot');
    expect(lead.isSpam()).toBe(true);
    expect(lead).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
  });

  it('keeps preferred times for tours only', () => {
    expect(Lead.submit(submitted({ type: 'information' }), new Date(), null).preferredTimes).toEqual([]);
  });
});

describe('Lead pipeline', () => {
  const fresh = () => Lead.submit(submitted(), at('2026-11-01T00:00:00Z'), null);

  it('records the first response once, and each change as a history entry', () => {
    const lead = fresh();
    const first = lead.changeStatus('contacted', null, actor, at('2026-11-02T10:00:00Z'));
    expect(first).toMatchObject({ kind: 'status', fromStatus: 'new', toStatus: 'contacted', actorName: 'Paula Owner' });
    const later = lead.changeStatus('tour_scheduled', null, actor, at('2026-11-05T10:00:00Z'));
    expect(later).toMatchObject({ fromStatus: 'contacted', toStatus: 'tour_scheduled' });
    expect(lead.firstRespondedAt).toEqual(at('2026-11-02T10:00:00Z'));
    expect(lead.updatedAt).toEqual(at('2026-11-05T10:00:00Z'));
  });

  it('counts closing straight from new as the first response', () => {
    const lead = fresh();
    lead.changeStatus('closed', 'no_response', actor, at('2026-11-03T00:00:00Z'));
    expect(lead).toMatchObject({ status: 'closed', closedReason: 'no_response' });
    expect(lead.firstRespondedAt).toEqual(at('2026-11-03T00:00:00Z'));
  });

  it('moves forwards or back in the pipeline, but never back to new', () => {
    const lead = fresh();
    lead.changeStatus('applied', null, actor, new Date());
    expect(lead.changeStatus('contacted', null, actor, new Date())).toMatchObject({ toStatus: 'contacted' });
    expect(() => lead.changeStatus('new', null, actor, new Date())).toThrow('A lead cannot go back to new');
  });

  it('needs a reason to close, and takes one only when closing', () => {
    const lead = fresh();
    expect(() => lead.changeStatus('closed', null, actor, new Date())).toThrow(InvalidLeadStatusChangeError);
    expect(() => lead.changeStatus('closed', null, actor, new Date())).toThrow(
      'Please choose a reason for closing the lead',
    );
    expect(() => lead.changeStatus('toured', 'not_a_fit', actor, new Date())).toThrow(
      'A reason is only given when closing a lead',
    );
    expect(lead.status).toBe('new');
  });

  it('treats the same status (and reason) as no change, and a new reason as one', () => {
    const lead = fresh();
    expect(lead.changeStatus('new', null, actor, new Date())).toBeNull();
    lead.changeStatus('closed', 'not_a_fit', actor, new Date());
    expect(lead.changeStatus('closed', 'not_a_fit', actor, new Date())).toBeNull();
    expect(lead.changeStatus('closed', 'spam', actor, new Date())).toMatchObject({ closedReason: 'spam' });
    // Reopened: the reason goes.
    lead.changeStatus('contacted', null, actor, new Date());
    expect(lead.closedReason).toBeNull();
  });

  it('refuses changes to spam and to erased leads', () => {
    const spam = Lead.submit(submitted(), new Date(), 'too_fast');
    expect(() => spam.changeStatus('contacted', null, actor, new Date())).toThrow(LeadIsSpamError);
    const erased = fresh();
    erased.erase(new Date());
    expect(() => erased.changeStatus('contacted', null, actor, new Date())).toThrow(LeadErasedError);
  });
});

describe('Lead.markSpam and Lead.erase', () => {
  it('marks spam once, from any status', () => {
    const lead = Lead.submit(submitted(), new Date(), null);
    lead.changeStatus('contacted', null, actor, new Date());
    expect(lead.markSpam(actor, new Date())).toMatchObject({ fromStatus: 'contacted', toStatus: 'spam' });
    expect(lead).toMatchObject({ status: 'spam', spamReason: 'admin', closedReason: null });
    expect(lead.markSpam(actor, new Date())).toBeNull();
  });

  it('blanks the personal fields and keeps what the counts need, once', () => {
    const lead = Lead.submit(submitted({ phone: '702-555-0100' }), at('2026-01-01T00:00:00Z'), null);
    const now = at('2026-06-01T00:00:00Z');
    expect(lead.erase(now)).toBe(true);
    expect(lead).toMatchObject({
      ...ERASED_FIELDS,
      type: 'tour',
      status: 'new',
      childGrade: 'Kindergarten',
      intendedStart: '2026-2027',
      newsletter: true,
      erasedAt: now,
      createdAt: at('2026-01-01T00:00:00Z'),
    });
    expect(lead.erase(at('2026-07-01T00:00:00Z'))).toBe(false);
    expect(lead.erasedAt).toEqual(now);
  });
});

describe('isOverdue', () => {
  const created = at('2026-11-01T00:00:00Z');
  it('flags a lead still new more than 48 hours after it arrived', () => {
    expect(isOverdue({ status: 'new', createdAt: created }, new Date(created.getTime() + OVERDUE_AFTER_MS))).toBe(
      false,
    );
    expect(isOverdue({ status: 'new', createdAt: created }, new Date(created.getTime() + OVERDUE_AFTER_MS + 1))).toBe(
      true,
    );
    expect(isOverdue({ status: 'contacted', createdAt: created }, at('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isOverdue({ status: 'spam', createdAt: created }, at('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
