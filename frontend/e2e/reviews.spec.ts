import type { Locator, Page } from '@playwright/test';
import { linkInMail, mailTo } from './support/mail';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, signInInNewContext } from './support/session';

/**
 * Family reviews (issue 39): written without an account on a school page, published only by the confirm page's
 * button, answered by the school's owner, reported by a visitor and removed by the admin under a published reason
 * that the reviewer is mailed. The seed's owner owns Example Boarding School (e2e/support/session.ts).
 */
const OWNED = { slug: 'example-boarding-school', name: 'Example Boarding School' };
const OTHER = { slug: 'example-classical-academy', name: 'Example Classical Academy' };

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface ReviewInput {
  title: string;
  body: string;
  relationship: string;
  email: string;
  firstName?: string;
  lastName?: string;
  overall?: number;
}

/** Opens 'Write a Review' on the school page and fills the form (the 13+ box is left to the caller). */
async function fillReview(page: Page, input: ReviewInput): Promise<Locator> {
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  // A star is its label (the radio inside is visually hidden), as a pointer picks it.
  const stars = async (group: string, count: number) => {
    const name = `${count} Star${count === 1 ? '' : 's'}`;
    const field = dialog.getByRole('group', { name: group, exact: true });
    await field.locator('label', { hasText: new RegExp(`^${name}$`) }).click();
    await expect(field.getByLabel(name, { exact: true })).toBeChecked();
  };
  await stars('Overall rating', input.overall ?? 5);
  for (const aspect of ['Academics', 'Teachers', 'Community', 'Communication with families']) await stars(aspect, 4);
  await dialog.getByLabel('Title').fill(input.title);
  await dialog.getByLabel('Your review').fill(input.body);
  await dialog.getByRole('combobox', { name: 'Your relationship to the school' }).click();
  await page.getByRole('option', { name: input.relationship }).click();
  await dialog.getByRole('combobox', { name: 'From school year' }).click();
  await page.getByRole('option', { name: '2022-23' }).click();
  await dialog.getByRole('combobox', { name: 'To school year' }).click();
  await page.getByRole('option', { name: '2024-25' }).click();
  await dialog.getByLabel('First name').fill(input.firstName ?? 'Pat');
  await dialog.getByLabel('Last name').fill(input.lastName ?? 'Rivera');
  await dialog.getByLabel('Email address').fill(input.email);
  return dialog;
}

const longText = (marker: string) =>
  `We have had two children here for three years (${marker}). The teachers know every child by name, the reading program is strong and the office answers the same day.`;

