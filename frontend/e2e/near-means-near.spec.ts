import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { untilHydrated } from './support/hydration';
import { apiJson, attachScreenshot } from './public-support';
import { ADMIN, signIn } from './support/session';

/**
 * Issue 35, "Near means near": a ZIP code or a known place of the valley searches around it (home
 * page and directory), the gazetteer's communities are suggested and listed, and the filter panel
 * has one place for location, one grade list without overlaps and religious families.
 */

interface Hit {
  name: string;
  distanceMiles?: number | null;
}

/** The distances the directory's cards show, in their order. */
async function cardDistances(page: Page): Promise<number[]> {
  await expect(page.getByTestId('school-card').first()).toBeVisible();
  const texts = await page.getByTestId('school-distance').allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

// Whole journeys over several pages; this machine's build is slow to hydrate.
test.slow();

test.describe('near means near', () => {
  test("a place typed into the home page's search lists the nearest schools first, with distances and the radius", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Search schools' }).getByLabel('Location');
    // The valley's places are suggested while typing (the browser's own list).
    const suggestions = await box.getAttribute('list');
    expect(suggestions).toBeTruthy();
    const offered = await page
      .locator(`datalist#${suggestions} option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const place of ['Centennial Hills', "Mountain's Edge", 'Aliante', 'Skye Canyon', 'Boulder City'])
      expect(offered).toContain(place);

    await untilHydrated(box);
    await box.fill('Skye Canyon');
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page).toHaveURL(/\/schools\?/);
    await expect(page.getByTestId('search-centre')).toHaveText('Distances from Skye Canyon');
    // Nearest first by default, the order says so, and every card shows its distance.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
    await expect(page.getByTestId('school-card').first()).toBeVisible();
    const distances = await cardDistances(page);
    expect(distances.length).toBe(await page.getByTestId('school-card').count());
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearest = await apiJson<{ schools: Hit[] }>(request, '/api/schools?near=Skye%20Canyon&limit=1');
    await expect(page.getByTestId('school-card').first()).toContainText(nearest.schools[0].name);
    // The radius choice works around the place.
    const radius = filters(page).getByRole('combobox', { name: 'Radius' });
    await radius.selectOption({ label: 'Within 10 miles' });
    await expect(page).toHaveURL(/radius=10/);
    await expect(page.getByTestId('search-centre')).toHaveText('Within 10 mi of Skye Canyon');
    for (const distance of await cardDistances(page)) expect(distance).toBeLessThanOrEqual(10);
    await attachScreenshot(page, testInfo, 'near-skye-canyon');
  });

  test('a ZIP code typed into the home page searches around it; a school name stays a text search', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Search schools' }).getByLabel('Location');
    await untilHydrated(box);
    await box.fill('89117');
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page.getByTestId('search-centre')).toHaveText('Distances from 89117');
    const distances = await cardDistances(page);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    await page.goto('/');
    await untilHydrated(box);
    await box.fill('Meadows');
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page).toHaveURL(/location=Meadows/);
    await expect(page.getByTestId('search-centre')).toHaveCount(0);
    await expect(page.getByTestId('school-card').first()).toContainText('Meadows');
  });

  test('the filter panel has one place for location: a ZIP, a place or a school, with the radius under it', async ({
    page,
  }) => {
    await page.goto('/schools');
    const panel = filters(page);
    const location = panel.getByRole('search', { name: 'Search by location' });
    // One box (suggesting places, so a combobox): no ZIP code box beside it, no separate place box.
    await expect(location.locator('input:not([type="hidden"])')).toHaveCount(1);
    await expect(panel.getByLabel('ZIP code', { exact: true })).toHaveCount(0);
    await expect(panel.getByLabel('Near ZIP or place')).toHaveCount(0);
    const box = location.getByLabel('ZIP code, place or school');
    await untilHydrated(box);

    await box.fill('mountains edge');
    await location.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/near=Mountain%27s(\+|%20)Edge|near=Mountain's(\+|%20)Edge/);
    await expect(page.getByTestId('search-centre')).toHaveText("Distances from Mountain's Edge");
    await expect(box).toHaveValue("Mountain's Edge");

    await box.fill('Meadows');
    await location.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/location=Meadows/);
    expect(new URL(page.url()).searchParams.get('near')).toBeNull();
    await expect(page.getByTestId('search-centre')).toHaveCount(0);
  });

  // Known failing on the merged main (session 17): after a listed place is clicked the search centre line is not
  // found (it passed before the merge). Fix before issue 35 is resolved.
  test('a place the directory does not know lists the places it does, each a search around it', async ({ page }) => {
    await page.goto('/schools?near=Atlantis%20Heights');
    const panel = page.getByRole('alert').filter({ hasText: 'Place Not Found' });
    await expect(panel).toContainText('Enter a ZIP code or place in the Las Vegas valley');
    const places = panel.getByRole('list', { name: 'Places you can search' });
    for (const place of ['Centennial Hills', 'Aliante', 'Skye Canyon', 'Boulder City'])
      await expect(places.getByRole('link', { name: place, exact: true })).toBeVisible();
    await places.getByRole('link', { name: 'Centennial Hills', exact: true }).click();
    await expect(page.getByTestId('search-centre')).toHaveText('Distances from Centennial Hills');
  });

  test('one grade list without overlapping levels', async ({ page }) => {
    await page.goto('/schools');
    const grades = filters(page).getByRole('group', { name: 'Grade levels' }).getByRole('checkbox');
    await expect(grades).toHaveCount(5);
    const labels = await filters(page).getByRole('group', { name: 'Grade levels' }).locator('label').allTextContents();
    expect(labels).toEqual([
      'Pre-K',
      'Kindergarten',
      'Elementary (1st - 5th)',
      'Middle School (6th - 8th)',
      'High School (9th - 12th)',
    ]);
    // The home page offers the same list.
    await page.goto('/');
    const options = await page.getByLabel('Grade Level').locator('option').allTextContents();
    expect(options).toEqual(['All Grades', ...labels]);
  });

  // Known failing (session 17): Playwright's check() sees no state change on the family box, which is checked from
  // the address after the navigation. Fix before issue 35 is resolved.
  test("religious affiliations are grouped: 'Jewish (Conservative)' sits under 'Jewish', which finds the whole family", async ({
    page,
    request,
  }) => {
    const family = await apiJson<{ total: number }>(request, '/api/schools?religiousAffiliation=Jewish&limit=1');
    const conservative = await apiJson<{ total: number }>(
      request,
      `/api/schools?religiousAffiliation=${encodeURIComponent('Jewish (Conservative)')}&limit=1`,
    );
    expect(conservative.total).toBeGreaterThan(0);
    expect(family.total).toBeGreaterThan(conservative.total);

    await page.goto('/schools');
    const section = filters(page).locator('details', { hasText: 'Religious Affiliation' });
    await section.locator('summary').click();
    const group = section.getByRole('group', { name: 'Jewish denominations' });
    await expect(group.getByRole('checkbox', { name: /Conservative/ })).toBeVisible();
    // No denomination is a box of its own at the top level.
    const topLevel = section.getByRole('group', { name: 'Religious affiliation' }).locator('> div > label');
    expect(await topLevel.allTextContents()).not.toContainEqual(expect.stringMatching(/^Jewish \(Conservative\)/));

    const jewish = section.getByRole('checkbox', { name: /^Jewish \(\d+\)$/ });
    await untilHydrated(jewish);
    // click, not check(): the box is controlled by the address, and ticks when the router's transition
    // commits, a moment after the click (check() reads the state at once and finds it unchanged).
    await jewish.click();
    await expect(jewish).toBeChecked();
    await expect(page).toHaveURL(/religiousAffiliation=Jewish(&|$)/);
    await expect(page.getByText(new RegExp(`of ${family.total} schools?$`))).toBeVisible();
    // Its denominations show as included.
    await expect(group.getByRole('checkbox', { name: /Conservative/ })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: /Conservative/ })).toBeDisabled();
  });
});

test.describe('near means near without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's search for a place lists the nearest schools first, server-rendered", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('search', { name: 'Search schools' }).getByLabel('Location').fill('Aliante');
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page).toHaveURL(/\/schools\?location=Aliante/);
    await expect(page.getByTestId('search-centre')).toHaveText('Distances from Aliante');
    const distances = await cardDistances(page);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The sidebar's box shows the place, and its form applies a radius around it.
    const panel = filters(page);
    await expect(panel.getByLabel('ZIP code, place or school')).toHaveValue('Aliante');
    await panel.getByRole('combobox', { name: 'Radius' }).selectOption({ label: 'Within 5 miles' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('search-centre')).toHaveText('Within 5 mi of Aliante');
  });
});

test.describe('near means near on a phone', () => {
  test('@phone the filter sheet has the one location box and the radius', async ({ page }, testInfo) => {
    await page.goto('/schools?near=Skye%20Canyon');
    await expect(page.getByTestId('search-centre')).toHaveText('Distances from Skye Canyon');
    const button = page.getByRole('button', { name: 'Filters' });
    await untilHydrated(button);
    await button.click();
    const sheet = page.getByRole('dialog').or(page.locator('#directory-filters'));
    await expect(sheet.getByLabel('ZIP code, place or school')).toHaveValue('Skye Canyon');
    await expect(sheet.getByRole('combobox', { name: 'Radius' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'phone-filters-near');
  });
});

test.describe('the gazetteer the operator extends', () => {
  // Known failing (session 17): the Data tab's list of places does not show the place just added. Fix before
  // issue 35 is resolved.
  test('an admin adds a place in the Data tab; families can search around it at once', async ({ page }) => {
    const place = `Tule Springs ${Date.now().toString(36)}`;
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.getByRole('tab', { name: 'Data' }).click();
    const card = page.getByRole('form', { name: 'Add a place' });
    await expect(page.getByRole('table', { name: 'Places families can search' })).toContainText('Skye Canyon');
    // A point outside the valley is refused beside its field.
    await card.getByLabel('Place name').fill(place);
    await card.getByLabel('Latitude').fill('39.5');
    await card.getByLabel('Longitude').fill('-115.2');
    await card.getByRole('button', { name: 'Add place' }).click();
    await expect(card.getByText('Latitude must be within the Las Vegas valley (35.85 to 36.45)')).toBeVisible();
    await card.getByLabel('Latitude').fill('36.3');
    await card.getByRole('button', { name: 'Add place' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${place} added` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Places families can search' })).toContainText(place);

    await page.goto(`/schools?location=${encodeURIComponent(place)}`);
    await expect(page.getByTestId('search-centre')).toHaveText(`Distances from ${place}`);

    await page.goto('/admin-dashboard?tab=data');
    await page.getByRole('button', { name: `Remove ${place}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${place} removed` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Places families can search' })).not.toContainText(place);
  });
});
