import { test } from './support/page-errors';

test('scratch: review block screenshots', async ({ page }) => {
  for (const [w, h] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/schools/example-classical-academy#reviews');
    const block = page.getByRole('region', { name: 'Reviews' });
    await block.scrollIntoViewIfNeeded();
    await block.screenshot({ path: `/tmp/wtd-reviews-${w}.png` });
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/wtd-form-${w}.png` });
    await page.keyboard.press('Escape');
  }
});
