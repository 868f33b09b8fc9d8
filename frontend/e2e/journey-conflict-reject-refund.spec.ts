import { mailTo } from './support/mail-text';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER as DEMO_OWNER, signInInNewContext } from './support/session';

/** The demo owner (owns the first premium school by name), with the name the conflict banner shows. */
const OWNER = { ...DEMO_OWNER, name: 'Olivia Owens' };

/**
 * Journey (b), issue 15: a stranger claims (and pays for) a school that already
 * has an owner. The claim form does not say so; the admin's claim view shows a
 * conflict banner naming the owner; the admin rejects the claim with notes; the
 * payment is refunded through the provider (the sandbox) and the claimant is
 * told by e-mail. Nothing is granted.
 */
test.describe('journey: conflicting claim → conflict banner → reject → refund', () => {
  test("a stranger's paid claim on an owned school is rejected and refunded", async ({ browser, page }) => {
    test.setTimeout(150_000);
    const { page: owner } = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
    const links = (await (await owner.request.get('/api/portal/schools')).json()) as { school: { name: string } }[];
    const schoolName = links[0].school.name;
    await owner.context().close();

    const stamp = Date.now().toString(36);
    const email = `stranger-${stamp}@example.com`;
    await page.goto('/claim-school');
    await page.getByLabel('School Name').fill(schoolName);
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Stranger');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('(702) 555-0177');
    await page.getByLabel('Position/Title').fill('Parent volunteer');
    await page.getByLabel('Your Affiliation with the School').fill('I help at the school and want to run its listing.');
    await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    // The public form says nothing about who owns the school: straight on to the checkout.
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_[0-9a-f]+$/);
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $995.00' }).click();
    await expect(page.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(OWNER.email)).toHaveCount(0);
    await expect(page.getByText(OWNER.name)).toHaveCount(0);

    // The admin's claim view: the conflict banner names the current owner.
    const { page: admin } = await signInInNewContext(browser, ADMIN, { landing: { not: /\/login/ } });
    await admin.goto('/admin-dashboard');
    await admin.getByRole('tab', { name: 'Claims' }).click();
    await admin.getByLabel('Search claims').fill(email);
    const active = admin.getByRole('region', { name: /Active Claims/ });
    const card = active.locator('[data-testid^="claim-"]').filter({ hasText: email });
    await expect(card.getByText('Payment completed')).toBeVisible({ timeout: 20_000 });
    const banner = card.getByTestId('claim-conflict');
    await expect(banner).toContainText(`${schoolName} already has an owner`);
    await expect(banner).toContainText(`${OWNER.name} (${OWNER.email})`);
    await card.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'test-results/journey-b-conflict-banner.png', fullPage: true });

    // Reject, with notes; the dialog says what happens to the payment first.
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject the claim for ${schoolName}?` });
    await expect(dialog).toContainText('is e-mailed your notes');
    await expect(dialog).toContainText('refunded in full to the card');
    const notes = 'This school is already managed by its staff. Please ask the school office to add you.';
    await dialog.getByLabel(/Notes for the claimant/).fill(notes);
    await admin.screenshot({ path: 'test-results/journey-b-reject-dialog.png' });
    await dialog.getByRole('button', { name: 'Reject claim' }).click();
    await expect(admin.getByText('Claim Rejected')).toBeVisible();
    await expect(admin.getByText(/their payment of \$995\.00 was refunded/)).toBeVisible();

    // The claim now shows rejected and refunded.
    const rejected = admin
      .getByRole('region', { name: /Rejected Claims/ })
      .locator('[data-testid^="claim-"]')
      .filter({ hasText: email });
    await expect(rejected.getByText('Refunded $995.00')).toBeVisible();
    await expect(rejected.getByText(notes)).toBeVisible();
    await expect(active.locator('[data-testid^="claim-"]').filter({ hasText: email })).toHaveCount(0);
    await rejected.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'test-results/journey-b-rejected.png', fullPage: true });

    // The refund as the payment provider (the sandbox) recorded it, and nothing granted.
    const listed = (await (
      await admin.request.get(`/api/admin/claim-requests?status=rejected&search=${encodeURIComponent(email)}`)
    ).json()) as { claims: { refundId: string | null; refundedAmount: number | null; userId: string | null }[] };
    expect(listed.claims[0]).toMatchObject({ refundedAmount: 99500, userId: null });
    expect(listed.claims[0].refundId).toMatch(/^re_sbx_/);
    await admin.context().close();

    // The claimant's e-mail: the notes and the refund.
    const mail = await mailTo(email, `Your claim for ${schoolName} was not approved`);
    expect(mail).toContain(notes);
    expect(mail).toContain('Your payment of $995.00 was refunded to your card');
    // It says 'reply to this e-mail' and comes from a no-reply address: the reply goes to the team (issue 36).
    expect(mail).toMatch(/^Reply-To: .*hello@vegasprivateschools\.example/im);
  });
});
