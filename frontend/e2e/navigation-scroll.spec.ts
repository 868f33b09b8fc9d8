import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** docs/product.md "Client behaviour": page changes scroll to the top; Back/Forward and #anchors are left to the browser and the page. */
test.describe('page changes', () => {
  test('a school opened from the directory starts at its top', async ({ page }) => {
    await page.goto('/schools');
    const cards = page.getByTestId('school-card');
    await expect(cards).toHaveCount(12);
    const link = cards.nth(10).getByRole('link', { name: /^View details for / });
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    const name = ((await link.getAttribute('aria-label')) ?? '').replace('View details for ', '');

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('an article opened from the home page and a header link start at the top', async ({ page }) => {
    await page.goto('/');
    const article = page.getByTestId('article-card').first();
    await article.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    const title = (await article.getByRole('heading').textContent()) ?? '';

    await article.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a #pricing link still lands on the pricing card', async ({ page, request }) => {
    // A school its owner manages offers no claim box, and a premium one no 'Learn About Premium': take a
    // regular school nobody manages.
    const { schools } = (await (await request.get('/api/schools?limit=12')).json()) as {
      schools: { name: string; managed: boolean; isPremium: boolean }[];
    };
    const unmanaged = schools.find((school) => !school.managed && !school.isPremium)!;
    await page.goto('/schools');
    await page
      .getByTestId('school-card')
      .getByRole('link', { name: `View details for ${unmanaged.name}`, exact: true })
      .click();
    const premium = page.getByRole('link', { name: 'Learn About Premium' });
    await premium.scrollIntoViewIfNeeded();
    await premium.click();
    await expect(page).toHaveURL(/\/claim-school#pricing$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    // The card's top sits just under the sticky header (scroll-margin-top).
    await expect
      .poll(async () => Math.round((await page.locator('#pricing').boundingBox())?.y ?? -1))
      .toBeGreaterThan(0);
    expect((await page.locator('#pricing').boundingBox())!.y).toBeLessThanOrEqual(120);
  });
});
