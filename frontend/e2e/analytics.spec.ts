import type { Browser, BrowserContext, Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { expect as baseExpect, test } from './support/page-errors';
import { ADMIN, OWNER, signIn, type Account } from './support/session';

/** Three browsers and two rollups per test: generous waits for a CI box shared with other jobs. */
const expect = baseExpect.configure({ timeout: 30_000 });

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A user agent of its own per browser, so no two of them share a visitor hash (the server dedupes per visitor). */
const browserAgent = () => `${CHROME} Edg/131.0.${Math.floor(Math.random() * 1e6)}`;

interface OwnedSchool {
  id: number;
  name: string;
  slug: string;
}

async function newContext(browser: Browser, userAgent: string): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent });
  // Links that leave the site (school website, map directions) open nothing real.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
  // A tel: link would hand the page to the system's dialer: the click still counts, the navigation is stopped.
  await context.addInitScript(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
      },
      true,
    ),
  );
  return context;
}

/**
 * Console errors and uncaught errors of a signed-in page (the suite's page-error fixture watches only its own
 * `page`); a dashboard that logs an error fails the test.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Signs in from a browser of its own (`newContext`: its own user agent, links that leave the site stubbed), with
 * its errors watched. The landing is checked with this spec's generous `expect`, not the shared helper's.
 */
async function signInWatched(browser: Browser, account: Account, landing: RegExp) {
  const context = await newContext(browser, browserAgent());
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(landing);
  return { context, page, errors: watchErrors(page) };
}

/** Waits for a beacon the server accepted (204) whose body contains `text`. */
function beaconWith(page: Page, text: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics/events') &&
      response.status() === 204 &&
      (response.request().postData() ?? '').includes(text),
  );
}

