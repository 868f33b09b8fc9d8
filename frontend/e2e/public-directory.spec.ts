import { expect, test } from './support/page-errors';
import {
  GOOGLE_MAPS_SEARCH,
  apiJson,
  attachScreenshot,
  failApi,
  type ApiSchool,
  renderInBrowser,
} from './public-support';

test.describe('directory', () => {
  test('lists 12 schools per page with numbered pagination', async ({ page, request }, testInfo) => {
    const { total } = await apiJson<{ total: number }>(request, '/api/schools?limit=1');
    expect(total).toBeGreaterThanOrEqual(60);
    await page.goto('/schools');
    await expect(page).toHaveTitle(/Las Vegas Private School Directory/);
    await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Private School Directory' })).toBeVisible();
    await expect(page.getByText(`Showing 1-12 of ${total} schools`)).toBeVisible();
    const cards = page.getByTestId('school-card');
    await expect(cards).toHaveCount(12);

    // Premium schools come first, with a highlighted card, a badge and up to 4 feature chips.
    const premium = cards.first();
    await expect(premium).toHaveAttribute('data-premium', 'true');
    await expect(premium.getByText('Premium · paid listing', { exact: true })).toBeVisible();
    expect(await premium.getByRole('list', { name: 'Features' }).getByRole('listitem').count()).toBeLessThanOrEqual(5);
    const regular = page.locator('[data-testid="school-card"]:not([data-premium])').first();
    if (await regular.count()) {
      await expect(regular.getByText('Premium · paid listing', { exact: true })).toHaveCount(0);
      expect(await regular.getByRole('list', { name: 'Features' }).getByRole('listitem').count()).toBeLessThanOrEqual(
        2,
      );
    }

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const pages = Math.ceil(total / 12);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: `Page ${pages}` })).toBeVisible();
    // The pages are links (they page without JavaScript too); the first page's Previous is disabled.
    await expect(pagination.getByRole('link', { name: 'Previous' })).toBeDisabled();
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/schools?page=2');
    await attachScreenshot(page, testInfo, 'directory');

    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/schools\?page=2$/);
    await expect(page.getByText(`Showing 13-24 of ${total} schools`)).toBeVisible();
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pagination.getByRole('link', { name: `Page ${pages}` }).click();
    await expect(page.getByText(`Showing ${(pages - 1) * 12 + 1}-${total} of ${total} schools`)).toBeVisible();
    await expect(pagination.getByRole('link', { name: 'Next' })).toBeDisabled();
    await expect(pagination.getByText('…')).toHaveCount(1);
  });

  test('filters are written to the URL, reset the page and are read back from it', async ({ page, request }) => {
    const montessori = await apiJson<{ total: number }>(request, '/api/schools?schoolTypes=Montessori&limit=1');
    await page.goto('/schools?page=2');
    await expect(page.getByRole('link', { name: 'Clear All' })).toHaveCount(0);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    for (const section of ['Location', 'Grade Levels', 'Tuition Range', 'School Type']) {
      await expect(
        sidebar.locator('details', { has: page.getByRole('heading', { name: section, exact: true }) }),
      ).toHaveAttribute('open', '');
    }

    await page.getByRole('checkbox', { name: 'Montessori', exact: true }).click();
    await expect(page).toHaveURL(/\/schools\?schoolTypes=Montessori$/);
    await expect(page.getByText(`of ${montessori.total} schools`)).toBeVisible();
    for (const type of await page.getByTestId('school-card').all()) await expect(type).toContainText('Montessori');

    // Tuition is a single choice among the presets.
    await page.getByRole('checkbox', { name: 'Under $10,000', exact: true }).click();
    await expect(page).toHaveURL(/tuitionMin=0&tuitionMax=10000/);
    await page.getByRole('checkbox', { name: '$10,000 - $20,000', exact: true }).click();
    await expect(page).toHaveURL(/tuitionMin=10000&tuitionMax=20000/);
    await expect(page.getByRole('checkbox', { name: 'Under $10,000', exact: true })).not.toBeChecked();
    await page.getByRole('checkbox', { name: '$10,000 - $20,000', exact: true }).click();
    await expect(page).not.toHaveURL(/tuition/);

    // Back restores the previous filters from the URL.
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: '$10,000 - $20,000', exact: true })).toBeChecked();

    await page.getByRole('link', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole('checkbox', { name: 'Montessori', exact: true })).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Clear All' })).toHaveCount(0);

    await page.goto(
      '/schools?grades=Pre-K&schoolTypes=Faith-Based&tuitionMin=20000&tuitionMax=100000&location=Henderson',
    );
    await expect(page.getByRole('checkbox', { name: 'Pre-K', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Faith-Based', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '$20,000+', exact: true })).toBeChecked();
    // Henderson is a place of the valley: the one location box shows it as the search's centre (issue 35).
    await expect(page.getByLabel('ZIP code, place or school')).toHaveValue('Henderson');
  });

  test('typing a location searches after a pause and goes back to page 1', async ({ page }) => {
    await page.goto('/schools?page=3');
    await page.getByLabel('ZIP code, place or school').fill('Meadows');
    await expect(page).toHaveURL(/\/schools\?location=Meadows$/);
    await expect(page.getByText(/^Showing 1-/)).toBeVisible();
    // A place of the valley searches around it instead.
    await page.getByLabel('ZIP code, place or school').fill('Henderson');
    await expect(page).toHaveURL(/\/schools\?near=Henderson$/);
    await expect(page.getByTestId('search-centre')).toHaveText('Distances from Henderson');
  });

  test('a neighborhood link filters the directory and its chip removes the filter', async ({ page, request }) => {
    const { total } = await apiJson<{ total: number }>(request, '/api/schools?neighborhoods=Summerlin&limit=1');
    await page.goto('/schools?neighborhoods=Summerlin');
    await expect(page.getByText(`of ${total} schools`)).toBeVisible();
    await page.getByLabel('Remove Summerlin').click();
    await expect(page).toHaveURL(/\/schools$/);
  });

  test('a page past the end is replaced by the last page', async ({ page, request }) => {
    const { total } = await apiJson<{ total: number }>(request, '/api/schools?limit=1');
    const pages = Math.ceil(total / 12);
    await page.goto('/schools');
    await page.goto('/schools?page=99');
    await expect(page).toHaveURL(new RegExp(`/schools\\?page=${pages}$`));
    await expect(page.getByText(`Showing ${(pages - 1) * 12 + 1}-${total} of ${total} schools`)).toBeVisible();
    await expect(page.getByTestId('school-card')).toHaveCount(total - (pages - 1) * 12);
    await expect(page.getByRole('heading', { name: 'No Schools Found' })).toHaveCount(0);
    // The correction replaced the history entry: Back goes to the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/schools$/);

    const montessori = await apiJson<{ total: number }>(request, '/api/schools?schoolTypes=Montessori&limit=1');
    await page.goto('/schools?schoolTypes=Montessori&page=50');
    const last = Math.max(1, Math.ceil(montessori.total / 12));
    await expect(page).toHaveURL(new RegExp(`/schools\\?schoolTypes=Montessori${last > 1 ? `&page=${last}` : ''}$`));
    await expect(page.getByText(`of ${montessori.total} schools`)).toBeVisible();
  });

  test("shows 'No Schools Found' with Clear Filters", async ({ page }) => {
    await page.goto('/schools?zipCode=00000');
    await expect(page.getByRole('heading', { name: 'No Schools Found' })).toBeVisible();
    // The count line says '0 schools', not 'Showing 0-0 of 0 schools' (the panel below explains).
    await expect(page.getByRole('status').filter({ hasText: /^0 schools$/ })).toBeVisible();
    await expect(page.getByText(/Showing 0-0/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByTestId('school-card')).toHaveCount(12);
  });

  test("shows 'Unable to Load Schools' with Try Again when the API fails", async ({ page }) => {
    await renderInBrowser(page);
    await failApi(page, /\/api\/schools\?/);
    await page.goto('/schools');
    await expect(page.getByRole('heading', { name: 'Unable to Load Schools' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('school-card')).toHaveCount(12);
  });

  test('the map view shows every school of the filter with directions when maps are unavailable', async ({
    page,
    request,
  }) => {
    const first = await apiJson<{ schools: ApiSchool[] }>(request, '/api/schools');
    // Issue 19: the map shows every school of the current filter (GET /api/schools/map), not only the page.
    const all = await apiJson<{ points: unknown[] }>(request, '/api/schools/map');
    await page.goto('/schools');
    await page.getByRole('button', { name: 'Map view' }).click();
    await expect(page.getByRole('button', { name: 'Map view' })).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByTestId('map-fallback');
    await expect(map).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    const located = first.schools.filter((s) => s.latitude !== null && s.longitude !== null);
    expect(all.points.length).toBeGreaterThan(located.length);
    await expect(map.getByRole('listitem')).toHaveCount(all.points.length);
    await expect(map.getByRole('link', { name: located[0].name, exact: true })).toHaveAttribute(
      'href',
      `/schools/${located[0].slug}`,
    );
    const directions = await map
      .getByRole('link', { name: `Get Directions to ${located[0].name} (opens in a new tab)` })
      .getAttribute('href');
    expect(directions?.startsWith(GOOGLE_MAPS_SEARCH)).toBe(true);
    expect(decodeURIComponent(directions ?? '')).toContain(located[0].address);
  });

  test('the map view is kept in the address: a new order, Back from a school and a shared link stay on the map', async ({
    page,
  }) => {
    await page.goto('/schools');
    await page.getByRole('button', { name: 'Map view' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await page.getByTestId('map-fallback').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/schools\/[^?]+$/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Map view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    // Back to the list: the address no longer names the map.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByTestId('school-card').first()).toBeVisible();

    // A shared link opens on the map, rendered by the server.
    const response = await page.goto('/schools?view=map');
    expect(response?.status()).toBe(200);
    // No key and no tiles here: the view shows the list of locations and says so (issue 35).
    await expect(page.getByRole('heading', { name: 'School Locations', exact: true })).toBeVisible();
    await expect(page.getByTestId('map-fallback')).toBeVisible();
  });

  test('filters open from a button on a phone @phone', async ({ page }) => {
    await page.goto('/schools');
    await expect(page.getByTestId('school-card').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'STEM Focus', exact: true }).click();
    await expect(page).toHaveURL(/schoolTypes=STEM\+Focus/);
  });
});
