import type { APIRequestContext, Page } from '@playwright/test';
import { mailTo } from './support/mail-text';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

/**
 * Issue 36, "Claims": what a claimant, the demo owner and the operator met. Claiming says what it costs before any
 * form, with no plan chosen for the claimant; a claim on a school that already pays is recorded (no dead end) and
 * reaches the admin, whose picker shows the school it has chosen; the team inbox and the admin header say what
 * waits; one subscription status in the same words on the dashboard and in the portal.
 */

/** The team inbox of the served app (CONTACT_EMAIL's default: serve.mjs sets neither it nor CONTACT_INBOX). */
const TEAM_INBOX = 'hello@vegasprivateschools.example';
const PRICES = '$99.00 per month or $995.00 per year';

interface ListedSchool {
  name: string;
  slug: string;
  isPremium: boolean;
  managed: boolean;
}

/** A listed school nobody manages and that is not premium: its page offers the claim box. */
async function unmanagedSchool(request: APIRequestContext): Promise<ListedSchool> {
  const { schools } = (await (await request.get('/api/schools?limit=100')).json()) as { schools: ListedSchool[] };
  const school = schools.find((candidate) => !candidate.managed && !candidate.isPremium);
  if (!school) throw new Error('no unmanaged school in the seed');
  return school;
}

async function fillClaim(page: Page, schoolName: string, email: string, firstName = 'Quinn'): Promise<void> {
  await page.getByLabel('School Name').fill(schoolName);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Claimant');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(702) 555-0161');
  await page.getByLabel('Position/Title').fill('Head of School');
  await page.getByLabel('Your Affiliation with the School').fill('I lead the school and look after its listing.');
}

/** A shared machine can take a while to load a page's chunk: the first look at each page waits longer. */
const FIRST_LOOK = { timeout: 30_000 };

