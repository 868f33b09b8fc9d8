import { expect, test } from './support/page-errors';
import { ADMIN, csrfHeaders, signInInNewContext } from './support/session';

const FIRST_LOOK = { timeout: 20_000 };

/**
 * Issue 43, the operator's Billing tab: a school that paid in the sandbox is listed with its last payment; the
 * operator refunds part of it and comps another school, each asked first, and finds both in the Audit tab.
 */
test.describe('billing console', () => {
  test('the operator refunds part of a payment and comps a school; both are in the audit log', async ({
    browser,
    page,
  }) => {
    // A claim paid in the sandbox, the worker's webhook, the approval and three admin screens.
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const schoolName = `Refund Ridge Academy ${stamp}`;
    const email = `refund-payer-${stamp}@example.com`;

    await page.goto('/claim-school');
    await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
    await page.getByLabel('School Name').fill(schoolName);
    await page.getByLabel('First Name').fill('Avery');
    await page.getByLabel('Last Name').fill('Payer');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('(702) 555-0163');
    await page.getByLabel('Position/Title').fill('Business Manager');
    await page.getByLabel('Your Affiliation with the School').fill('I manage the school’s accounts and its listing.');
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $995.00' }).click();
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
          address: '43 Ledger Lane',
          city: 'Las Vegas',
          zipCode: '89117',
          grades: 'K-8',
          schoolType: 'College Prep',
        },
      },
    });
    expect(approved.status()).toBe(200);

    // The Billing tab: the figures, and the school's row with its plan and last payment.
    await admin.goto('/admin-dashboard?tab=billing');
    await expect(admin.getByText('Monthly recurring revenue')).toBeVisible(FIRST_LOOK);
    const row = admin.getByRole('row').filter({ hasText: schoolName });
    await expect(row).toContainText('Yearly', FIRST_LOOK);
    await expect(row).toContainText('Active');
    await expect(row).toContainText(/\$995\.00 on \w{3} \d+, \d{4}/);
    await admin.screenshot({ path: 'test-results/issue43-billing-console.png', fullPage: true });

    // Refund $100 of it: the dialog says what happens before anything is done.
    await row.getByRole('button', { name: `Refund the last payment of ${schoolName}` }).click();
    const refund = admin.getByRole('dialog', { name: `Refund the last payment of ${schoolName}?` });
    await expect(refund).toContainText('this cannot be undone');
    await refund.getByRole('button', { name: 'Refund what is left' }).click();
    await expect(refund.getByRole('alert')).toHaveText('Give a reason for the refund.');
    await refund.getByLabel('Amount in dollars (blank: all that is left)').fill('100');
    await refund.getByLabel('Reason').fill('Listing was offline for a week');
    await refund.getByRole('button', { name: 'Refund $100.00' }).click();
    await expect(admin.getByText('Refund Issued')).toBeVisible();
    await expect(refund).toBeHidden();

    // Comp another school: chosen from the directory, with a reason and a last day.
    const nextYear = new Date().getFullYear() + 1;
    await admin.getByRole('button', { name: 'Grant premium' }).click();
    const grant = admin.getByRole('dialog', { name: 'Grant premium without payment?' });
    await grant.getByLabel('School').fill('Refund Ridge');
    await admin.getByRole('option', { name: new RegExp(schoolName) }).click();
    await grant.getByLabel('Last day of premium').fill(`${nextYear}-06-30`);
    await grant.getByLabel('Reason').fill('Launch partner');
    await grant.getByRole('button', { name: 'Grant premium' }).click();
    await expect(admin.getByText('Premium Granted')).toBeVisible();
    const comp = admin.locator('[data-testid^="billing-comp-"]').filter({ hasText: schoolName });
    await expect(comp).toContainText(`Premium through Jun 30, ${nextYear}`);
    await expect(comp).toContainText('Reason: Launch partner');

    // Both are in the audit log, with who did them.
    await admin.goto('/admin-dashboard?tab=audit');
    const action = admin.getByRole('combobox', { name: /^Action/ });
    await action.click();
    await admin.getByRole('option', { name: 'Refunded payment', exact: true }).click();
    await expect(
      admin
        .getByRole('row')
        .filter({ hasText: 'Refunded payment' })
        .filter({ hasText: /Subscription/ })
        .first(),
    ).toBeVisible(FIRST_LOOK);
    await action.click();
    await admin.getByRole('option', { name: 'Granted complimentary premium', exact: true }).click();
    await expect(
      admin.getByRole('row').filter({ hasText: 'Granted complimentary premium' }).filter({ hasText: schoolName }),
    ).toBeVisible(FIRST_LOOK);
    await admin.screenshot({ path: 'test-results/issue43-audit.png', fullPage: true });
    await context.close();
  });
});
