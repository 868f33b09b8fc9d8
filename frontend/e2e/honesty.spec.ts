import type { Page, TestInfo } from '@playwright/test';
import { apiJson, type ApiSchool } from './public-support';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

/**
 * Issue 35, "Honesty": what a parent is told is true. Requests are offered only where someone receives them;
 * an unreported fact says so instead of '—'; paid placement and the demo's invented listings are labelled;
 * past school years' deadlines are not shown as upcoming, and the scholarship amount comes with its year;
 * neighborhood grades are not shown without a source. The walk's screenshots are attached at both sizes.
 */

/** The demo seed's premium example listings: the demo owner owns the first by name, nobody the others. */
const OWNED = { slug: 'example-boarding-school', name: 'Example Boarding School' };
const UNCLAIMED = { slug: 'example-classical-academy', name: 'Example Classical Academy' };

async function schools(page: Page, query: string): Promise<ApiSchool[]> {
  return (await apiJson<{ schools: ApiSchool[] }>(page.request, `/api/schools?${query}`)).schools;
}

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

/** Two real schools (no example listing), for the compare table. */
async function twoRealSchools(page: Page): Promise<ApiSchool[]> {
  const real = (await schools(page, 'excludeExamples=true&sort=name&limit=20')).filter((s) => !s.isPremium);
  expect(real.length).toBeGreaterThanOrEqual(2);
  return real.slice(0, 2);
}

test.describe('honesty: requests reach someone', () => {
  // Pages render slowly on a shared machine: the time limits, not the checks, are tripled.
  test.slow();

  test('an unclaimed premium listing offers no request and gives its phone and website instead', async ({
    page,
  }, testInfo) => {
    const school = (await schools(page, 'featured=true&limit=100')).find((s) => s.slug === UNCLAIMED.slug)!;
    expect(school).toMatchObject({ isPremium: true, takesRequests: false, email: null });
    await page.goto(`/schools/${UNCLAIMED.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: UNCLAIMED.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Information' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Schedule a Tour' })).toHaveCount(0);
    const note = page.getByRole('region', { name: `Contact ${UNCLAIMED.name} directly` });
    await expect(note).toContainText(`${UNCLAIMED.name} has not claimed its listing yet`);
    await expect(note.getByRole('link', { name: `Call ${school.phone}` })).toHaveAttribute('href', /^tel:/);
    await expect(note.getByRole('link', { name: /^Visit / })).toHaveAttribute('href', /\.example/);
    await note.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'unclaimed-school-desktop', false);

    // The school its owner manages keeps its request card.
    await page.goto(`/schools/${OWNED.slug}`);
    await expect(page.getByRole('region', { name: `Interested in ${OWNED.name}?` })).toBeVisible();
    await expect(page.getByTestId('unclaimed-note')).toHaveCount(0);
  });

  test('the phone sees the note, not the sticky request bar, on an unclaimed listing @phone', async ({
    page,
  }, testInfo) => {
    await page.goto(`/schools/${UNCLAIMED.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: UNCLAIMED.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contact the school' })).toHaveCount(0);
    const note = page.getByRole('region', { name: `Contact ${UNCLAIMED.name} directly` });
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await shot(page, testInfo, 'unclaimed-school-phone', false);
  });

  test('an open house nobody at the school would hear of takes no RSVP', async ({ page }, testInfo) => {
    const answer = await apiJson<{ openHouses: { title: string; school: { slug: string; takesRsvps: boolean } }[] }>(
      page.request,
      `/api/open-houses?school=${UNCLAIMED.slug}&limit=10`,
    );
    expect(answer.openHouses.length).toBeGreaterThan(0);
    expect(answer.openHouses.every((openHouse) => !openHouse.school.takesRsvps)).toBe(true);
    await page.goto(`/schools/${UNCLAIMED.slug}`);
    const block = page.getByRole('region', { name: 'Open Houses' });
    const card = block.getByRole('article', { name: answer.openHouses[0].title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^RSVP to / })).toHaveCount(0);
    await expect(card.getByTestId('unclaimed-note')).toContainText('RSVPs sent through this site would reach nobody');
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'unclaimed-open-house', false);
  });

  test("the operator's Leads tab marks the requests that reached nobody", async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })
      .format(new Date())
      .split('-')
      .map(Number);
    const first = month >= 7 ? year : year - 1;
    const stamp = Date.now().toString(36);
    // A request while the owner is active: it reached them.
    const sent = await admin.page.request.post(`/api/schools/${OWNED.slug}/leads`, {
      data: {
        type: 'information',
        parentFirstName: 'Rosa',
        parentLastName: `Early${stamp}`,
        email: `reach-${stamp}@example.com`,
        childGrade: 'Kindergarten',
        intendedStart: `${first}-${first + 1}`,
        message: 'Do you have seats for kindergarten next fall?',
        consent: true,
        newsletter: false,
        website: '',
        formStartedAt: Date.now() - 60_000,
        idempotencyKey: crypto.randomUUID(),
        sourcePage: `/schools/${OWNED.slug}`,
      },
      headers: await csrfHeaders(admin.context),
    });
    expect(sent.status()).toBe(201);
    const users = await apiJson<{ items: { id: string; email: string }[] }>(
      admin.page.request,
      `/api/admin/users?search=${encodeURIComponent(OWNER.email)}`,
    );
    const ownerId = users.items.find((user) => user.email === OWNER.email)!.id;
    // The owner's account is disabled: the school (no e-mail) now has nobody to receive its requests.
    const disabled = await admin.page.request.post(`/api/admin/users/${ownerId}/disable`, {
      headers: await csrfHeaders(admin.context),
    });
    expect(disabled.status()).toBe(200);
    try {
      await admin.page.getByRole('tab', { name: 'Leads' }).click();
      await admin.page.getByLabel('Only schools whose requests reach nobody').check();
      const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('link', { name: OWNED.name }) });
      await expect(row.getByText('Reaches nobody')).toBeVisible();
      await shot(admin.page, testInfo, 'admin-leads-reach-nobody');
      await row.getByRole('button', { name: `View leads of ${OWNED.name}` }).click();
      await expect(
        admin.page.getByRole('region', { name: `Leads of ${OWNED.name}` }).getByText(`Rosa Early${stamp}`),
      ).toBeVisible();
    } finally {
      // Other specs use the demo owner: enabled again whatever happened above.
      await admin.page.request.post(`/api/admin/users/${ownerId}/enable`, {
        headers: await csrfHeaders(admin.context),
      });
      await admin.context.close();
    }
  });
});

