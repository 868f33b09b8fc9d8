import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { currentBaseURL } from './support/servers';

/** Helpers of the public-* specs: API data for assertions, failing routes, screenshots. */

export interface ApiSchool {
  id: number;
  name: string;
  slug: string;
  address: string;
  city: string;
  zipCode: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  grades: string;
  features: string[];
  schoolType: string;
  religiousAffiliation: string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  neighborhoodId: number | null;
  neighborhoodName: string | null;
  isPremium: boolean;
  /** Premium and someone receives its requests (issue 35). */
  takesRequests: boolean;
  isExample: boolean;
  latitude: number | null;
  longitude: number | null;
  socialLinks: Record<string, string> | null;
  videoUrls: string[];
  additionalImages: string[];
  /** An active owner manages the listing: its page offers no claim. */
  managed: boolean;
}

export interface ApiNeighborhood {
  id: number;
  name: string;
  city: string;
  schoolCount: number;
  population: number | null;
}

export interface ApiArticle {
  id: number;
  slug: string;
  title: string;
  category: string;
  excerpt: string | null;
  content: string;
  createdAt: string;
  imageUrl: string | null;
}

/**
 * The public pages are rendered on the server for anonymous visitors, with their data (issue 21).
 * A test of the browser's own loading and error states (an API faked or failed by `page.route`)
 * asks for the page the browser renders itself, as a visitor with a session cookie gets it.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  const url = currentBaseURL();
  await page.context().addCookies([{ name: 'vps.sid', value: 'e2e-browser-rendered', url }]);
}

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** Makes every call matching `pattern` answer 500, as a broken server would. */
export async function failApi(page: Page, pattern: string | RegExp): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"message":"Internal server error"}',
    }),
  );
}

/** Answers calls matching `pattern` with this JSON. */
export async function fakeApi(page: Page, pattern: string | RegExp, body: unknown): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** Scrolls through the page so lazy images load, then saves a full-page screenshot as a test artifact. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The artifact is not what the test checks: its scrolling and full-page capture get their own time, so
  // a slower machine does not fail a test at its screenshot (CI on a machine four times slower did).
  testInfo.setTimeout(testInfo.timeout + 20_000);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export const GOOGLE_MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';
