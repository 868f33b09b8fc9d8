import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

/** A fresh visitor: public answers may be cached by a browser for a while. */
async function visit(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(path);
  return page;
}

test.describe('owner edits: one rule in the portal and the dashboard (docs/product.md "Edits and moderation")', () => {
  test('facts go live at once, the name waits for an admin who sees it old → new', async ({ browser }, testInfo) => {
    // Two sign-ins and two saves on a busy shared machine: generous.
    test.setTimeout(300_000);
    // Starts with a letter: an all-digit stamp ("Example Boarding School 88789") gives a slug that reads as the
    // name's own clash suffix ("example-boarding-school-88789"), which the school then keeps when renamed back.
    const stamp = `r${Date.now().toString(36).slice(-5)}`;
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    const newName = `${school.name} ${stamp}`;
    const portalPhone = '702-555-0187';
    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });

    try {
      // The portal: the phone goes live, the name waits for review; the form says which is which.
      await owner.page.goto('/portal');
      await owner.page.getByRole('tab', { name: 'Schools' }).click();
      const form = owner.page.getByRole('form', { name: 'Edit School Information' });
      const name = form.getByRole('textbox', { name: /School Name/ });
      await expect(name).toHaveAccessibleDescription('Reviewed before publishing');
      await expect(form.getByRole('textbox', { name: 'Phone' })).not.toHaveAccessibleDescription(
        'Reviewed before publishing',
      );
      // One editor with every field the owner may edit: the media and social links are here too.
      for (const label of ['Features', 'Academic Notes', 'Video URLs', 'Additional Image URLs', 'Facebook', 'LinkedIn'])
        await expect(form.getByRole('textbox', { name: label, exact: true })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Facebook' })).toHaveAccessibleDescription(
        'Reviewed before publishing',
      );
      await name.fill(newName);
      await form.getByRole('textbox', { name: 'Phone' }).fill(portalPhone);
      await form.getByRole('button', { name: 'Save Changes' }).click();
      // One assertion for the toast's title and text: it hides itself after a few seconds on a busy machine.
      await expect(owner.page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(
        'School information updated successfully. Some changes are waiting for review.',
      );
      // The save says which fields are live and which wait, not only 'waiting for review'.
      const outcome = form.getByRole('status', { name: 'What your save did' });
      await expect(outcome).toContainText('Live now: Phone.');
      await expect(outcome).toContainText('Waiting for review: School Name. It goes live once our team approves');
      await outcome.scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: testInfo.outputPath('portal-saved.png'), fullPage: false });
      await owner.page.setViewportSize({ width: 390, height: 844 });
      await outcome.scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: testInfo.outputPath('portal-saved-phone.png'), fullPage: false });
      await owner.page.setViewportSize({ width: 1366, height: 900 });

      const before = await visit(browser, `/schools/${school.slug}`);
      await expect(before.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
      await expect(before.getByText(portalPhone).first()).toBeVisible();
      await before.close();

      // The admin: the name old → new, the owner by name and e-mail, then approve.
      await admin.page.getByRole('tab', { name: 'Approvals' }).click();
      await admin.page.getByLabel('Search by type, submitter or change data').fill(newName);
      const card = admin.page.locator('[data-testid^="admin-change-"]').filter({ hasText: newName });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Submitted by Olivia Owens (owner@example.com)')).toBeVisible();
      const nameLine = card.locator('dd').filter({ hasText: newName });
      await expect(nameLine).toHaveText(`${school.name}→${newName}`);
      await expect(card.getByText(/Phone/)).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await admin.page.screenshot({ path: testInfo.outputPath('approval-card.png'), fullPage: false });
      await card.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(admin.page.getByText('The change has been approved and applied.')).toBeVisible();

      const renamed = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
      expect(renamed.name).toBe(newName);
      const after = await visit(browser, `/schools/${renamed.slug}`);
      await expect(after.getByRole('heading', { level: 1, name: newName })).toBeVisible();
      await after.close();

      // The dashboard's Profile tab: the same editor; a phone-only change is published at once.
      const wizardPhone = '702-555-0123';
      await owner.page.goto('/school-dashboard');
      await owner.page.getByRole('tab', { name: 'Profile' }).click();
      const profile = owner.page.getByRole('form', { name: 'Edit School Information' });
      await expect(profile.getByRole('textbox', { name: /School Name/ })).toHaveAccessibleDescription(
        'Reviewed before publishing',
      );
      await expect(profile.getByRole('textbox', { name: 'Facebook' })).toBeVisible();
      await profile.getByRole('textbox', { name: 'Phone' }).fill(wizardPhone);
      await profile.getByRole('button', { name: 'Save Changes' }).click();
      await expect(owner.page.getByRole('status').filter({ hasText: 'Changes Published' })).toContainText(
        'Your changes are live.',
      );
      await expect(profile.getByRole('status', { name: 'What your save did' })).toHaveText('Live now: Phone.');
      await owner.page.screenshot({ path: testInfo.outputPath('dashboard-published.png'), fullPage: false });
      const live = await visit(browser, `/schools/${renamed.slug}`);
      await expect(live.getByText(wizardPhone).first()).toBeVisible();
      await live.close();
    } finally {
      // Put the demo school back as it was for the other suites (an admin's edit applies at once).
      const restore = await admin.page.request.put(`/api/admin/schools/${school.id}`, {
        data: { name: school.name, phone: school.phone ?? '' },
        headers: await csrfHeaders(admin.context),
      });
      expect(restore.status()).toBe(200);
      const restored = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
      expect({ name: restored.name, slug: restored.slug, phone: restored.phone }).toEqual({
        name: school.name,
        slug: school.slug,
        phone: school.phone,
      });
      await Promise.all([owner.context.close(), admin.context.close()]);
    }
  });
});
