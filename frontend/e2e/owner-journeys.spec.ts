import type { APIRequestContext, Page } from '@playwright/test';
import { linkInMail } from './support/mail';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, signIn, signInInNewContext, submitSignIn } from './support/session';

interface ListedSchool {
  name: string;
  slug: string;
  city: string;
  isPremium: boolean;
  managed: boolean;
}

/**
 * A listed school nobody manages, whose name no other listed school contains (the admin picks it by
 * name); the last such one, since other specs look at the first schools of the list.
 */
async function unclaimedSchool(request: APIRequestContext): Promise<ListedSchool> {
  const { schools } = (await (await request.get('/api/schools?limit=100')).json()) as {
    schools: ListedSchool[];
  };
  const school = [...schools]
    .reverse()
    .find(
      (candidate) =>
        !candidate.managed &&
        !candidate.isPremium &&
        schools.filter((other) => other.name.includes(candidate.name)).length === 1,
    );
  if (!school) throw new Error('no unclaimed school in the seed');
  return school;
}

async function fillClaimant(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Newowner');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(702) 555-0142');
  await page.getByLabel('Position/Title').fill('Head of School');
  await page.getByLabel('Your Affiliation with the School').fill('I run the school and keep its listing current.');
}

test.describe('owners: claim → pay → approve → set password → signed in', () => {
  test('a claimant becomes a signed-in owner without signing in again, and can change the password', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const school = await unclaimedSchool(request);
    const email = `new-owner-${Date.now().toString(36)}@example.com`;

    // The school's page: 'Claim This School' opens the form with the school's name filled in.
    await page.goto(`/schools/${school.slug}`);
    await page.getByRole('link', { name: 'Claim This School' }).click();
    await expect(page).toHaveURL(`/claim-school?school=${school.slug}`);
    await expect(page.getByLabel('School Name')).toHaveValue(school.name);
    await fillClaimant(page, email);
    await page.getByText('Monthly', { exact: true }).click();

    // Cancelling at checkout comes back to the form as it was left.
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/claim-school\?status=cancelled$/);
    await expect(page.getByText(/Your details are still filled in below/)).toBeVisible();
    await expect(page.getByLabel('School Name')).toHaveValue(school.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Your Affiliation with the School')).toHaveValue(
      'I run the school and keep its listing current.',
    );
    await expect(page.locator('#pricing').getByRole('radio', { name: 'Monthly' })).toBeChecked();

    // Paid this time.
    await page.getByRole('button', { name: /Submit Claim/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Claim Request Submitted!' })).toBeVisible();

    // The admin approves it for that school.
    const { context: adminContext, page: admin } = await signInInNewContext(browser, ADMIN, {
      landing: /\/admin-dashboard$/,
    });
    await expect
      .poll(
        async () => {
          const res = await admin.request.get(`/api/admin/claim-requests?search=${encodeURIComponent(email)}`);
          const body = (await res.json()) as { claims?: { paymentStatus: string }[] };
          return body.claims?.some((claim) => claim.paymentStatus === 'completed');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await admin.goto('/admin-dashboard?tab=claims');
    await admin.getByLabel('Search claims').fill(email);
    // This claimant's card only (other tests' claims may still be listed while the search applies).
    const card = admin
      .locator('[data-testid^="claim-"]')
      .filter({ hasText: 'Payment completed' })
      .filter({ hasText: email });
    await expect(card).toHaveCount(1);
    const picker = card.getByRole('combobox', { name: 'School in the directory' });
    await picker.fill(school.name);
    // Options name the address too ('Name · street, city, NV ZIP'): listings may share a name.
    const named = new RegExp(`^${school.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · .*${school.city}`);
    await admin.getByRole('option', { name: named }).click();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Claim Request Approved')).toBeVisible();
    await adminContext.close();

    // The e-mailed link: set a password and land on the dashboard, signed in.
    await page.goto(await linkInMail(email, '/set-password'));
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await page.getByLabel('New Password').fill('Red-Rock-Sunrise-1');
    await page.getByLabel('Confirm Password').fill('Red-Rock-Sunrise-1');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'School Dashboard' })).toBeVisible();
    await expect(page.getByText(school.name).first()).toBeVisible();
    await expect(page.getByText('Password Set')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

    // The school now has an owner: its page no longer offers a claim. (A visitor's own browser may keep the
    // earlier answer for its 30 s max-age, so a fresh visitor looks.)
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/schools/${school.slug}`);
    await expect(
      visitor.getByText(`Managed by the school: ${school.name} keeps this listing up to date.`),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Claim This School' })).toHaveCount(0);
    await visitorContext.close();

    // Settings: the e-mail, this product's note, and a password change (a wrong current password is refused).
    await page.goto('/portal');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByText(/You sign in with your e-mail and password/)).toBeVisible();
    await page.getByLabel('Current Password').fill('Not-The-Password-9');
    await page.getByLabel(/^New Password/).fill('Blue-Diamond-Road-7');
    await page.getByLabel('Confirm New Password').fill('Blue-Diamond-Road-7');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
    await page.getByLabel('Current Password').fill('Red-Rock-Sunrise-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed')).toBeVisible();

    // Signed out, only the new password opens the account.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, { email, password: 'Blue-Diamond-Road-7' }, /\/school-dashboard$/);
  });
});

test.describe('owners: signed out', () => {
  test('/portal says Unauthorized, goes to sign-in and comes back to the portal', async ({ page }) => {
    await page.goto('/portal');
    // The toast shows for the 500 ms before the redirect (its title is checked by the unit test).
    await expect(page.getByText('Please log in to access the portal.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fportal$/);
    await submitSignIn(page, OWNER);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'School Portal' })).toBeVisible();
  });

  test('/school-dashboard offers Sign In beside Claim Your School', async ({ page }) => {
    await page.goto('/school-dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claim Your School' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fschool-dashboard$/);
    await submitSignIn(page, OWNER);
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'School Dashboard' })).toBeVisible();
  });

  test('a link to a dashboard tab (as mailed) comes back to that tab after signing in', async ({ page }) => {
    await page.goto('/school-dashboard?tab=leads');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fschool-dashboard%3Ftab%3Dleads$/);
    await submitSignIn(page, OWNER);
    await expect(page).toHaveURL(/\/school-dashboard\?tab=leads$/);
    await expect(page.getByRole('tab', { name: /Leads/, selected: true })).toBeVisible();
  });
});
