import { linkInMail } from './support/mail';
import { mailTo } from './support/mail-text';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, csrfHeaders, signInInNewContext } from './support/session';

const FIRST_LOOK = { timeout: 20_000 };
const PASSWORD = 'Ledger-Sunrise-Walk-43';

/** A new owner whose monthly claim was paid with `card` in the sandbox and approved, on their Billing tab. */
async function paidOwnerOnBilling(browser: Browser, page: Page, card: string) {
  const stamp = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const schoolName = `Proration Point Academy ${stamp}`;
  const email = `switcher-${stamp}@example.com`;

  await page.goto('/claim-school');
  await page.locator('#pricing').getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel('School Name').fill(schoolName);
  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Ledger');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(702) 555-0143');
  await page.getByLabel('Position/Title').fill('Business Manager');
  await page.getByLabel('Your Affiliation with the School').fill('I keep the school’s books and its listing.');
  await page.getByRole('button', { name: /Submit Claim/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number (test)').fill(card);
  await page.getByRole('button', { name: 'Pay $99.00' }).click();
  await expect(page.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible({ timeout: 60_000 });

  const { context, page: admin } = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
  let claimId = 0;
  await expect
    .poll(async () => {
      const res = await admin.request.get(`/api/admin/claim-requests?search=${encodeURIComponent(email)}`);
      const claim = ((await res.json()) as { claims: { id: number; paymentStatus: string }[] }).claims[0];
      claimId = claim?.id ?? 0;
      return claim?.paymentStatus;
    }, FIRST_LOOK)
    .toBe('completed');
  const approved = await admin.request.post(`/api/admin/claims/${claimId}/approve`, {
    headers: await csrfHeaders(admin),
    data: {
      createSchool: {
        address: '43 Proration Point',
        city: 'Las Vegas',
        zipCode: '89123',
        grades: 'K-8',
        schoolType: 'College Prep',
      },
    },
  });
  expect(approved.status()).toBe(200);
  await context.close();

  await page.goto(await linkInMail(email, '/set-password'));
  await page.getByLabel('New Password').fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/school-dashboard$/);
  await page.getByRole('tab', { name: 'Billing' }).click();
  return { schoolName, email };
}

/**
 * Issue 43, the school's Billing tab: a new owner who paid monthly in the sandbox sees the card on file and the
 * first invoice with its PDF, switches to yearly after seeing the provider's proration, and finds the switch's
 * invoice beside the first; a card that declines at renewal is retried, and a new card from the billing portal
 * pays it.
 */
test.describe('school billing', () => {
  // The desktop project runs the first, the phone project (@phone) the second: the same walk at both sizes.
  for (const title of [
    'an owner switches monthly to yearly, seeing the proration first, and finds both invoices',
    'on a phone, an owner switches monthly to yearly and finds both invoices @phone',
  ])
    test(title, async ({ browser, page }) => {
      // A claim paid in the sandbox, the worker's webhooks, an approval and a password set from the mail.
      test.setTimeout(240_000);
      await paidOwnerOnBilling(browser, page, '4242 4242 4242 4242');

      // The card on file and the first invoice, with its PDF.
      await expect(page.getByText('Visa ending in 4242')).toBeVisible(FIRST_LOOK);
      const invoices = page.getByRole('table', { name: 'Invoices' });
      const first = invoices.getByRole('row').filter({ hasText: 'First payment' });
      await expect(first).toContainText('$99.00');
      await expect(first).toContainText('Paid');

      // The switch: the provider's proration is shown, and nothing changes until 'Switch to Yearly'.
      await page.getByRole('button', { name: 'Switch to yearly' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to the Yearly plan?' });
      const costs = dialog.getByRole('table', { name: 'What the switch costs' });
      await expect(costs).toContainText('$995.00');
      await expect(costs.getByRole('row').filter({ hasText: 'Credit for unused time' })).toContainText(/−\$9\d\.\d\d/);
      const charged = (await costs.getByRole('row').filter({ hasText: 'Charged today' }).innerText()).match(
        /\$(\d{3}\.\d\d)/,
      )![1];
      await page.screenshot({ path: `test-results/issue43-plan-switch-${test.info().project.name}.png` });
      await dialog.getByRole('button', { name: 'Switch to Yearly' }).click();
      await expect(page.getByText('Plan Switched')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Yearly', level: 2 })).toBeVisible();

      // The switch's invoice, for what the dialog said, with a PDF the sandbox renders.
      const switched = invoices.getByRole('row').filter({ hasText: 'Plan switch' });
      await expect(switched).toContainText(`$${charged}`, FIRST_LOOK);
      await expect(switched).toContainText('Paid');
      const pdfUrl = await switched.getByRole('link', { name: /^PDF of invoice/ }).getAttribute('href');
      const pdf = await page.request.get(pdfUrl!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      await expect(page.getByRole('button', { name: 'Switch to monthly' })).toBeVisible();
      await page.screenshot({
        path: `test-results/issue43-school-billing-${test.info().project.name}.png`,
        fullPage: true,
      });
    });

  test('a renewal the card declines waits for a retry; a new card in the billing portal pays it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const { schoolName, email } = await paidOwnerOnBilling(browser, page, '4000 0000 0000 0341');
    await expect(page.getByText('Visa ending in 0341')).toBeVisible(FIRST_LOOK);

    // The switch's prorated charge is declined too: nothing changes, and the dialog says why.
    await page.getByRole('button', { name: 'Switch to yearly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to the Yearly plan?' });
    await dialog.getByRole('button', { name: 'Switch to Yearly' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The card on file was declined');
    await dialog.getByRole('button', { name: 'Keep Monthly' }).click();

    // The sandbox's billing portal: its test clock brings the renewal, which the card declines.
    await page.getByRole('button', { name: 'Manage Billing' }).click();
    await expect(page).toHaveURL(/\/sandbox\/billing-portal\//);
    const subscription = page.getByTestId('sandbox-subscription');
    await subscription.getByRole('button', { name: 'Advance to the renewal (test clock)' }).click();
    await expect(subscription.getByText('Past due')).toBeVisible();
    const failed = await mailTo(email, `Payment failed for ${schoolName}`);
    expect(failed).toMatch(/premium/i);

    // A card that pays: the waiting renewal goes through at once, and the owner hears so.
    const form = page.getByRole('form', { name: 'Update card' });
    await form.getByLabel('New card number (test)').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByText('Card updated, and the failed payment went through.')).toBeVisible();
    await expect(subscription.getByText('Active')).toBeVisible();
    await mailTo(email, `Payment received: ${schoolName}'s premium listing continues`);
    await page.screenshot({ path: 'test-results/issue43-sandbox-portal.png', fullPage: true });

    await page.getByRole('link', { name: /^Return to/ }).click();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible(FIRST_LOOK);
    const renewal = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Renewal' });
    await expect(renewal).toContainText('$99.00');
    await expect(renewal).toContainText('Paid');
  });
});
