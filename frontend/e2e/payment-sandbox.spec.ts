import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, signIn, signInInNewContext } from './support/session';

const DECLINED = 'Your card was declined.';
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Fills the claim form and submits it; ends on the sandbox's TEST MODE checkout. */
async function startClaimCheckout(page: Page, label: string): Promise<string> {
  const stamp = `${label}-${Date.now().toString(36)}`;
  const email = `sandbox-${stamp}@example.com`;
  await page.goto('/claim-school');
  await page.getByLabel('School Name').fill(`Sandbox Card Academy ${stamp}`);
  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Cardholder');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(702) 555-0177');
  await page.getByLabel('Position/Title').fill('Business Manager');
  await page.getByLabel('Your Affiliation with the School').fill('I manage the school’s accounts and its listing.');
  await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
  await page.getByRole('button', { name: /Submit Claim/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_[0-9a-f]+$/);
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
  return email;
}

async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number (test)').fill(card);
  await page.getByRole('button', { name: 'Pay $995.00' }).click();
}

/** The claim's payment status as the admin's claim list reports it (what the worker applied). */
async function adminPaymentStatus(browser: Browser, email: string): Promise<() => Promise<string | undefined>> {
  const { page: admin } = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
  return async () => {
    const res = await admin.request.get(`/api/admin/claim-requests?search=${encodeURIComponent(email)}`);
    const body = await res.json();
    return body.claims?.[0]?.paymentStatus;
  };
}

test.describe('payment sandbox: test cards on the hosted checkout behave like Stripe', () => {
  test('4242 4242 4242 4242 pays the claim checkout and the admin sees the payment', async ({ browser, page }) => {
    const email = await startClaimCheckout(page, 'pays');
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/claim-school\?status=success/);

    const paymentStatus = await adminPaymentStatus(browser, email);
    await expect.poll(paymentStatus, { timeout: 20_000 }).toBe('completed');
  });

  test('4000 0000 0000 0002 is declined: the claimant stays on the checkout with the error and nothing is granted', async ({
    browser,
    page,
  }) => {
    const email = await startClaimCheckout(page, 'declined');
    await payWith(page, '4000 0000 0000 0002');

    const alert = page.getByRole('alert').filter({ hasText: DECLINED });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_[0-9a-f]+$/);
    await expect(page.getByRole('button', { name: 'Pay $995.00' })).toBeEnabled();
    await page.screenshot({ path: 'test-results/payment-sandbox-declined.png', fullPage: true });

    // Nothing was paid, so nothing reaches the claim, however long the worker is given.
    const paymentStatus = await adminPaymentStatus(browser, email);
    await page.waitForTimeout(3_000);
    expect(await paymentStatus()).toBe('pending');
    const sessionId = new URL(page.url()).pathname.split('/').pop();
    const view = await page.request.get(`/api/sandbox/checkout/${sessionId}`);
    expect(await view.json()).toMatchObject({ status: 'open', awaitingAuthentication: false });

    // Typing a new card clears the message.
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await expect(alert).toBeHidden();
  });

  test('4000 0025 0000 3155 asks for authentication: Fail declines, Complete pays', async ({ browser, page }) => {
    const email = await startClaimCheckout(page, 'authenticates');
    await payWith(page, '4000 0025 0000 3155');

    const step = page.getByRole('dialog', { name: 'Authenticate this payment' });
    await expect(step).toBeVisible();
    await expect(step.getByText('TEST MODE')).toBeVisible();
    await expect(step.getByText(/confirm the payment of \$995\.00/)).toBeVisible();
    await page.screenshot({ path: 'test-results/payment-sandbox-authentication.png', fullPage: true });

    await step.getByRole('button', { name: 'Fail' }).click();
    await expect(step).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: AUTHENTICATION_FAILED })).toBeVisible();
    await page.screenshot({ path: 'test-results/payment-sandbox-authentication-failed.png' });
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const paymentStatus = await adminPaymentStatus(browser, email);
    expect(await paymentStatus()).toBe('pending');

    await payWith(page, '4000 0025 0000 3155');
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/claim-school\?status=success/);
    await expect.poll(paymentStatus, { timeout: 20_000 }).toBe('completed');
  });

  test('a reload in the middle of authentication shows the step again', async ({ page }) => {
    await startClaimCheckout(page, 'reload');
    await payWith(page, '4000 0025 0000 3155');
    const step = page.getByRole('dialog', { name: 'Authenticate this payment' });
    await expect(step).toBeVisible();
    await page.reload();
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/claim-school\?status=success/);
  });
});

test.describe('payment sandbox: the same test cards on the /subscription card form', () => {
  // Only refusals here: the demo owner's school keeps its seeded state for the specs after this one.
  test('…0002 is declined and …3155 asks for authentication, whose Fail declines', async ({ page }) => {
    await signIn(page, OWNER, /\/school-dashboard$/);

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await page.getByRole('list', { name: 'Your schools' }).getByRole('button').first().click();
    const form = page.getByRole('form', { name: 'Payment form' });
    await expect(form.getByText('TEST MODE')).toBeVisible();

    await form.getByLabel('Card number (test)').fill('4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(form.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();

    await form.getByLabel('Card number (test)').fill('4000 0025 0000 3155');
    await form.getByRole('button', { name: 'Subscribe Now' }).click();
    const step = page.getByRole('dialog', { name: 'Authenticate this payment' });
    await expect(step).toBeVisible();
    await expect(step.getByText(/confirm the payment of \$99\.00/)).toBeVisible();
    await step.getByRole('button', { name: 'Fail' }).click();
    await expect(step).toBeHidden();
    await expect(form.getByRole('alert').filter({ hasText: AUTHENTICATION_FAILED })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await page.screenshot({ path: 'test-results/payment-sandbox-subscription-declined.png', fullPage: true });
  });
});
