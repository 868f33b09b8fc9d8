import type { APIRequestContext, Page } from '@playwright/test';
import { apiJson, type ApiArticle, type ApiNeighborhood, type ApiSchool } from './public-support';
import { isHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';

/**
 * The server writes each page's title and description into the HTML it sends
 * (for crawlers and link previews); the client sets its own once it has taken
 * the page over and when it navigates. Both read one source (backend
 * seo/domain/static-page-texts.ts for the static pages, catalogue-page-texts.ts
 * for a school, neighborhood, article or open house), so they must agree: the
 * served HTML is read as text, then the client must set the same title and
 * description, on hydration and after in-app navigation (no server HTML involved).
 */
const APP_NAME = 'Vegas Private Schools';
/** The pages of backend seo/domain/static-page-texts.ts (the e2e runner cannot import the backend's CommonJS). */
const STATIC_PATHS = [
  '/',
  '/schools',
  '/neighborhoods',
  '/articles',
  '/about',
  '/contact',
  '/resources',
  '/admission-tips',
  '/opportunity-scholarship',
  '/parent-tips',
  '/claim-school',
  '/privacy',
  '/disclaimer',
  '/review-guidelines',
];

function unescapeHtml(text: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
}

/** The title and meta description of the HTML the server sends for `path`. */
async function servedHead(request: APIRequestContext, path: string): Promise<{ title: string; description: string }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: unescapeHtml(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}

/** The first words of a description's source, as a meta description starts (Markdown marks dropped). */
function opening(text: string): string {
  return text
    .replace(/[#*_>`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join(' ');
}

interface RecordPage {
  name: string;
  path: string;
  title: string;
  /** What the description starts with. */
  descriptionStart: string;
}

/** A school, a neighborhood, an article and an open house of the seeded catalogue, with the head each should have. */
async function recordPages(request: APIRequestContext): Promise<RecordPage[]> {
  const { schools } = await apiJson<{ schools: ApiSchool[] }>(request, '/api/schools?limit=1');
  const [listed] = await apiJson<ApiNeighborhood[]>(request, '/api/neighborhoods');
  const neighborhood = await apiJson<ApiNeighborhood & { description: string | null }>(
    request,
    `/api/neighborhoods/${encodeURIComponent(listed.name)}`,
  );
  const { articles } = await apiJson<{ articles: ApiArticle[] }>(request, '/api/articles?limit=1');
  const { openHouses } = await apiJson<{
    openHouses: { id: string; title: string; description: string; school: { name: string } }[];
  }>(request, '/api/open-houses?limit=1');
  const [school, article, openHouse] = [schools[0], articles[0], openHouses[0]];
  expect([school, neighborhood, article, openHouse].every(Boolean), 'the seeded catalogue has each kind').toBe(true);
  return [
    {
      name: 'a school',
      path: `/schools/${school.slug}`,
      title: `${school.name} - ${school.city}, NV | ${APP_NAME}`,
      descriptionStart: opening(school.description?.trim() || `${school.name} is a ${school.schoolType} private`),
    },
    {
      name: 'a neighborhood',
      path: `/neighborhoods/${encodeURIComponent(neighborhood.name)}`,
      title: `Private Schools in ${neighborhood.name}, ${neighborhood.city} | ${APP_NAME}`,
      descriptionStart: opening(
        neighborhood.description?.trim() || `Discover private schools and community insights in ${neighborhood.name}`,
      ),
    },
    {
      name: 'an article',
      path: `/articles/${article.slug}`,
      title: `${article.title} | ${APP_NAME}`,
      descriptionStart: opening(article.excerpt?.trim() || article.content),
    },
    {
      name: 'an open house',
      path: `/open-houses/${openHouse.id}`,
      title: `${openHouse.title} - ${openHouse.school.name} | ${APP_NAME}`,
      descriptionStart: opening(openHouse.description.trim() || `Open house at ${openHouse.school.name}`),
    },
  ];
}

/** Records every title the page's script sets (the server's <title> is parsed, not set, so it is not among them). */
async function recordTitleWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    const writes: string[] = [];
    (window as unknown as { titleWrites: string[] }).titleWrites = writes;
    Object.defineProperty(Document.prototype, 'title', {
      configurable: true,
      get: title.get,
      set(value: string) {
        writes.push(value);
        title.set!.call(this, value);
      },
    });
  });
}

const titleWrites = (page: Page) => page.evaluate(() => (window as unknown as { titleWrites: string[] }).titleWrites);

test.describe('page titles and descriptions', () => {
  for (const path of STATIC_PATHS) {
    test(`${path}: the served HTML and the client agree`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const served = {
        title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
        description: unescapeHtml(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? ''),
      };
      // The page's own texts, not the plain index.html's product name.
      expect(served.title).not.toBe(APP_NAME);
      expect(served.description).not.toBe('');

      // Start on a page with another title, then let the client route to this one.
      await page.goto('/login');
      await expect(page).not.toHaveTitle(served.title);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(served.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served.description);
    });
  }
});

test.describe('record pages: the server and the client build one title and description', () => {
  test('a school, a neighborhood, an article and an open house keep the served title and description after hydration', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await recordTitleWrites(page);
    for (const record of await recordPages(request)) {
      const served = await servedHead(request, record.path);
      expect(served.title, record.name).toBe(record.title);
      expect(served.description.startsWith(record.descriptionStart), `${record.name}: ${served.description}`).toBe(
        true,
      );

      await page.goto(record.path);
      await expect.poll(() => page.locator('h1').first().evaluate(isHydrated), record.name).toBe(true);
      // The app has taken the page over and set its head (usePageMeta): only ever to the served texts.
      await expect.poll(async () => (await titleWrites(page)).length, record.name).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(new Set(await titleWrites(page)), record.name).toEqual(new Set([served.title]));
      expect(await page.title(), record.name).toBe(served.title);
      await expect(page.locator('meta[name="description"]'), record.name).toHaveAttribute(
        'content',
        served.description,
      );

      // Reached inside the app (no server HTML), the page sets the same texts.
      await page.goto('/login');
      await expect(page).not.toHaveTitle(served.title);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, record.path);
      await expect(page).toHaveTitle(served.title);
      await expect(page.locator('meta[name="description"]'), record.name).toHaveAttribute(
        'content',
        served.description,
      );
    }
  });
});
