import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { untilHydrated } from './support/hydration';
import { attachScreenshot } from './public-support';

/**
 * Issue 35, "A map without a Google key": with no key, the map areas (home, directory's map view,
 * school page) draw MapLibre over the operator's tiles (MAP_TILES_STYLE_URL); with no tiles either,
 * before the page's script runs and without JavaScript, they show the list, titled as a list.
 *
 * The served app has no tile source configured (as a fresh install): the tests that need one answer
 * its setting (`GET /api/map-tiles`, which backend/test/catalogue/near-means-near.e2e-spec.ts checks
 * against the environment variable) with a small style fixture served here, locally: a GeoJSON source,
 * no network. Chromium draws WebGL in software (SwiftShader), as a machine without a GPU.
 */
const STYLE = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures/map-tiles/style.json');

async function serveTiles(page: Page): Promise<void> {
  await page.route('**/api/map-tiles', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ styleUrl: '/e2e-map-tiles/style.json' }) }),
  );
  await page.route('**/e2e-map-tiles/style.json', (route) =>
    route.fulfill({ path: STYLE, contentType: 'application/json' }),
  );
}

/** Every script the page fetched whose name says it is the map library's chunk. */
function mapChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/maplibre/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

// A map's library arrives after the page is the browser's (hydrated), which takes a while on a busy machine.
test.slow();

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // WebGL without a GPU: Chromium's software renderer.
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
});

/** The home page's featured schools (real schools, not the demo's examples) that have a place on a map. */
async function featuredWithCoordinates(page: Page): Promise<number> {
  const response = await page.request.get('/api/schools?limit=3&excludeExamples=true');
  const { schools } = (await response.json()) as { schools: { latitude: number | null; longitude: number | null }[] };
  return schools.filter((school) => school.latitude !== null && school.longitude !== null).length;
}

test.describe('no key and no tiles: the list, titled as a list', () => {
  test('home, directory map view and school page name a list, never a map, and load no map library', async ({
    page,
  }) => {
    const fetched = mapChunkRequests(page);
    const mapped = await featuredWithCoordinates(page);
    await page.goto('/');
    const list = page.getByTestId('map-fallback');
    await expect(list).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where to Find Them' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /on the Map/i })).toHaveCount(0);
    // One school is its 'Location'; more are 'School Locations (N)' (schools added by earlier tests may have no place).
    const listName = mapped === 1 ? 'Location' : `School Locations (${mapped})`;
    await expect(page.getByRole('region', { name: listName, exact: true })).toBeVisible();

    await page.goto('/schools?view=map');
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'School Locations', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schools on the Map' })).toHaveCount(0);
    expect(fetched).toEqual([]);
  });
});

test.describe('no key, tiles configured: an interactive map', () => {
  test('the home page draws the featured schools on the keyless map, loading the map library only then', async ({
    page,
  }, testInfo) => {
    await serveTiles(page);
    const fetched = mapChunkRequests(page);
    // The server's page names no map library among its scripts.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/maplibre/i);
    await page.goto('/');
    const map = page.getByTestId('maplibre-map');
    await expect(map).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Find Them on the Map' })).toBeVisible();
    await expect(map.getByTestId('map-marker')).toHaveCount(await featuredWithCoordinates(page));
    await expect(map.locator('canvas')).toBeVisible();
    expect(fetched.length).toBeGreaterThan(0);
    await attachScreenshot(page, testInfo, 'home-keyless-map');
  });

  test("the school page's Location card: the map, its marker reached by keyboard, Enter opens the school's card", async ({
    page,
  }, testInfo) => {
    await serveTiles(page);
    await page.goto('/schools/the-meadows-school');
    const card = page.locator('#location-title').locator('..').locator('..');
    const map = page.getByTestId('maplibre-map');
    await expect(map).toBeVisible({ timeout: 45_000 });
    const marker = map.getByTestId('map-marker');
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveAccessibleName('The Meadows School');
    // The map takes the keyboard, and Tab goes on to its marker.
    await map.locator('canvas').focus();
    await page.keyboard.press('Tab');
    await expect(marker).toBeFocused();
    await page.keyboard.press('Enter');
    const info = map.getByRole('dialog', { name: 'The Meadows School' });
    await expect(info).toBeVisible();
    await expect(info.getByRole('link', { name: 'The Meadows School' })).toBeFocused();
    await expect(card).toBeVisible();
    await attachScreenshot(page, testInfo, 'school-keyless-map');
  });

  test('the directory map view clusters its many schools; a cluster zooms in on its schools', async ({
    page,
  }, testInfo) => {
    await serveTiles(page);
    await page.goto('/schools?view=map');
    const map = page.getByTestId('maplibre-map');
    await expect(map).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Schools on the Map' })).toBeVisible();
    const clusters = map.getByTestId('map-cluster');
    await expect(clusters.first()).toBeVisible();
    const before = await clusters.count();
    const biggest = clusters.first();
    await untilHydrated(page.getByRole('button', { name: 'Map view' }));
    await biggest.focus();
    await page.keyboard.press('Enter');
    // Zoomed in: the cluster opened into smaller clusters or schools.
    await expect
      .poll(async () => (await map.getByTestId('map-marker').count()) + (await clusters.count()))
      .toBeGreaterThan(before);
    // The list beside the map is tied to it.
    const list = map.getByRole('list', { name: 'Schools on the map' });
    await list.getByRole('button').first().click();
    await expect(map.getByRole('dialog')).toBeVisible();
    await attachScreenshot(page, testInfo, 'directory-keyless-map');
  });

  test('tiles that cannot load leave the list, titled as a list', async ({ page }) => {
    await page.route('**/api/map-tiles', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ styleUrl: '/e2e-map-tiles/missing.json' }),
      }),
    );
    await page.route('**/e2e-map-tiles/missing.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/');
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where to Find Them' })).toBeVisible();
  });
});

test.describe('keyless map without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the school page shows the list of its location', async ({ page }) => {
    await page.goto('/schools/the-meadows-school');
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await expect(page.getByTestId('maplibre-map')).toHaveCount(0);
  });
});
