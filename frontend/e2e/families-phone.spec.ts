import { apiJson } from './public-support';
import { expect, test } from './support/page-errors';

const STEM = 'STEM Focus';

test.describe('families on a phone', () => {
  test('filters open in a panel that counts the matching schools @phone', async ({ page, request }) => {
    const all = await apiJson<{ total: number }>(request, '/api/schools');
    const stem = await apiJson<{ total: number }>(request, `/api/schools?schoolTypes=${encodeURIComponent(STEM)}`);
    expect(stem.total).toBeLessThan(all.total);

    await page.goto('/schools');
    await expect(page.getByRole('status').filter({ hasText: `of ${all.total} schools` })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter schools' });
    await expect(panel).toBeVisible();
    const show = panel.getByRole('button', { name: /^Show \d+ schools?$/ });
    await expect(show).toHaveText(`Show ${all.total} schools`);

    await panel.getByRole('checkbox', { name: STEM }).click();
    await expect(page).toHaveURL(/schoolTypes=STEM\+Focus/);
    await expect(show).toHaveText(`Show ${stem.total} ${stem.total === 1 ? 'school' : 'schools'}`);
    await show.click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `of ${stem.total} ${stem.total === 1 ? 'school' : 'schools'}` }),
    ).toBeVisible();

    // The close button works too, and the filter is still applied.
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(panel.getByRole('checkbox', { name: STEM })).toBeChecked();
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
  });

  test('while new results load, the count line never pairs the old total with the new filters @phone', async ({
    page,
    request,
  }) => {
    const all = await apiJson<{ total: number }>(request, '/api/schools');
    const stem = await apiJson<{ total: number }>(request, `/api/schools?schoolTypes=${encodeURIComponent(STEM)}`);
    await page.goto('/schools');
    const count = page.getByRole('status').filter({ hasText: /Showing|Loading|Updating/ });
    await expect(count).toHaveText(new RegExp(`of ${all.total} schools$`));

    // A slow answer for the filtered search: what does the count line say meanwhile?
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/schools\?.*schoolTypes=/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter schools' });
    await panel.getByRole('checkbox', { name: STEM }).click();
    await expect(panel.getByRole('button', { name: 'Counting schools…' })).toBeVisible();
    await panel.getByRole('button', { name: 'Counting schools…' }).click();
    await expect(count).toHaveText('Updating results…');
    await expect(count).not.toContainText(`of ${all.total}`);
    release();
    await expect(count).toHaveText(new RegExp(`of ${stem.total} schools?$`));
  });

  test("the contact page's e-mail address stays inside its card @phone", async ({ page }) => {
    await page.goto('/contact');
    const email = page.getByRole('link', { name: /@/ });
    await expect(email).toBeVisible();
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Get in Touch' }) });
    const [linkBox, cardBox] = await Promise.all([email.boundingBox(), card.boundingBox()]);
    expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the scholarship badge's text is whole on a phone, not cut short @phone", async ({ page }) => {
    await page.goto('/schools/example-classical-academy');
    const badges = page.getByRole('link', { name: 'Accepts the Nevada Opportunity Scholarship' });
    await expect(badges).toHaveCount(2);
    for (const badge of await badges.all()) {
      const label = badge.locator('.MuiChip-label');
      // A cut label overflows its box (the ellipsis); a whole one wraps inside it.
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect((await badge.boundingBox())!.width).toBeLessThanOrEqual(390);
    }
  });
});