/** Opens the school page and clicks website, phone and directions; each click's beacon must be accepted. */
async function visitAndClick(page: Page, school: OwnedSchool, buttons: string[]) {
  const viewed = beaconWith(page, '"profile_view"');
  await page.goto(`/schools/${school.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
  // The view goes out with the first click's batch (or on the timer).
  for (const name of buttons) {
    const kind = {
      'Visit School Website': 'click_website',
      'Call School': 'click_phone',
      'Get Directions': 'click_directions',
    }[name]!;
    const sent = beaconWith(page, `"${kind}"`);
    const sidebar = page.getByRole('link', { name, exact: true }).first();
    const popup = name === 'Call School' ? null : page.context().waitForEvent('page');
    await sidebar.click();
    await sent;
    await (await popup)?.close();
  }
  await viewed;
}

async function refreshFigures(admin: Page) {
  await admin.goto('/admin-dashboard?tab=analytics');
  const refreshed = admin.waitForResponse(
    (response) => response.url().endsWith('/api/admin/analytics/rollup') && response.status() === 200,
  );
  await admin.getByRole('button', { name: 'Refresh figures' }).click();
  await refreshed;
}

async function figures(owner: Page, schoolId: number) {
  const response = await owner.request.get(`/api/portal/schools/${schoolId}/analytics?days=7`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    totals: { metric: string; current: number }[];
    clicksByKind: { kind: string; count: number }[];
  };
  const clicks = Object.fromEntries(body.clicksByKind.map((row) => [row.kind, row.count]));
  const total = (metric: string) => body.totals.find((row) => row.metric === metric)!.current;
  return {
    views: total('profileViews'),
    website: clicks.click_website,
    phone: clicks.click_phone,
    directions: clicks.click_directions,
    shortlistAdds: total('shortlistAdds'),
    compareAdds: total('compareAdds'),
  };
}

test.describe('analytics', () => {
  test('clicks on a premium school’s page reach its owner’s Analytics tab; bots and the owner’s own visits do not', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const owner = await signInWatched(browser, OWNER, /\/school-dashboard$/);
    const admin = await signInWatched(browser, ADMIN, /\/admin-dashboard$/);
    const schoolResponse = await owner.page.request.get('/api/school-dashboard/my-school');
    const school = (await schoolResponse.json()) as OwnedSchool;

    await refreshFigures(admin.page);
    const before = await figures(owner.page, school.id);

    // A robot and the owner look at the page and click: neither counts.
    const bot = await newContext(browser, GOOGLEBOT);
    await visitAndClick(await bot.newPage(), school, ['Visit School Website']);
    await visitAndClick(owner.page, school, ['Visit School Website']);
    // A family does.
    const family = await newContext(browser, browserAgent());
    const familyPage = await family.newPage();
    await visitAndClick(familyPage, school, ['Visit School Website', 'Get Directions', 'Call School']);
    // ...and puts the school on the shortlist and into a comparison.
    const shortlisted = beaconWith(familyPage, '"shortlist_add"');
    await familyPage.getByRole('button', { name: `Shortlist ${school.name}` }).click();
    const compared = beaconWith(familyPage, '"compare_add"');
    await untilHydrated(familyPage.getByRole('checkbox', { name: `Compare ${school.name}` }));
    await familyPage.getByRole('checkbox', { name: `Compare ${school.name}` }).check();
    await Promise.all([shortlisted, compared]);

    await refreshFigures(admin.page);
    const after = await figures(owner.page, school.id);
    expect(after).toEqual({
      views: before.views + 1,
      website: before.website + 1,
      phone: before.phone + 1,
      directions: before.directions + 1,
      shortlistAdds: before.shortlistAdds + 1,
      compareAdds: before.compareAdds + 1,
    });

    // The owner's Analytics tab shows the same figures.
    await owner.page.goto('/school-dashboard?tab=analytics');
    await owner.page.getByRole('button', { name: 'Last 7 days' }).click();
    const clicks = owner.page.getByRole('table', { name: 'Clicks by type' });
    await expect(clicks.getByRole('row', { name: `Website ${after.website}` })).toBeVisible();
    await expect(clicks.getByRole('row', { name: `Phone ${after.phone}` })).toBeVisible();
    await expect(clicks.getByRole('row', { name: `Directions ${after.directions}` })).toBeVisible();
    const funnel = owner.page.getByRole('table', { name: 'Funnel' });
    await expect(funnel.getByRole('row', { name: `Profile views ${after.views}` })).toBeVisible();
    // The conversion is a true share of the profile's visitors, or the two counts where it cannot be one.
    const week = (await (await owner.page.request.get(`/api/portal/schools/${school.id}/analytics?days=7`)).json()) as {
      conversion: { requests: number; visitors: number; percent: number | null };
    };
    const conversion = owner.page.getByTestId('profile-conversion');
    await expect(conversion).toContainText(
      `from ${week.conversion.visitors.toLocaleString('en-US')} unique profile visitor`,
    );
    if (week.conversion.percent === null) await expect(conversion).toContainText(/for a rate|so no rate/);
    else {
      expect(week.conversion.percent).toBeLessThanOrEqual(100);
      await expect(conversion).toContainText(`${week.conversion.percent}% of unique profile visitors sent a request`);
    }
    const totals = owner.page.getByRole('list', { name: 'Totals' });
    await expect(totals.getByRole('listitem').filter({ hasText: 'Shortlist adds' })).toContainText(
      String(after.shortlistAdds),
    );
    await expect(totals.getByRole('listitem').filter({ hasText: 'Compare adds' })).toContainText(
      String(after.compareAdds),
    );
    await owner.page.screenshot({ path: testInfo.outputPath('owner-analytics.png'), fullPage: true });
    // The admin's tab shows the same school among the most viewed.
    const topSchools = admin.page.getByRole('table', { name: 'Top schools by profile views' });
    await expect(topSchools.getByRole('row', { name: new RegExp(`^${school.name} \\d+$`) })).toBeVisible();
    await expect(admin.page.getByRole('status', { name: 'Loading analytics' })).toHaveCount(0);
    await admin.page.screenshot({ path: testInfo.outputPath('admin-analytics.png'), fullPage: true });
    expect([...owner.errors, ...admin.errors]).toEqual([]);
    await owner.page.getByRole('button', { name: 'Table' }).click();
    await expect(owner.page.getByRole('table', { name: 'Daily figures' })).toBeVisible();

    // The overview shows the last 30 days at a glance, the leads waiting and the next open house.
    const month = (await (
      await owner.page.request.get(`/api/portal/schools/${school.id}/analytics?days=30`)
    ).json()) as { totals: { metric: string; current: number }[] };
    const monthViews = month.totals.find((row) => row.metric === 'profileViews')!.current;
    expect(monthViews).toBeGreaterThanOrEqual(after.views);
    await owner.page.goto('/school-dashboard');
    const glance = owner.page.getByRole('region', { name: 'Your listing at a glance' });
    await expect(glance.getByTestId('overview-figure').filter({ hasText: 'Profile views' })).toContainText(
      new RegExp(`^Profile views${monthViews.toLocaleString('en-US')}Last 30 days`),
    );
    await expect(glance.getByTestId('overview-figure').filter({ hasText: 'New leads' })).toContainText(/New leads\d+/);
    // The demo seed plans one for this school.
    await expect(glance.getByTestId('overview-next-open-house')).toContainText(/seats booked/);
    await glance.getByRole('button', { name: 'Open Leads' }).click();
    await expect(owner.page).toHaveURL(/\?tab=leads$/);
    expect(owner.errors).toEqual([]);

    await Promise.all([bot.close(), family.close(), owner.context.close(), admin.context.close()]);
  });

  test('a search that finds no school appears in the admin’s no-result searches', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const words = `nowhere ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const family = await newContext(browser, browserAgent());
    const page = await family.newPage();
    const searched = beaconWith(page, words);
    await page.goto(`/schools?location=${encodeURIComponent(words)}`);
    await expect(page.getByText('No Schools Found')).toBeVisible();
    await searched;

    const admin = await signInWatched(browser, ADMIN, /\/admin-dashboard$/);
    await refreshFigures(admin.page);
    const noResult = admin.page.getByRole('table', { name: 'Searches that found no school' });
    await expect(noResult.getByRole('row', { name: `"${words}" 1` })).toBeVisible();
    await admin.page.screenshot({ path: testInfo.outputPath('admin-no-result.png'), fullPage: true });
    expect(admin.errors).toEqual([]);
    await Promise.all([family.close(), admin.context.close()]);
  });
});
