import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryReviews } from '../../../../test/support/fakes/reviews';
import type { WrittenReview } from '../domain/review';
import { OwnSchoolReviewError, StudentUnder13Error } from '../domain/reviews.errors';

const config = fakeConfig();
const SCHOOL = { id: 7, name: 'Desert Oak Academy', slug: 'desert-oak-academy' };

function setup() {
  const fakes = memoryReviews(config);
  fakes.schools.push(SCHOOL);
  return fakes;
}

const form = (overrides: Partial<WrittenReview> = {}): WrittenReview => ({
  schoolId: SCHOOL.id,
  email: 'jane@example.com',
  overall: 5,
  academics: 5,
  teachers: 5,
  community: 4,
  communication: 4,
  title: 'Warm and demanding',
  body: 'Our two children have been here for three years and the teachers know every child by name, truly.',
  relationship: 'current_parent',
  schoolYearFrom: 2022,
  schoolYearTo: 2024,
  displayName: 'Jane D.',
  ...overrides,
});

describe('WriteReview and ConfirmReview (issue 39)', () => {
  it('stores the review unconfirmed with its confirmation mail in one transaction', async () => {
    const { write, reviews, outbox } = setup();
    const review = await write.execute(form(), { userId: null });
    expect(reviews.rows).toEqual([review]);
    expect(review.status).toBe('unconfirmed');
    expect(outbox.queued).toEqual([
      expect.objectContaining({
        template: 'review-confirmation',
        to: 'jane@example.com',
        key: `review-confirmation:${review.id}`,
      }),
    ]);
    expect(outbox.queued[0].data.confirmUrl).toMatch(/^https:\/\/schools\.example\/reviews\/confirm\?token=confirm\./);
  });

  it('stores and mails nothing for a student under 13', async () => {
    const { write, reviews, outbox } = setup();
    await expect(write.execute(form({ relationship: 'student' }), { userId: null })).rejects.toThrow(
      StudentUnder13Error,
    );
    expect(reviews.rows).toEqual([]);
    expect(outbox.queued).toEqual([]);
  });

  it("refuses the school's owners by session and by address", async () => {
    const { write, identity, reviews } = setup();
    const owner = identity.account('Owner@School.example');
    identity.owners.link(owner.id, SCHOOL.id);
    await expect(write.execute(form(), { userId: owner.id })).rejects.toThrow(OwnSchoolReviewError);
    await expect(write.execute(form({ email: 'owner@school.example' }), { userId: null })).rejects.toThrow(
      OwnSchoolReviewError,
    );
    expect(reviews.rows).toEqual([]);
  });

  it('publishes a clean review on confirmation, replaces the earlier one and mails the owners', async () => {
    const { write, confirm, reviews, outbox, identity, mails } = setup();
    const owner = identity.account('owner@school.example', 'Olivia');
    identity.owners.link(owner.id, SCHOOL.id);
    const first = await write.execute(form(), { userId: null });
    await confirm.execute(mails.token('confirm', first.id));
    const second = await write.execute(form({ overall: 2, body: `${form().body} Updated later.` }), { userId: null });
    const confirmed = await confirm.execute(mails.token('confirm', second.id));
    expect(confirmed.status).toBe('published');
    expect(reviews.rows.map((row) => row.id)).toEqual([second.id]);
    expect(outbox.templates().filter((name) => name === 'review-published-owner')).toHaveLength(2);
  });

  it('holds a review an automatic check flags, and mails no owner', async () => {
    const { write, confirm, outbox, identity, mails } = setup();
    const owner = identity.account('owner@school.example');
    identity.owners.link(owner.id, SCHOOL.id);
    const review = await write.execute(form({ body: `${form().body} Call 702-555-0100.` }), { userId: null });
    const held = await confirm.execute(mails.token('confirm', review.id));
    expect(held).toMatchObject({ status: 'held', holdReasons: ['phone_number'] });
    expect(outbox.templates()).toEqual(['review-confirmation']);
  });

  it('refuses a manage link as a confirm link', async () => {
    const { write, confirm, mails } = setup();
    const review = await write.execute(form(), { userId: null });
    await expect(confirm.execute(mails.token('manage', review.id))).rejects.toThrow('This link is not valid');
  });

  it('mails owners on the daily summary nothing at once, and keeps the choice on the review', async () => {
    const { write, confirm, outbox, identity, mails, choices } = setup();
    const owner = identity.account('owner@school.example');
    identity.owners.link(owner.id, SCHOOL.id);
    choices.modes.set(SCHOOL.id, 'daily_summary');
    const review = await write.execute(form(), { userId: null });
    const published = await confirm.execute(mails.token('confirm', review.id));
    expect(published).toMatchObject({ status: 'published', ownerNotice: 'daily_summary' });
    expect(outbox.templates()).toEqual(['review-confirmation']);
  });

  it('counts each step for the moderation volumes: written, confirmed, held, published', async () => {
    const { write, confirm, mails, activity } = setup();
    const clean = await write.execute(form(), { userId: null });
    const flagged = await write.execute(form({ email: 'b@example.com', body: `${form().body} Call 702-555-0100.` }), {
      userId: null,
    });
    expect(activity.events).toEqual(['submitted', 'submitted']);
    await confirm.execute(mails.token('confirm', clean.id));
    await confirm.execute(mails.token('confirm', flagged.id));
    // Confirming again counts nothing more.
    await confirm.execute(mails.token('confirm', clean.id));
    expect(activity.events).toEqual(['submitted', 'submitted', 'confirmed', 'published', 'confirmed', 'auto_held']);
  });
});
