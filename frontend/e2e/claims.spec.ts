import { expect, test } from './support/page-errors';
import { ADMIN, signInInNewContext } from './support/session';

test.describe('claims: claim → sandbox checkout → pay → success → admin sees the payment', () => {
  test('a claimant pays in the sandbox and the admin sees the claim with payment completed', async ({
    browser,
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const email = `claimant-${stamp}@example.com`;
    const schoolName = `Sandbox Academy ${stamp}`;

    // The claim page: pricing with the computed saving, no plan chosen for the claimant (issue 36).
    await page.goto('/claim-school');
    await expect(page.getByRole('heading', { name: 'Claim Your School Profile' })).toBeVisible();
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('Save $193 per year')).toBeVisible();
    await expect(pricing.getByText('Save 17%')).toBeVisible();
    await expect(pricing.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
    await pricing.getByText('Monthly', { exact: true }).click();
    await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await pricing.getByRole('radio', { name: 'Yearly' }).check();

    await page.getByLabel('School Name').fill(schoolName);
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Claimant');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('(702) 555-0123');
    await page.getByLabel('Position/Title').fill('Head of School');
    await page.getByLabel('Your Affiliation with the School').fill('I lead the school and manage its public profile.');
    await page.getByRole('button', { name: /Submit Claim/ }).click();

    // The sandbox checkout, clearly in test mode, for the yearly plan.
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_[0-9a-f]+$/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await expect(page.getByText('$995.00', { exact: true })).toBeVisible();
    await expect(page.getByText(`Billed to ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay $995.00' }).click();

    // Back on the claim page with the checkout's id: the success panel once the server confirms the payment.
    await expect(page).toHaveURL(/\/claim-school\?status=success&session_id=cs_test_sbx_[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/24-48 hours/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');

    // The admin: the worker applies the signed webhooks; the claim shows payment completed.
    const { context, page: admin } = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });

    await expect
      .poll(
        async () => {
          const res = await admin.request.get(`/api/admin/claim-requests?search=${encodeURIComponent(email)}`);
          const body = await res.json();
          return body.claims?.[0]?.paymentStatus;
        },
        { timeout: 20_000 },
      )
      .toBe('completed');

    await admin.getByRole('tab', { name: 'Claims' }).click();
    await admin.getByLabel('Search claims').fill(email);
    const card = admin.locator('[data-testid^="claim-"]').filter({ hasText: schoolName });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Payment completed')).toBeVisible();
    await expect(card.getByText('Yearly plan', { exact: false })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await context.close();
  });

  test('cancelling the sandbox checkout returns to the claim page with nothing charged', async ({ page }) => {
    const stamp = Date.now().toString(36);
    await page.goto('/claim-school');
    await page.getByLabel('School Name').fill(`Cancelled Academy ${stamp}`);
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Chooser');
    await page.getByLabel('Email Address').fill(`cancel-${stamp}@example.com`);
    await page.getByLabel('Phone Number').fill('702-555-0188');
    await page.getByLabel('Position/Title').fill('Registrar');
    await page.getByLabel('Your Affiliation with the School').fill('I keep the school records up to date.');
    await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/claim-school\?status=cancelled$/);
    await expect(page.getByText(/Checkout was cancelled and nothing was charged/)).toBeVisible();
  });

  test('a success address typed by hand, or a checkout not yet confirmed, never says the payment was received', async ({
    page,
  }) => {
    await page.goto('/claim-school?status=success');
    await expect(page.getByRole('heading', { name: 'Confirming Your Payment' })).toBeVisible();
    await expect(page.getByText('We are confirming your payment…')).toBeVisible();
    await expect(page.getByText(/received your payment/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/claim-return-unconfirmed.png', fullPage: true });

    // A real checkout left unpaid: still only 'confirming', and Refresh asks again.
    const stamp = Date.now().toString(36);
    await page.goto('/claim-school');
    await page.getByLabel('School Name').fill(`Unpaid Academy ${stamp}`);
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Last Name').fill('Pending');
    await page.getByLabel('Email Address').fill(`unpaid-${stamp}@example.com`);
    await page.getByLabel('Phone Number').fill('702-555-0166');
    await page.getByLabel('Position/Title').fill('Registrar');
    await page.getByLabel('Your Affiliation with the School').fill('I keep the school records up to date.');
    await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const sessionId = new URL(page.url()).pathname.split('/').pop();
    const checked = page.waitForResponse((r) => r.url().includes(`/api/claims/checkout-status?sessionId=${sessionId}`));
    await page.goto(`/claim-school?status=success&session_id=${sessionId}`);
    expect(await (await checked).json()).toEqual({ status: 'pending' });
    await expect(page.getByText('We are confirming your payment…')).toBeVisible();
    await expect(page.getByText(/received your payment/)).toHaveCount(0);
    const again = page.waitForResponse((r) => r.url().includes('/api/claims/checkout-status'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await again;
    await expect(page.getByRole('heading', { name: 'Confirming Your Payment' })).toBeVisible();
  });
});
