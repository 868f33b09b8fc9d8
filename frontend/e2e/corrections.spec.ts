import { linkInMail, mailTo } from './support/mail';
import { untilHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

/**
 * Corrections from families (issue 44, docs/decisions/corrections.md): a visitor suggests the right phone number
 * on the school page, without an account; the owner accepts it in the dashboard's Corrections tab; the school page
 * shows the new number as 'From the school, {today}', and the family is told by e-mail. The seed's owner owns Example Boarding School.
 */
const MIN_FILL_MS = 3_000;
/** Today as the school page writes a fact's date (Las Vegas time): 'Dec 2, 2026'. */
const today = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
}).format(new Date());

test.describe('corrections from families', () => {
  test('a family suggests a phone number, the owner accepts it, the page shows it', async ({ page, browser }) => {
    // Sign-in, the 3-second fill time, the worker's mails: longer than the default 30 s.
    test.setTimeout(180_000);
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `correction-${marker}@example.com`;
    const newPhone = `(702) 555-${String(1000 + Math.floor(Math.random() * 8999)).slice(0, 4)}`;
    const owner = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard/ });

    try {
      // The family, on the school page, without an account.
      await page.goto(`/schools/${school.slug}`);
      const link = page.getByRole('button', { name: 'Suggest a correction' });
      await untilHydrated(link);
      await link.click();
      const opened = Date.now();
      const dialog = page.getByRole('dialog', { name: /Suggest a correction/ });
      await dialog.getByLabel('What is wrong?').selectOption('phone');
      await expect(dialog.getByText(`Shown now: ${school.phone}`)).toBeVisible();
      await dialog.getByLabel('Correct value').fill(newPhone);
      await dialog.getByLabel('Note (optional)').fill('The number on the page rings a dentist.');
      await dialog.getByLabel('Your e-mail (optional)').fill(email);
      await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - opened)));
      await dialog.getByRole('button', { name: 'Send correction' }).click();
      await expect(dialog.getByTestId('correction-sent')).toContainText('your correction was sent');
      // Nothing changed yet.
      await page.reload();
      await expect(page.getByRole('link', { name: school.phone }).first()).toBeVisible();
      await expect(page.getByText(newPhone)).toHaveCount(0);

      // The owner hears of it by e-mail and accepts it in the dashboard.
      const dashboardLink = await linkInMail(OWNER.email, '/school-dashboard', newPhone);
      expect(dashboardLink).toContain('tab=corrections');
      await owner.page.goto(dashboardLink);
      const card = owner.page.getByRole('article', { name: 'Correction to Phone' }).filter({ hasText: newPhone });
      await expect(card).toContainText(school.phone);
      await expect(card).toContainText('The family left an e-mail');
      await card.getByRole('button', { name: 'Accept and apply' }).click();
      await expect(owner.page.getByText('Correction applied')).toBeVisible();
      await expect(card).toHaveCount(0);

      // The school page (a fresh visitor) shows the new number; the family is told.
      const visitor = await browser.newPage();
      await visitor.goto(`/schools/${school.slug}`);
      await expect(visitor.getByRole('link', { name: newPhone }).first()).toBeVisible();
      // The accepted fact is the school's, of today (it went through the owner's edit path).
      await expect(visitor.getByTestId('contact-source')).toHaveText(`From the school, ${today}`);
      await visitor.close();
      const outcome = await mailTo(email, 'was accepted');
      expect(outcome).toContain(school.name);
    } finally {
      // Put the demo school's phone back for the other suites (an admin's edit applies at once).
      const restore = await admin.page.request.put(`/api/admin/schools/${school.id}`, {
        data: { name: school.name, phone: school.phone ?? '' },
        headers: await csrfHeaders(admin.context),
      });
      expect(restore.status()).toBe(200);
      await Promise.all([owner.context.close(), admin.context.close()]);
    }
  });
});
