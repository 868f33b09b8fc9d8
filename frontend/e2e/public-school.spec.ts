import { expect, test } from './support/page-errors';
import {
  GOOGLE_MAPS_SEARCH,
  apiJson,
  attachScreenshot,
  failApi,
  type ApiSchool,
  renderInBrowser,
} from './public-support';

async function schools(request: import('@playwright/test').APIRequestContext): Promise<ApiSchool[]> {
  return (await apiJson<{ schools: ApiSchool[] }>(request, '/api/schools?limit=100')).schools;
}

test.describe('school detail', () => {
  test('a premium school shows every block, its gallery, videos and social links', async ({
    page,
    request,
  }, testInfo) => {
    // One nobody manages yet, so its page also shows the claim box.
    const school = (await schools(request)).find(
      (s) => s.isPremium && !s.managed && s.additionalImages.length > 4 && s.videoUrls.length > 0,
    )!;
    expect(school).toBeTruthy();
    await page.goto(`/schools/${school.slug}`);
    await expect(page).toHaveTitle(new RegExp(school.name));
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(page.getByText('Premium School')).toBeVisible();
    await expect(page.getByText(`${school.address}, ${school.city}, NV ${school.zipCode}`).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `About ${school.name}` })).toBeVisible();

    const details = page.getByRole('region', { name: 'School Details', exact: true });
    await expect(details).toContainText(school.grades);
    await expect(details).toContainText(school.schoolType);
    await expect(details).toContainText(`${school.city}, NV ${school.zipCode}`);
    await expect(details.getByRole('heading', { name: 'Key Features' })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Connect With Us', exact: true }).getByRole('link')).toHaveCount(
      Object.keys(school.socialLinks ?? {}).length,
    );
    await expect(
      page.getByRole('region', { name: 'School Videos', exact: true }).getByRole('link', { name: /Watch Video/ }),
    ).toHaveCount(school.videoUrls.length);
    const gallery = page.getByRole('region', { name: 'Photo Gallery', exact: true });
    await expect(gallery.getByRole('img')).toHaveCount(4);
    const more = school.additionalImages.length - 4;
    await gallery
      .getByRole('button', { name: `+${more} more ${more === 1 ? 'photo' : 'photos'}`, exact: true })
      .click();
    await expect(gallery.getByRole('img')).toHaveCount(school.additionalImages.length);

    const location = page.getByRole('region', { name: 'Location', exact: true });
    await expect(location.getByTestId('map-fallback')).toBeVisible();

    const claim = page.getByRole('region', { name: `Are you affiliated with ${school.name}?`, exact: true });
    await expect(claim.getByRole('link', { name: 'Claim This School' })).toHaveAttribute(
      'href',
      `/claim-school?school=${school.slug}`,
    );
    // This listing is premium already: it is not offered Premium.
    await expect(claim).toContainText('manage its premium profile');
    await expect(claim.getByRole('link', { name: 'Learn About Premium' })).toHaveCount(0);
    if (school.neighborhoodName) {
      await expect(page.getByRole('link', { name: `Explore ${school.neighborhoodName}` })).toHaveAttribute(
        'href',
        `/neighborhoods/${encodeURIComponent(school.neighborhoodName)}`,
      );
    }

    const sidebar = page.getByRole('complementary', { name: 'School facts and contact' });
    await expect(sidebar.getByRole('heading', { name: 'Quick Facts' })).toBeVisible();
    await expect(sidebar).toContainText('Annual Tuition');
    if (school.email)
      await expect(sidebar.getByRole('link', { name: school.email })).toHaveAttribute('href', `mailto:${school.email}`);
    if (school.website)
      await expect(sidebar.getByRole('link', { name: 'Visit School Website' })).toHaveAttribute('target', '_blank');
    if (school.phone)
      await expect(sidebar.getByRole('link', { name: 'Call School' })).toHaveAttribute('href', /^tel:\d+$/);
    const directions = await sidebar.getByRole('link', { name: 'Get Directions' }).getAttribute('href');
    expect(directions?.startsWith(GOOGLE_MAPS_SEARCH)).toBe(true);
    await attachScreenshot(page, testInfo, 'school');
  });

  test('a regular school has no premium-only blocks', async ({ page, request }) => {
    const school = (await schools(request)).find((s) => !s.isPremium)!;
    await page.goto(`/schools/${school.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(page.getByText('Premium School')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Connect With Us', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'School Videos', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Photo Gallery', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Quick Facts' })).toBeVisible();
  });

  test("an unknown slug shows 'School Not Found'", async ({ page }) => {
    await page.goto('/schools/no-such-school-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'School Not Found' })).toBeVisible();
    await expect(page.getByText("The school you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/schools');
    await page.getByRole('link', { name: 'Browse All Schools' }).click();
    await expect(page).toHaveURL(/\/schools$/);
  });

  test('the school fetch is never retried', async ({ page }) => {
    await renderInBrowser(page);
    let calls = 0;
    await page.route(/\/api\/schools\/slug\//, (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"message":"Internal server error"}',
      });
    });
    await page.goto('/schools/the-meadows-school');
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to Load School' })).toBeVisible();
    // Other queries retry after 1 s and 2 s; wait past both.
    await page.waitForTimeout(3500);
    expect(calls).toBe(1);
  });

  test('other queries are retried twice on a server error', async ({ page }) => {
    // Rendered in the browser: a server-rendered page holds its data and asks again only when it is older than
    // 30 seconds (the test passed or failed by how long ago an earlier one had rendered the page).
    await renderInBrowser(page);
    let calls = 0;
    await page.route(/\/api\/neighborhoods$/, (route) => {
      calls += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"message":"Service Unavailable"}',
      });
    });
    await failApi(page, /\/api\/stats$/);
    await page.goto('/neighborhoods');
    await expect(page.getByRole('heading', { name: 'Unable to Load Neighborhoods' })).toBeVisible();
    expect(calls).toBe(3);
  });

  test('school page on a phone @phone', async ({ page, request }) => {
    const school = (await schools(request)).find((s) => s.isPremium)!;
    await page.goto(`/schools/${school.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Directions' }).last()).toBeVisible();
  });
});
