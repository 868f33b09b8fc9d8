import type { Browser } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signIn, signInInNewContext } from './support/session';

interface PublicSchool {
  id: number;
  slug: string;
  phone: string | null;
}

/** The school as a visitor gets it: a fresh context, so nothing a browser cached earlier answers. */
async function publicSchool(browser: Browser, slug: string): Promise<PublicSchool> {
  const context = await browser.newContext();
  try {
    const res = await context.request.get(`/api/schools/slug/${encodeURIComponent(slug)}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as PublicSchool;
  } finally {
    await context.close();
  }
}

test.describe('admin audit log: reverting an applied owner change (docs/product.md "Edits and moderation")', () => {
  test("the owner's live phone edit is reverted from the Audit tab in one action", async ({
    page,
    browser,
  }, testInfo) => {
    // Two sign-ins (argon2) and a production build on a busy machine: more than the default 30 s.
    test.setTimeout(90_000);
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const school = (await (await owner.page.request.get('/api/school-dashboard/my-school')).json()) as PublicSchool;
    const oldPhone = school.phone;
    const newPhone = `702-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    const headers = await csrfHeaders(owner.page);
    // The portal's School Information form: a phone goes live at once (no review), recorded as 'Edited school'.
    const setPhone = (phone: string | null) =>
      owner.page.request.put(`/api/portal/schools/${school.id}`, { headers, data: { phone: phone ?? '' } });

    try {
      const saved = await setPhone(newPhone);
      expect(saved.status()).toBe(200);
      expect((await publicSchool(browser, school.slug)).phone).toBe(newPhone);

      await signIn(page, ADMIN, /\/admin-dashboard$/);
      const log = (await (
        await page.request.get(`/api/admin/audit-log?schoolId=${school.id}&action=school.updated&limit=5`)
      ).json()) as { items: { id: number; after: Record<string, unknown> }[] };
      const edit = log.items.find((item) => item.after.phone === newPhone)!;
      expect(edit).toBeDefined();

      await page.getByRole('tab', { name: 'Audit' }).click();
      await expect(page).toHaveURL(/\?tab=audit$/);
      await page.getByLabel('Person (name or email)').fill(OWNER.email);
      const row = page.getByTestId(`audit-entry-${edit.id}`);
      await expect(row).toContainText('Edited school');
      await expect(row).toContainText(`phone: ${oldPhone ?? '—'} → ${newPhone}`);

      await row.getByRole('button', { name: 'Revert' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revert this change?' });
      await expect(dialog.getByLabel('Fields to revert')).toContainText(`phone${oldPhone ?? '—'}←${newPhone}`);
      // The owner is told why: no reason, no revert.
      await dialog.getByRole('button', { name: 'Revert' }).click();
      await expect(dialog.getByText('Please say why the change is reverted')).toBeVisible();
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('The new number rings a different school.');
      await page.screenshot({ path: testInfo.outputPath('revert-dialog.png') });
      await dialog.getByRole('button', { name: 'Revert' }).click();
      await expect(page.getByText('Change Reverted')).toBeVisible();
      await expect(page.getByText('Reverted: phone.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The list shows the edit as reverted, and the revert names the entry it undid.
      await expect(row.getByText('Reverted', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Revert' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('reverted-row.png') });
      await page.getByLabel('Person (name or email)').fill(ADMIN.email);
      await expect(
        page.locator('[data-testid^="audit-entry-"]').filter({ hasText: `Reverted entry #${edit.id}` }),
      ).toHaveCount(1);

      // The public school shows the old phone again.
      expect((await publicSchool(browser, school.slug)).phone).toBe(oldPhone);
      const visitor = await browser.newPage();
      await visitor.goto(`/schools/${school.slug}`);
      if (oldPhone) await expect(visitor.getByText(oldPhone).first()).toBeVisible();
      await expect(visitor.getByText(newPhone)).toHaveCount(0);
      await visitor.close();
    } finally {
      // Other specs use the demo owner's school: leave its phone as it was whatever happened above.
      if ((await publicSchool(browser, school.slug)).phone !== oldPhone) await setPhone(oldPhone);
      await owner.context.close();
    }
  });
});
