import { expect, test } from './support/page-errors';
import { GOOGLE_MAPS_SEARCH, apiJson, attachScreenshot, failApi, fakeApi, renderInBrowser } from './public-support';

const CAROUSEL = ['Summerlin', 'Henderson', 'Southwest Las Vegas', 'Anthem', 'Green Valley'];

async function trackOffset(page: import('@playwright/test').Page): Promise<string> {
  return page.getByTestId('carousel-track').evaluate((el) => getComputedStyle(el).transform);
}

test.describe('home', () => {
  test('shows hero, stats, featured schools with their map, neighborhoods, articles and the closing call to action', async ({
    page,
    request,
  }, testInfo) => {
    const stats = await apiJson<{ schoolCount: number; neighborhoodCount: number; articleCount: number }>(
      request,
      '/api/stats',
    );
    await page.goto('/');
    await expect(page).toHaveTitle(/Vegas Private Schools/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the Right Private School in Las Vegas' }),
    ).toBeVisible();

    const strip = page.getByRole('region', { name: 'Directory statistics' });
    await expect(strip).toContainText(`Private Schools${stats.schoolCount}`);
    await expect(strip).toContainText(`Neighborhoods${stats.neighborhoodCount}`);

    await expect(page.getByRole('heading', { name: 'Latest Vegas Private Schools' })).toBeVisible();
    const cards = page.getByTestId('school-card');
    await expect(cards).toHaveCount(3);
    // Real schools only (premium ones first): the demo's invented listings are never featured (issue 35).
    await expect(page.getByTestId('example-listing')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Schools' })).toHaveAttribute('href', '/schools');

    // No maps key on our machines: the styled fallback lists the same schools with directions.
    const map = page.getByTestId('map-fallback');
    await expect(map).toBeVisible();
    // The featured schools that have a place on a map (schools added by earlier tests may have none).
    const featured = await apiJson<{ schools: { latitude: number | null; longitude: number | null }[] }>(
      request,
      '/api/schools?limit=3&excludeExamples=true',
    );
    const located = featured.schools.filter((school) => school.latitude !== null && school.longitude !== null);
    await expect(map.getByRole('link', { name: /Get Directions/ })).toHaveCount(located.length);
    // Each one opens Google Maps' search (premium schools added by earlier tests may leave none located).
    for (const link of await map.getByRole('link', { name: /Get Directions/ }).all())
      await expect(link).toHaveAttribute('href', new RegExp(`^${GOOGLE_MAPS_SEARCH.replace(/[?.]/g, '\\$&')}`));

    const carousel = page.getByRole('region', { name: 'Neighborhood carousel' });
    // The list is rendered twice for a seamless loop; the copy is hidden from assistive technology.
    await expect(page.getByTestId('carousel-track').locator('> li')).toHaveCount(CAROUSEL.length * 2);
    await expect(page.getByTestId('carousel-track').locator('> li[aria-hidden="true"]')).toHaveCount(CAROUSEL.length);
    for (const name of CAROUSEL)
      await expect(carousel.getByRole('link', { name: new RegExp(`^${name},`) })).toHaveAttribute(
        'href',
        `/neighborhoods/${encodeURIComponent(name)}`,
      );

    await expect(page.getByRole('heading', { name: 'Latest Articles & Guides' })).toBeVisible();
    await expect(page.getByTestId('article-card')).toHaveCount(4);

    const cta = page.getByRole('region', { name: 'Find the School Where Your Child Will Thrive' });
    await expect(cta.getByRole('link', { name: 'Start Your Search' })).toHaveAttribute('href', '/schools');
    await expect(cta.getByRole('link', { name: 'Browse All Schools' })).toHaveAttribute('href', '/schools');
    await attachScreenshot(page, testInfo, 'home');
  });

  test('the hero search sends location only when set and omits grades for all', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page).toHaveURL(/\/schools$/);

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Location' }).fill('Summerlin');
    await page.getByLabel('Grade Level').selectOption('High School (9th - 12th)');
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page).toHaveURL(/\/schools\?location=Summerlin&grades=High\+School\+%289th\+-\+12th%29$/);
    await expect(page.getByRole('heading', { name: 'Las Vegas Private School Directory' })).toBeVisible();
  });

  test('the carousel moves, pauses on hover and on focus, and steps with its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Neighborhood carousel' });
    await expect(carousel).toBeAttached();
    // Below the fold it stays still (no work every frame while the page loads); on screen it moves.
    await expect.poll(() => carousel.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await expect
      .poll(() => carousel.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))))
      .toBe(true);
    const offScreen = await trackOffset(page);
    await page.waitForTimeout(400);
    expect(await trackOffset(page)).toBe(offScreen);
    await carousel.scrollIntoViewIfNeeded();
    const start = await trackOffset(page);
    await expect.poll(() => trackOffset(page)).not.toBe(start);

    await carousel.hover();
    const hovered = await trackOffset(page);
    await page.waitForTimeout(400);
    expect(await trackOffset(page)).toBe(hovered);

    await page.mouse.move(0, 0);
    await expect.poll(() => trackOffset(page)).not.toBe(hovered);

    // Keyboard focus inside the carousel holds it still.
    await carousel.getByRole('link', { name: /^Anthem,/ }).focus();
    await page.waitForTimeout(400);
    const focused = await trackOffset(page);
    await page.waitForTimeout(400);
    expect(await trackOffset(page)).toBe(focused);

    // The pause button holds it still after focus and pointer have left.
    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    await page.getByRole('link', { name: 'All Neighborhoods' }).focus();
    await page.mouse.move(0, 0);
    const paused = await trackOffset(page);
    await page.waitForTimeout(400);
    expect(await trackOffset(page)).toBe(paused);
    await carousel.getByRole('button', { name: 'Next neighborhood' }).click();
    await expect.poll(() => trackOffset(page)).not.toBe(paused);
    await expect(carousel.getByRole('button', { name: 'Play carousel' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the carousel stays still for people who prefer reduced motion and is keyboard-operable', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Neighborhood carousel' });
    await expect(carousel.getByRole('link', { name: /^Summerlin,/ })).toBeVisible();
    const still = await trackOffset(page);
    await page.waitForTimeout(500);
    expect(await trackOffset(page)).toBe(still);
    await expect(carousel.getByRole('button', { name: 'Pause carousel' })).toHaveCount(0);

    await carousel.getByRole('button', { name: 'Next neighborhood' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trackOffset(page)).not.toBe(still);
    await carousel.getByRole('link', { name: /^Henderson,/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/neighborhoods\/Henderson$/);
  });

  test('shows the home error texts when the API fails', async ({ page }) => {
    // Rendered in the browser: a server-rendered home page holds its data already, and asks again only when
    // that data is older than 30 seconds (it passed or failed by how long ago an earlier test rendered it).
    await renderInBrowser(page);
    await failApi(page, /\/api\/schools\?/);
    await failApi(page, /\/api\/articles\?/);
    await page.goto('/');
    await expect(
      page.getByText('Unable to load schools. Please refresh the page or contact us for assistance.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText('Unable to load articles at this time.')).toBeVisible();
  });

  test('shows the loading panel, then the empty texts when there is nothing to show', async ({ page }) => {
    await renderInBrowser(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/schools\?/, async (route) => {
      await gate;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ schools: [], total: 0 }),
      });
    });
    await fakeApi(page, /\/api\/articles\?/, { articles: [], total: 0 });
    await page.goto('/');
    await expect(page.getByText('Loading Schools...')).toBeVisible();
    release();
    await expect(page.getByText('No featured schools available at this time.')).toBeVisible();
    await expect(page.getByText('No articles available at this time.')).toBeVisible();
  });

  test('home on a phone @phone', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the Right Private School in Las Vegas' }),
    ).toBeVisible();
    await expect(page.getByTestId('school-card')).toHaveCount(3);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Directory' }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.goto('/');
    await attachScreenshot(page, testInfo, 'home-phone');
  });
});