/** The confirm link of the newest review mail to `email`, pressed: published. */
async function confirmFromMail(page: Page, email: string): Promise<void> {
  await page.goto(await linkInMail(email, '/reviews/confirm'));
  await expect(page.getByRole('heading', { name: 'Publish your review' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish my review' }).click();
  await expect(page.getByTestId('review-confirmed')).toContainText('is published');
}

/** This month as the server counts it ('2027-02', Las Vegas time): the owner's table row of the month. */
const lasVegasMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

const reviewCard = (page: Page, title: string) => page.getByTestId('review-card').filter({ hasText: title });

test.describe('family reviews', () => {
  test('a parent writes, confirms from the mail, the owner replies, a visitor reports, the admin removes with a reason', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const marker = stamp();
    const email = `review-parent-${marker}@example.com`;
    const title = `Warm teachers ${marker}`;

    await page.goto(`/schools/${OWNED.slug}`);
    const block = page.getByRole('region', { name: 'Reviews' });
    await expect(block.getByRole('link', { name: 'review guidelines' })).toHaveAttribute('href', '/review-guidelines');
    const dialog = await fillReview(page, { title, body: longText(marker), relationship: 'Current parent', email });
    await expect(dialog.getByText(/\/5000 characters/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByTestId('review-sent')).toContainText('Check your e-mail to publish your review');

    // Opening the mail's link publishes nothing (mail scanners open links); the button's POST does.
    const confirm = await linkInMail(email, '/reviews/confirm');
    await page.goto(confirm);
    await expect(page.getByRole('button', { name: 'Publish my review' })).toBeVisible();
    await page.goto(`/schools/${OWNED.slug}`);
    await expect(reviewCard(page, title)).toHaveCount(0);
    await confirmFromMail(page, email);
    await page.getByRole('link', { name: `See ${OWNED.name}` }).click();
    const card = reviewCard(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Pat R.');
    await expect(card).toContainText('Current parent');
    await expect(card).toContainText('2022-23 to 2024-25');

    // The server's HTML carries it, without script: the block and the schema.org Review in the JSON-LD.
    const html = await (await request.get(`/schools/${OWNED.slug}`)).text();
    expect(html).toContain(title);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) =>
        JSON.parse(m[1]) as { '@type': string; review?: { name: string; reviewRating: { ratingValue: number } }[] },
    );
    const school = blocks.find((b) => b['@type'] === 'School');
    expect(school?.review).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: title, reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
      ]),
    );

    // The owner replies from the school dashboard; the page shows it as the school's response.
    const owner = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
    await owner.page.goto('/school-dashboard?tab=reviews');
    const ownCard = reviewCard(owner.page, title);
    await ownCard.getByRole('button', { name: 'Reply' }).click();
    const reply = `Thank you for the kind words ${marker}.`;
    await ownCard.getByLabel('Your public reply').fill(reply);
    await ownCard.getByRole('button', { name: 'Publish reply' }).click();
    await expect(ownCard.getByTestId('review-reply')).toContainText(reply);
    await page.reload();
    await expect(card.getByTestId('review-reply')).toContainText(`Response from ${OWNED.name}`);
    await expect(card.getByTestId('review-reply')).toContainText(reply);

    // The owner's over-time figures count it in this month's row (reviews, counted, a 1-5 average).
    const trends = owner.page.getByRole('region', { name: 'Reviews and rating over time' });
    await expect(trends.getByRole('img', { name: /Reviews per month, chart/ })).toBeVisible();
    const monthRow = trends.getByTestId(`review-month-${lasVegasMonth()}`);
    await expect(monthRow.getByRole('cell').nth(0)).toHaveText(/^[1-9]\d*$/);
    await expect(monthRow.getByRole('cell').nth(2)).toHaveText(/^[1-5]\.\d$/);
    await expect(
      trends.getByRole('table', { name: 'Reviews and average rating per month' }).getByRole('row'),
    ).toHaveCount(13);

    // Another visitor finds it helpful and reports it against a guideline; it stays up meanwhile.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/schools/${OWNED.slug}`);
    const visitorCard = reviewCard(visitorPage, title);
    await visitorCard.getByRole('button', { name: /^Helpful/ }).click();
    await expect(visitorCard.getByRole('button', { name: 'Helpful (1)' })).toBeDisabled();
    await visitorCard.getByRole('button', { name: 'Report' }).click();
    const report = visitorPage.getByRole('dialog', { name: 'Report this review' });
    await report.getByRole('combobox', { name: 'Guideline' }).click();
    await visitorPage.getByRole('option', { name: 'Advertising' }).click();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(visitorCard.getByRole('status')).toContainText('The review stays up');
    await visitor.close();

    // The admin removes it under the reported guideline; the reviewer is mailed the reason.
    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard/ });
    await admin.page.goto('/admin-dashboard?tab=reviews');
    const queued = admin.page.getByTestId('queued-review').filter({ hasText: title });
    await expect(queued.getByTestId('open-report')).toContainText('Reported by a visitor: Advertising');
    await expect(queued).toContainText(email);
    await queued.getByRole('combobox', { name: 'Reason for removal' }).click();
    await admin.page.getByRole('option', { name: 'Advertising' }).click();
    await queued.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(queued).toHaveCount(0);
    // The moderation volumes count the removal under its guideline, and the reports.
    const volumes = admin.page.getByRole('region', { name: 'Moderation volumes' });
    await admin.page.reload();
    await expect(volumes.getByTestId('volume-removed-advertising').getByRole('cell')).toHaveText(/^[1-9]\d*$/);
    await expect(volumes.getByTestId('volume-submitted').getByRole('cell')).toHaveText(/^[1-9]\d*$/);
    await expect(volumes.getByTestId('volume-reportsReceived').getByRole('cell')).toHaveText(/^[1-9]\d*$/);
    await expect(volumes.getByTestId('volume-reportsResolved').getByRole('cell')).toHaveText(/^[1-9]\d*$/);
    await expect(volumes.getByRole('table', { name: 'Moderation volumes per week' }).getByRole('row')).toHaveCount(13);
    const removal = await mailTo(email, 'was removed');
    expect(removal).toContain('breaks this review guideline: Advertising');

    await page.reload();
    await expect(reviewCard(page, title)).toHaveCount(0);
    await expect(page.getByTestId('reviews-not-shown')).toContainText(/\d+ reviews? not shown: why/);
    await expect(page.getByTestId('reviews-not-shown').getByRole('link', { name: 'why' })).toHaveAttribute(
      'href',
      '/review-guidelines',
    );
    await owner.context.close();
    await admin.context.close();
  });

  test('a student under 13 is refused and nothing is stored; an insider is labelled', async ({ page }) => {
    test.setTimeout(120_000);
    const marker = stamp();
    await page.goto(`/schools/${OTHER.slug}`);
    const young = await fillReview(page, {
      title: `Student ${marker}`,
      body: longText(marker),
      relationship: 'Student (13 or over)',
      email: `review-student-${marker}@example.com`,
    });
    await expect(young.getByLabel('I confirm that I am 13 or over')).not.toBeChecked();
    await young.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      young.getByText('Students must be 13 or over to write a review. Your review was not saved.'),
    ).toBeVisible();
    await expect(young.getByTestId('review-sent')).toHaveCount(0);
    await young.getByRole('button', { name: 'Close' }).click();

    const email = `review-staff-${marker}@example.com`;
    const title = `From the staff room ${marker}`;
    const staff = await fillReview(page, {
      title,
      body: longText(marker),
      relationship: 'Staff, board member or relative of staff',
      email,
      overall: 2,
    });
    await expect(staff.getByText(/labelled .Works at or for this school. and not counted/)).toBeVisible();
    await staff.getByRole('button', { name: 'Submit review' }).click();
    await expect(staff.getByTestId('review-sent')).toBeVisible();
    await confirmFromMail(page, email);
    await page.goto(`/schools/${OTHER.slug}`);
    await expect(reviewCard(page, title)).toContainText('Works at or for this school');
    await expect(page.getByTestId('rating-summary')).toContainText(/work at or for this school, not counted/);
  });

  test("the school's owner cannot review it: signed in, or by the owner's e-mail address", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const marker = stamp();
    const owner = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
    await owner.page.goto(`/schools/${OWNED.slug}`);
    const signedIn = await fillReview(owner.page, {
      title: `Our own school ${marker}`,
      body: longText(marker),
      relationship: 'Current parent',
      email: `review-owner-${marker}@example.com`,
    });
    await signedIn.getByRole('button', { name: 'Submit review' }).click();
    await expect(signedIn.getByTestId('review-refused')).toContainText('Owners of this school cannot review it.');
    await owner.context.close();

    await page.goto(`/schools/${OWNED.slug}`);
    const byAddress = await fillReview(page, {
      title: `Our own school ${marker}`,
      body: longText(marker),
      relationship: 'Current parent',
      email: OWNER.email,
    });
    await byAddress.getByRole('button', { name: 'Submit review' }).click();
    await expect(byAddress.getByTestId('review-refused')).toContainText('Owners of this school cannot review it.');
  });

  test('the review block and the form fit a 390 px phone @phone', async ({ page }, testInfo) => {
    await page.goto(`/schools/${OWNED.slug}#reviews`);
    const block = page.getByRole('region', { name: 'Reviews' });
    await expect(block.getByTestId('rating-summary')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await testInfo.attach('reviews-block-phone', { body: await block.screenshot(), contentType: 'image/png' });
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('dialog', { name: /^Review / });
    await expect(dialog.getByRole('group', { name: 'Overall rating', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a review's meta line wraps on a 390 px phone without starting a line with '·' @phone", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const marker = stamp();
    const email = `review-phone-${marker}@example.com`;
    const title = `Phone ${marker}`;
    await page.goto(`/schools/${OTHER.slug}`);
    const dialog = await fillReview(page, {
      title,
      body: longText(marker),
      relationship: 'Former parent',
      email,
      firstName: 'Maximiliana',
      lastName: 'Rivera',
    });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByTestId('review-sent')).toBeVisible();
    await confirmFromMail(page, email);
    await page.goto(`/schools/${OTHER.slug}#reviews`);
    const meta = reviewCard(page, title).getByTestId('review-meta');
    await expect(meta).toBeVisible();
    // Each item starting a line sits left of the clipping wrapper, so its '·' (in the gap before it) is cut off.
    const layout = await meta.evaluate((list) => {
      const clip = list.parentElement!.getBoundingClientRect().left;
      const items = [...list.children].map((item) => item.getBoundingClientRect());
      const lineStarts = items.filter((box, i) => i === 0 || box.top > items[i - 1].top + 2);
      return { lines: lineStarts.length, startsLeftOfClip: lineStarts.every((box) => box.left < clip - 4) };
    });
    expect(layout.lines).toBeGreaterThan(1);
    expect(layout.startsLeftOfClip).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await testInfo.attach('review-meta-phone', {
      body: await reviewCard(page, title).screenshot(),
      contentType: 'image/png',
    });
  });
});
