import type { Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { linkInMail } from './support/mail';
import { expect, test } from './support/page-errors';
import { ADMIN, csrfHeaders, signInInNewContext } from './support/session';

/**
 * The directory's parts of issues 39 and 40 (docs/decisions/directory-ratings-and-grade-tuition.md): a
 * family sorts by 'Highest rated', keeps 'Rated 4 and up', and looks for 'Tuition for {grade}' under a
 * price, which reads that grade's published band. Example STEM Academy (grades 6-12) is used by no other
 * spec.
 */
const SCHOOL = { slug: 'example-stem-academy', name: 'Example STEM Academy' };
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A five-star review written and confirmed the way a family does it: the form's POST, then the mail's button. */
async function publishFiveStarReview(page: Page, schoolId: number): Promise<void> {
  const marker = stamp();
  const email = `rater-${marker}@example.com`;
  const written = await page.request.post(`/api/schools/${schoolId}/reviews`, {
    data: {
      overall: 5,
      academics: 5,
      teachers: 5,
      community: 4,
      communication: 5,
      title: 'Robotics every afternoon',
      body: `Our daughter has been here two years (${marker}). The robotics lab is open every afternoon and the teachers answer within a day.`,
      relationship: 'current_parent',
      schoolYearFrom: 2024,
      schoolYearTo: 2025,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
    },
  });
  expect(written.status()).toBe(201);
  const token = new URL(await linkInMail(email, '/reviews/confirm'), 'http://localhost').searchParams.get('token');
  const confirmed = await page.request.post('/api/reviews/confirm', { data: { token } });
  expect(confirmed.ok()).toBe(true);
}

test("a family sorts by 'Highest rated', keeps 'Rated 4 and up' and finds a grade's tuition under a price", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const school = (await (await page.request.get(`/api/schools/slug/${SCHOOL.slug}`)).json()) as { id: number };

  // The operator publishes the school's bands: middle school 9,500, high school 17,200.
  const admin = await signInInNewContext(browser, ADMIN, { landing: { not: /\/login/ } });
  const published = await admin.page.request.put(`/api/portal/schools/${school.id}/cost-schedule`, {
    headers: await csrfHeaders(admin.page),
    data: {
      schoolYear: '2026-27',
      tuitionBands: [
        { fromGrade: 6, toGrade: 8, annualTuition: 9500 },
        { fromGrade: 9, toGrade: 12, annualTuition: 17200 },
      ],
      fees: [],
      secondChildDiscount: null,
      thirdChildDiscount: null,
      paymentPlans: ['annual'],
      assistance: null,
    },
  });
  expect(published.ok()).toBe(true);
  for (let i = 0; i < 3; i++) await publishFiveStarReview(page, school.id);

  // Highest rated: the school's card carries its rating; nothing below four stars stays with the filter.
  await page.goto('/schools');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await untilHydrated(filters.getByRole('checkbox', { name: 'Rated 4 and up' }));
  await page.locator('main').getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await filters.getByRole('checkbox', { name: 'Rated 4 and up' }).click();
  await expect(filters.getByRole('checkbox', { name: 'Rated 4 and up' })).toBeChecked();
  await expect(page).toHaveURL(/minRating=4/);
  const card = page.getByRole('article').filter({ hasText: SCHOOL.name }).first();
  await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5 from 3 reviews' })).toBeVisible();
  const ratings = await page
    .getByTestId('school-rating')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(ratings.length).toBeGreaterThan(0);
  for (const label of ratings) expect(Number(/Rated (\d\.\d)/.exec(label)?.[1])).toBeGreaterThanOrEqual(4);
  await test
    .info()
    .attach('highest-rated', { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });

  // Tuition for Grade 7 under $10,000 reads the middle-school band; for Grade 10 the high-school one.
  await page.goto('/schools?tuitionGrade=7');
  await untilHydrated(filters.getByRole('checkbox', { name: 'Under $10,000' }));
  await filters
    .getByRole('group', { name: 'Tuition for 7th grade' })
    .getByRole('checkbox', { name: 'Under $10,000' })
    .click();
  await expect(page).toHaveURL(/tuitionMax=10000/);
  await expect(page.getByRole('heading', { name: SCHOOL.name })).toBeVisible();
  await filters.getByRole('combobox', { name: 'Tuition for' }).selectOption('10');
  await expect(page).toHaveURL(/tuitionGrade=10/);
  await expect(page.getByRole('heading', { name: SCHOOL.name })).toHaveCount(0);

  // Without JavaScript the same address answers the same list (server-rendered).
  const html = await (await page.request.get('/schools?tuitionGrade=7&tuitionMax=10000&minRating=4')).text();
  expect(html).toContain(SCHOOL.name);

  // The compare table carries the same rating and count, and leads to the reviews.
  await page.goto(`/compare?schools=${SCHOOL.slug},example-boarding-school`);
  const rating = page
    .getByRole('table', { name: 'School comparison' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Family rating' }) });
  await expect(rating.getByRole('img', { name: 'Rated 5.0 out of 5 from 3 reviews' })).toBeVisible();
  await expect(rating.getByRole('link', { name: `Read the reviews of ${SCHOOL.name}` })).toHaveAttribute(
    'href',
    `/schools/${SCHOOL.slug}#reviews`,
  );
  await admin.context.close();
});
