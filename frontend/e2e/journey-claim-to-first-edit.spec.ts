import { linkInMail } from './support/mail';
import { mailTo } from './support/mail-text';
import { expect, test } from './support/page-errors';
import { ADMIN, signInInNewContext } from './support/session';

const PASSWORD = 'Canyon-Morning-Walk-4';

/**
 * Journey (a), issue 15: a school representative claims a school that is not
 * listed yet, pays in the sandbox with 4242, is approved by an admin, sets a
 * password from the e-mailed link (and is signed in by it), and makes a first
 * edit in the portal. On the way: the return page confirms the payment with the
 * server, a receipt arrives, and the billing tab offers Cancel, then Resume.
 */
test.describe('journey: claim → pay → approve → set password → first edit', () => {
  test('a new owner gets from the claim form to their first live edit', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const email = `journey-a-${stamp}@example.com`;
    const schoolName = `Journey Ridge Academy ${stamp}`;

    // The claim, paid with the test card that pays.
    await page.goto('/claim-school');
    await page.getByLabel('School Name').fill(schoolName);
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Founder');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('(702) 555-0131');
    await page.getByLabel('Position/Title').fill('Founding Principal');
    await page.getByLabel('Your Affiliation with the School').fill('I founded the school and run its admissions.');
    await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_[0-9a-f]+$/);
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $995.00' }).click();

    // Back with the checkout's id; "received your payment" once the server has the verified webhook.
    await expect(page).toHaveURL(/\/claim-school\?status=success&session_id=cs_test_sbx_[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/We have received your payment/)).toBeVisible();
    await page.screenshot({ path: 'test-results/journey-a-payment-confirmed.png', fullPage: true });

    // The receipt: amount, plan, school, date.
    const receipt = await mailTo(email, 'Receipt for your payment of $995.00');
    expect(receipt).toContain('Plan: Yearly');
    expect(receipt).toContain(`School: ${schoolName}`);
    expect(receipt).toMatch(/Date: \w+ \d{1,2}, \d{4}/);

    // The admin creates the listing from the claim and approves it (no owner yet: no conflict banner).
    const { page: admin } = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard/ });
    await admin.goto('/admin-dashboard');
    await admin.getByRole('tab', { name: 'Claims' }).click();
    await admin.getByLabel('Search claims').fill(email);
    const card = admin.locator('[data-testid^="claim-"]').filter({ hasText: schoolName });
    await expect(card.getByText('Payment completed')).toBeVisible();
    await expect(card.getByTestId('claim-conflict')).toHaveCount(0);
    await card.getByRole('button', { name: 'Not listed? Create it from this claim' }).click();
    await card.getByLabel('Street address').fill('4100 Journey Ridge Rd');
    await card.getByLabel('ZIP code').fill('89135');
    await card.getByLabel('Grades (e.g. K-12)').fill('K-8');
    // The type is picked from the list of docs/product.md "The lists".
    await card.getByRole('combobox', { name: /School type/ }).click();
    await admin.getByRole('option', { name: 'Montessori', exact: true }).click();
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText('Claim Request Approved')).toBeVisible();
    await admin.context().close();

    // The e-mailed link: a password, and the owner is signed in on their dashboard.
    await page.goto(await linkInMail(email, '/set-password'));
    await page.getByLabel('New Password').fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText(schoolName).first()).toBeVisible();

    // The first edit, in the portal: a fact the owner knows best goes live at once.
    await page.goto('/portal');
    await page.getByRole('tab', { name: 'Schools' }).click();
    const form = page.getByRole('form', { name: 'Edit School Information' });
    await form.getByLabel('Phone', { exact: true }).fill('(702) 555-0199');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('School information updated successfully.')).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    const slug = schoolName.toLowerCase().replace(/\s+/g, '-');
    await visitor.goto(`/schools/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();
    await expect(visitor.getByText('(702) 555-0199').first()).toBeVisible();
    await visitor.context().close();

    // Billing: the claim's subscription is the school's; Cancel disappears once scheduled, Resume takes it back.
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(page.getByText('Yearly plan')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByText('Subscription Ending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/journey-a-billing-ending.png', fullPage: true });
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(page.getByText('Subscription Resumed')).toBeVisible();
    await expect(page.getByText('Subscription Ending')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  });
});
