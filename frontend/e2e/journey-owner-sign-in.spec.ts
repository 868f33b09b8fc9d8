import { expect, test } from './support/page-errors';
import { OWNER, submitSignIn } from './support/session';

/**
 * Journey (c), issue 15: a signed-out owner opens /portal, is sent to sign in,
 * and after signing in lands back in the portal (not on another page).
 */
test.describe('journey: signed-out owner → sign in → portal', () => {
  test('/portal sends a signed-out owner to sign in and back to the portal', async ({ page }) => {
    await page.goto('/portal');
    await expect(page.getByText('Please log in to access the portal.')).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?next=%2Fportal)?$/);
    await expect(page.getByRole('heading', { name: 'School Portal Access' })).toBeVisible();

    await submitSignIn(page, OWNER);

    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'School Portal' })).toBeVisible();
    await expect(page.getByText(/Welcome back, Olivia/).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // Signed in for real: a reload stays in the portal.
    await page.reload();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'School Portal' })).toBeVisible();
  });
});
