import { expect, test } from './support/page-errors';

/**
 * The server writes each static page's title and description into the HTML it
 * sends (for crawlers and link previews); the client sets its own when it
 * navigates. Both read one file, so they must agree: the served HTML is read
 * as text, then the client reaches the same page by in-app navigation (no
 * server HTML involved) and must set the same title and description.
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
];

function unescapeHtml(text: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
}

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