test.describe("honesty: unknown is not 'no'", () => {
  test.slow();

  test('a real school page says what the school has not reported, with a way to ask', async ({ page }, testInfo) => {
    const [school] = await twoRealSchools(page);
    await page.goto(`/schools/${school.slug}`);
    const section = page.getByRole('region', { name: 'Admissions' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    for (const fact of ['Opportunity Scholarship', 'Application Deadlines', 'Financial Aid', 'Openings by Grade'])
      await expect(section.getByRole('region', { name: fact }).getByTestId('not-reported')).toContainText(
        'Not reported by the school',
      );
    if (school.email || school.website || school.phone)
      await expect(section.getByRole('link', { name: 'Ask the school about openings' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'admissions-not-reported', false);
  });

  test("the compare table says 'Not reported by the school', never a dash, for admissions facts", async ({
    page,
  }, testInfo) => {
    const pair = await twoRealSchools(page);
    await page.goto(`/compare?schools=${pair.map((s) => s.slug).join(',')}`);
    const table = page.getByRole('table', { name: 'School comparison' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    for (const name of ['Opportunity Scholarship', 'Application deadlines', 'Tuition assistance', 'Openings']) {
      await expect(row(name).getByText('Not reported by the school')).toHaveCount(2);
      await expect(row(name).getByText('—', { exact: true })).toHaveCount(0);
    }
    await shot(page, testInfo, 'compare-not-reported');
  });

  test('the admissions filters say how many schools have not reported', async ({ page }) => {
    const facets = await apiJson<{ admissionsNotReported: { schoolCount: number; scholarship: number } }>(
      page.request,
      '/api/schools/facets',
    );
    const { schoolCount, scholarship } = facets.admissionsNotReported;
    expect(scholarship).toBeGreaterThan(0);
    await page.goto('/schools');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const box = filters.getByRole('checkbox', { name: 'Accepts Opportunity Scholarship' });
    await expect(box).toHaveAccessibleDescription(`${scholarship} of ${schoolCount} schools have not reported this`);
  });
});

test.describe('honesty: paid placement and demo data are labelled', () => {
  test.slow();

  test("premium cards say 'Premium · paid listing' and the list says why they come first", async ({
    page,
  }, testInfo) => {
    await page.goto('/schools');
    const first = page.getByTestId('school-card').first();
    await expect(first).toHaveAttribute('data-premium', 'true');
    await expect(first.getByText('Premium · paid listing', { exact: true })).toBeVisible();
    await expect(page.getByTestId('paid-placement-note')).toContainText('pay for a premium profile');
    // An invented listing says so on its card.
    await expect(first.getByTestId('example-listing')).toHaveText('Example listing');
    await shot(page, testInfo, 'directory-labels', false);
    // Another order does not favour them: no note.
    await page.goto('/schools?sort=name');
    await expect(page.getByTestId('school-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('paid-placement-note')).toHaveCount(0);
  });

  test('the directory labels reach the phone @phone', async ({ page }, testInfo) => {
    await page.goto('/schools');
    const first = page.getByTestId('school-card').first();
    await expect(first.getByText('Premium · paid listing', { exact: true })).toBeVisible();
    await expect(first.getByTestId('example-listing')).toBeVisible();
    await expect(page.getByTestId('paid-placement-note')).toBeVisible();
    await shot(page, testInfo, 'directory-labels-phone', false);
  });

  test("an example listing's page says so, and the home page features real schools only", async ({
    page,
  }, testInfo) => {
    await page.goto(`/schools/${UNCLAIMED.slug}`);
    await expect(page.getByRole('main').locator('header').getByTestId('example-listing')).toBeVisible();
    await expect(page.getByTestId('example-listing-note')).toContainText('not a real school');
    const real = await schools(page, `location=${encodeURIComponent('Bishop Gorman')}&limit=1`);
    await page.goto(`/schools/${real[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('example-listing')).toHaveCount(0);

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Latest Vegas Private Schools' });
    await expect(featured.getByTestId('school-card')).toHaveCount(3);
    await expect(featured.getByTestId('example-listing')).toHaveCount(0);
    const names = await featured.getByTestId('school-card').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
    for (const name of names) expect(name).not.toMatch(/^Example /);
    await featured.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'home-featured-real', false);
  });
});

test.describe('honesty: stale facts and unsourced grades', () => {
  test.slow();

  test("a past school year's deadline is not listed as upcoming", async ({ page }) => {
    // The seed gives the owner's school one deadline, for a school year that has already begun.
    const school = (await schools(page, `location=${encodeURIComponent(OWNED.name)}&limit=1`))[0] as ApiSchool & {
      admissions: { applicationDeadlines: { entryYear: number; label: string | null }[] };
    };
    const past = school.admissions.applicationDeadlines.find((item) => item.label === 'Boarding entry');
    expect(past, 'the seed’s past deadline').toBeDefined();
    await page.goto(`/schools/${OWNED.slug}`);
    const deadlines = page.getByRole('region', { name: 'Application Deadlines' });
    await expect(deadlines).toBeVisible();
    await expect(deadlines.getByText(/Boarding entry/)).toHaveCount(0);
  });

  test('the scholarship guide gives the amount with its school year, from the data', async ({ page }, testInfo) => {
    const data = await apiJson<{ maximums: { schoolYear: string; maximumAmount: number }[] }>(
      page.request,
      '/api/opportunity-scholarship',
    );
    const newest = data.maximums[0];
    await page.goto('/opportunity-scholarship');
    await expect(page.getByTestId('scholarship-school-year')).toHaveText(`${newest.schoolYear} school year`);
    await expect(page.getByText(`$${newest.maximumAmount.toLocaleString('en-US')} per student`)).toBeVisible();
    await shot(page, testInfo, 'scholarship-guide', false);
  });

  test("a neighborhood's grades without a source and date are not shown", async ({ page }, testInfo) => {
    await page.goto('/neighborhoods/Summerlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Summerlin' })).toBeVisible();
    await expect(page.getByText('Safety Rating')).toHaveCount(0);
    await expect(page.getByText('Family Friendly')).toHaveCount(0);
    await shot(page, testInfo, 'neighborhood-no-grades', false);
  });
});
