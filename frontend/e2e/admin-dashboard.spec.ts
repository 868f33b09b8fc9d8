import { expect, test } from './support/page-errors';
import { ADMIN, csrfToken, signIn } from './support/session';

test.describe('admin dashboard', () => {
  test('the active tab is in the URL: reload and Back keep it', async ({ page }) => {
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.getByRole('tab', { name: 'Claims' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\?tab=claims$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search claims')).toBeVisible();

    await page.getByRole('tab', { name: 'Schools' }).click();
    await expect(page).toHaveURL(/\?tab=schools$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=claims$/);
    await expect(page.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  test('all fourteen tabs fit a 1366 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(14);
    // The last two were cut off behind a scroll arrow.
    for (const name of ['Overview', 'Billing', 'Audit', 'Data'])
      await expect(tabs.filter({ hasText: name })).toBeInViewport({ ratio: 1 });
  });

  test('hiding a premium school asks first and says what it does', async ({ page }) => {
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    const { items } = (await (await page.request.get('/api/admin/schools?limit=100')).json()) as {
      items: { id: number; name: string; isPremium: boolean; isActive: boolean }[];
    };
    const premium = items.find((school) => school.isPremium && school.isActive)!;
    await page.goto('/admin-dashboard?tab=schools');
    await page.getByLabel('Search schools by name, city or website').fill(premium.name);
    const card = page.getByTestId(`admin-school-${premium.id}`);
    const live = card.getByRole('switch', { name: `${premium.name} is live` });
    await expect(live).toBeChecked();

    await live.click();
    const dialog = page.getByRole('dialog', { name: `Hide ${premium.name}?` });
    await expect(dialog).toContainText(`${premium.name} is a paying premium listing.`);
    await expect(dialog).toContainText('Hiding it removes it from the directory');
    await expect(dialog).toContainText('the subscription keeps running');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(live).toBeChecked();
    expect((await page.request.get(`/api/admin/schools?search=${encodeURIComponent(premium.name)}`)).ok()).toBe(true);

    await live.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hide School' }).click();
    await expect(page.getByText('School status has been updated.')).toBeVisible();
    await expect(live).not.toBeChecked();
    // Making it live again needs no confirmation.
    await live.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(live).toBeChecked();
  });

  test('the activity reads on a 390 px phone @phone', async ({ page }) => {
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    // Some activity to show: a school switched to Draft and back (recorded in the audit trail).
    const { items } = (await (await page.request.get('/api/admin/schools?limit=100')).json()) as {
      items: { id: number; isPremium: boolean; isActive: boolean }[];
    };
    const school = items.find((s) => !s.isPremium && s.isActive)!;
    const headers = { 'X-CSRF-Token': await csrfToken(page) };
    for (const isActive of [false, true]) {
      const res = await page.request.patch(`/api/admin/schools/${school.id}/toggle-status`, {
        headers,
        data: { isActive },
      });
      expect(res.ok()).toBe(true);
    }
    await page.reload();
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity.getByRole('listitem').first()).toBeVisible();
    await expect(activity.getByRole('listitem').first()).toContainText('Changed school status');
    await expect(page.getByRole('table', { name: 'Activity' })).toHaveCount(0);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await activity.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
