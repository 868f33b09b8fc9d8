import { expect, test } from './support/page-errors';

test.describe('app shell', () => {
  test('home renders the header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Vegas Private Schools')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Vegas Private Schools`);
    await expect(footer.getByRole('link', { name: 'School Login' })).toHaveAttribute('href', '/api/login');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'School login', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Claim School' })).toBeVisible();
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the phone menu opens a right-hand drawer @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer.getByRole('link', { name: 'Neighborhoods' })).toBeVisible();
    const box = await drawer.locator('xpath=..').boundingBox();
    // 300 px, give or take the sub-pixel rounding of its slide-in (299.99998 was measured once).
    expect(box?.width).toBeCloseTo(300, 0);
  });
});