test.describe('issue 36: claims', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.describe.configure({ timeout: 120_000 });

  test('the school page and the claim form say what claiming costs before any form; no plan is chosen', async ({
    page,
    request,
  }) => {
    const school = await unmanagedSchool(request);
    await page.goto(`/schools/${school.slug}`);
    const claimBox = page.getByRole('region', { name: `Are you affiliated with ${school.name}?` });
    await expect(claimBox.getByTestId('claim-price')).toHaveText(
      `Claiming comes with a Premium plan: ${PRICES}.`,
      FIRST_LOOK,
    );
    await claimBox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/issue36-school-claim-box.png' });

    await claimBox.getByRole('link', { name: 'Claim This School' }).click();
    await expect(page.getByLabel('School Name')).toHaveValue(school.name, FIRST_LOOK);
    const cost = page.getByTestId('claim-cost');
    await expect(cost).toContainText('Claiming comes with a Premium plan');
    await expect(cost).toContainText(PRICES);
    // The cost comes before the form, on a phone too.
    const costBox = (await cost.boundingBox())!;
    const formBox = (await page.getByRole('form', { name: 'Claim request form' }).boundingBox())!;
    expect(costBox.y).toBeLessThan(formBox.y);
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
    await expect(pricing.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    await page.screenshot({ path: 'test-results/issue36-claim-page.png', fullPage: true });

    // Sent without a plan: it asks for one and stays on the page (no checkout, no Yearly chosen behind the back).
    await fillClaim(page, school.name, `no-plan-${Date.now().toString(36)}@example.com`);
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    const form = page.getByRole('form', { name: 'Claim request form' });
    await expect(form.getByRole('alert')).toContainText('Please select a subscription plan');
    await expect(pricing.getByText('Please select a subscription plan')).toBeVisible();
    await expect(page).toHaveURL(/\/claim-school\?school=/);
    await page.screenshot({ path: 'test-results/issue36-claim-no-plan.png', fullPage: true });
  });

  test('a claim on a school that already pays is recorded, reaches the team and the admin, and can be approved', async ({
    browser,
    page,
  }) => {
    // Two claims, a sandbox payment, the worker's webhook and four screens: slow on a shared machine.
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const schoolName = `Paying Prep ${stamp}`;

    // A school that pays: a first claim, paid in the sandbox and approved with a new listing.
    const firstEmail = `first-payer-${stamp}@example.com`;
    await page.goto('/claim-school');
    await page.locator('#pricing').getByRole('radio', { name: 'Yearly' }).check();
    await fillClaim(page, schoolName, firstEmail);
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByLabel('Card number (test)').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $995.00' }).click();
    await expect(page.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible({ timeout: 60_000 });

    const { context: adminContext, page: admin } = await signInInNewContext(browser, ADMIN, {
      landing: /\/admin-dashboard$/,
    });
    let firstId = 0;
    await expect
      .poll(
        async () => {
          const res = await admin.request.get(`/api/admin/claim-requests?search=${encodeURIComponent(firstEmail)}`);
          const claim = ((await res.json()) as { claims: { id: number; paymentStatus: string }[] }).claims[0];
          firstId = claim?.id ?? 0;
          return claim?.paymentStatus;
        },
        { timeout: 20_000 },
      )
      .toBe('completed');
    // Paid: the team inbox hears that it waits.
    expect(await mailTo(TEAM_INBOX, `Claim waiting for review: ${schoolName}`)).toContain('Paid through the checkout');
    const approved = await admin.request.post(`/api/admin/claims/${firstId}/approve`, {
      headers: await csrfHeaders(admin),
      data: {
        createSchool: {
          address: '1 Payer Way',
          city: 'Las Vegas',
          zipCode: '89117',
          grades: 'K-8',
          schoolType: 'College Prep',
        },
      },
    });
    expect(approved.status()).toBe(200);

    // A second person claims it: no billing page, no sign-in loop, nothing about payment; the team will verify it.
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    const strangerEmail = `second-claimant-${stamp}@example.com`;
    await stranger.goto('/claim-school');
    await stranger.locator('#pricing').getByRole('radio', { name: 'Monthly' }).check();
    await fillClaim(stranger, schoolName, strangerEmail, 'Riley');
    await stranger.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(stranger.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible();
    const told = stranger.getByText(/We have received your claim for/);
    await expect(told).toHaveText(
      `Thank you! We have received your claim for ${schoolName}. Our team verifies every request, typically within 24-48 hours, and will e-mail you once it is decided.`,
    );
    await expect(stranger).toHaveURL(/\/claim-school$/);
    await expect(stranger.getByRole('link', { name: /billing/i })).toHaveCount(0);
    await stranger.screenshot({ path: 'test-results/issue36-claim-recorded.png', fullPage: true });
    await strangerContext.close();
    expect(await mailTo(TEAM_INBOX, `Claim waiting for review: ${schoolName} (Riley Claimant)`)).toContain(
      'No payment needed',
    );

    // The admin: the header counts it, the card has the co-owner banner and its picker has chosen the school.
    await admin.goto('/admin-dashboard?tab=claims');
    await expect(admin.getByTestId('review-queue')).toContainText(/\d+ claims? waiting for review/, FIRST_LOOK);
    await admin.getByLabel('Search claims').fill(strangerEmail);
    const card = admin.locator('[data-testid^="claim-"]').filter({ hasText: strangerEmail });
    await expect(card.getByText('No payment needed: the school already pays')).toBeVisible();
    await expect(card.getByTestId('claim-conflict')).toContainText(`${schoolName} already has an owner`);
    await expect(card.getByRole('combobox', { name: 'School in the directory' })).toHaveValue(
      new RegExp(`^${schoolName} · 1 Payer Way`),
    );
    const approve = card.getByRole('button', { name: 'Approve as co-owner' });
    await expect(approve).toBeEnabled();
    await card.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'test-results/issue36-admin-claim.png', fullPage: true });
    await approve.click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Add as co-owner' }).click();
    await expect(admin.getByText('Claim Request Approved')).toBeVisible();
    await adminContext.close();
  });

  test('the header counts what waits, each count opening its tab', async ({ browser }) => {
    const { context, page: admin } = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    const header = admin.getByTestId('review-queue');
    // Other tests add claims and changes meanwhile: the words, not a figure read a moment earlier.
    await expect(header).toContainText(/(\d+ claims? waiting for review|No claims waiting)/, FIRST_LOOK);
    await expect(header).toContainText(/(\d+ changes? waiting for review|No changes waiting)/);
    await admin.screenshot({ path: 'test-results/issue36-admin-header.png' });
    await header.getByText(/changes? waiting|No changes waiting/).click();
    await expect(admin).toHaveURL(/tab=approvals/);
    await header.getByText(/claims? waiting|No claims waiting/).click();
    await expect(admin).toHaveURL(/tab=claims/);
    await context.close();
  });

  test('the demo owner sees one status in the same words on the dashboard and in the portal', async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const dashboardChip = page.getByTestId('dashboard-subscription-status');
    await expect(dashboardChip).toBeVisible(FIRST_LOOK);
    const dashboardWords = (await dashboardChip.textContent())?.trim();
    // The demo owner's school is premium (the team's grant): never a grey 'Inactive'.
    expect(dashboardWords).not.toBe('Inactive');
    await page.screenshot({ path: 'test-results/issue36-dashboard-status.png' });

    await page.goto('/portal');
    const portalChip = page.locator('[data-testid^="subscription-status-"]').first();
    await expect(portalChip).toBeVisible(FIRST_LOOK);
    await expect(portalChip).not.toHaveText(/Loading/, FIRST_LOOK);
    await expect(portalChip).toHaveText(dashboardWords!);
    await context.close();
  });
});

test.describe('issue 36: claims on a phone', () => {
  test.describe.configure({ timeout: 90_000 });
  test('the cost is said before the form on a 390 px screen @phone', async ({ page, request }) => {
    const school = await unmanagedSchool(request);
    await page.goto(`/schools/${school.slug}`);
    const price = page.getByTestId('claim-price');
    await expect(price).toHaveText(`Claiming comes with a Premium plan: ${PRICES}.`, FIRST_LOOK);
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/issue36-phone-school-claim-box.png' });

    await page.goto(`/claim-school?school=${school.slug}`);
    const cost = page.getByTestId('claim-cost');
    await expect(cost).toContainText(PRICES, FIRST_LOOK);
    const costBox = (await cost.boundingBox())!;
    const formBox = (await page.getByRole('form', { name: 'Claim request form' }).boundingBox())!;
    expect(costBox.y).toBeLessThan(formBox.y);
    // Nothing overflows the phone's width.
    expect(costBox.x + costBox.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/issue36-phone-claim-page.png', fullPage: true });
  });
});
