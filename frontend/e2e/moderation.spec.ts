import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

async function approveInAdmin(admin: Page, search: string) {
  await admin.goto('/admin-dashboard');
  await admin.getByRole('tab', { name: 'Approvals' }).click();
  await admin.getByLabel('Search by type, submitter or change data').fill(search);
  const card = admin.locator('[data-testid^="admin-change-"]').filter({ hasText: search });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Pending')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('The change has been approved and applied.')).toBeVisible();
  await expect(card.getByText('Approved')).toBeVisible();
}

test.describe('moderation: owner submissions and admin decisions', () => {
  // Two or three browsers each signing in (argon2) per test: 27–58 s on a busy shared machine, more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('an approved profile change shows on the public school page', async ({ browser }) => {
    const stamp = `E2E ${Date.now().toString(36)}`;
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    // The religious affiliation is reviewed before publishing (docs/product.md "Edits and moderation").
    const affiliation = `Interfaith ${stamp}`;

    await owner.page.getByRole('tab', { name: 'Profile' }).click();
    await owner.page.getByLabel('Religious Affiliation').fill(affiliation);
    await owner.page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(owner.page.getByText('Your profile changes have been submitted for review.')).toBeVisible();
    await owner.page.getByRole('tab', { name: /Pending/ }).click();
    await expect(owner.page.getByText(affiliation)).toBeVisible();

    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    await approveInAdmin(admin.page, stamp);

    const visitor = await browser.newPage();
    await visitor.goto(`/schools/${school.slug}`);
    await expect(visitor.getByText(affiliation).first()).toBeVisible();

    // Put the demo school back as it was for the other suites (an admin's edit applies at once).
    const restore = await admin.page.request.put(`/api/admin/schools/${school.id}`, {
      data: { religiousAffiliation: school.religiousAffiliation ?? '' },
      headers: await csrfHeaders(admin.context),
    });
    expect(restore.status()).toBe(200);
    await Promise.all([owner.context.close(), admin.context.close(), visitor.close()]);
  });

  test('an approved guest article appears on /articles', async ({ browser }) => {
    const title = `E2E guest article ${Date.now().toString(36)}`;
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    await owner.page.getByRole('tab', { name: 'Articles' }).click();
    await owner.page.getByLabel('Title').fill(title);
    await owner.page.getByLabel('Category').click();
    await owner.page.getByRole('option', { name: 'PARENT TIPS' }).click();
    await owner.page.getByLabel('Excerpt').fill('What to ask on a school tour.');
    await owner.page.getByLabel('Content').fill('## Ask about class sizes\n\nAnd about homework.');
    await owner.page.getByRole('button', { name: 'Submit Article' }).click();
    await expect(owner.page.getByText('Your article has been submitted for review.')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/articles');
    await expect(visitor.getByRole('heading', { name: 'Articles & Guides' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    // The reviewer reads the body as the article page will show it: Markdown rendered, not raw.
    await admin.page.getByRole('tab', { name: 'Approvals' }).click();
    await admin.page.getByLabel('Search by type, submitter or change data').fill(title);
    const pending = admin.page.locator('[data-testid^="admin-change-"]').filter({ hasText: title });
    await expect(pending.getByRole('heading', { name: 'Ask about class sizes' })).toBeVisible();
    await expect(pending.getByText('## Ask about class sizes')).toHaveCount(0);
    await expect(pending.getByText('Submitted by Olivia Owens (owner@example.com)')).toBeVisible();
    await approveInAdmin(admin.page, title);
    // The activity log names the article, not its id.
    await admin.page.goto('/admin-dashboard');
    await expect(admin.page.getByText(`Article: ${title}`).first()).toBeVisible();

    // A fresh visitor: public answers may be cached by the browser for 30 s.
    const later = await browser.newPage();
    await later.goto('/articles');
    await expect(later.getByText(title)).toBeVisible();
    // The byline credits the school that wrote it, in the list and on the article page.
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    const byline = `By Olivia Owens, ${school.name}`;
    const card = later.getByRole('link').filter({ hasText: title });
    await expect(card.getByText(byline)).toBeVisible();
    // A school's own writing is labelled 'From {school}' in the list and on its page (issue 35).
    await expect(card.getByTestId('guest-school')).toHaveText(`From ${school.name}`);
    await card.click();
    await expect(later.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(later.getByText(byline)).toBeVisible();
    await expect(later.getByRole('article').getByTestId('guest-school')).toHaveText(`From ${school.name}`);
    await later.screenshot({ path: test.info().outputPath('guest-article.png') });

    // Unpublish it again so the other suites see the seeded list.
    const list = await (await admin.page.request.get(`/api/admin/articles?search=${encodeURIComponent(title)}`)).json();
    const unpublish = await admin.page.request.patch(`/api/admin/articles/${list.items[0].id}/toggle-status`, {
      data: { isPublished: false },
      headers: await csrfHeaders(admin.context),
    });
    expect(unpublish.status()).toBe(200);
    await Promise.all([owner.context.close(), admin.context.close(), visitor.close(), later.close()]);
  });

  test('a school switched to Draft disappears from /schools', async ({ browser }) => {
    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    // A plain (non-premium) school from the middle of the directory.
    const listing = await (await admin.page.request.get('/api/schools?limit=12&page=3')).json();
    const school = listing.schools.find((s: { isPremium: boolean }) => !s.isPremium) ?? listing.schools[0];
    const visitor = await browser.newPage();
    const search = `/schools?location=${encodeURIComponent(school.name)}`;
    await visitor.goto(search);
    await expect(visitor.getByRole('heading', { name: school.name }).first()).toBeVisible();

    await admin.page.getByRole('tab', { name: 'Schools' }).click();
    await admin.page.getByLabel('Search schools by name, city or website').fill(school.name);
    const card = admin.page.getByTestId(`admin-school-${school.id}`);
    await expect(card.getByText('Live')).toBeVisible();
    await card.getByRole('switch').click();
    await expect(admin.page.getByText('School status has been updated.')).toBeVisible();
    await expect(card.getByText('Draft')).toBeVisible();

    // A fresh visitor: public answers may be cached by the browser for 30 s.
    const later = await browser.newPage();
    await later.goto(search);
    await expect(later.getByRole('heading', { name: 'Las Vegas Private School Directory' })).toBeVisible();
    await expect(later.getByRole('heading', { name: school.name })).toHaveCount(0);
    await later.goto(`/schools/${school.slug}`);
    await expect(later.getByRole('heading', { level: 1, name: 'School Not Found' })).toBeVisible();

    // Back to Live for the other suites.
    await card.getByRole('switch').click();
    await expect(card.getByText('Live')).toBeVisible();
    await Promise.all([admin.context.close(), visitor.close(), later.close()]);
  });

  test('an owner edits their school in the portal and the change is live at once', async ({ browser }) => {
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    await owner.page.goto('/portal');
    await expect(owner.page.getByRole('heading', { name: 'School Portal' })).toBeVisible();
    await expect(owner.page.getByText('Welcome back, Olivia')).toBeVisible();
    await expect(owner.page.getByText(school.name)).toBeVisible();
    await expect(owner.page.getByTestId(`subscription-status-${school.id}`)).toBeVisible();

    await owner.page.getByRole('tab', { name: 'Schools' }).click();
    await owner.page.getByLabel('Phone').fill('702-555-0177');
    await owner.page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(owner.page.getByText('School information updated successfully.')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`/schools/${school.slug}`);
    await expect(visitor.getByText('702-555-0177').first()).toBeVisible();

    const restore = await owner.page.request.put(`/api/portal/schools/${school.id}`, {
      data: { phone: school.phone },
      headers: await csrfHeaders(owner.context),
    });
    expect(restore.status()).toBe(200);
    await Promise.all([owner.context.close(), visitor.close()]);
  });

  test('the admin screen turns away visitors and other roles', async ({ browser, page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Admin access required')).toBeVisible();
    // Signed out: to sign-in, which then returns to /admin.
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

    // A signed-in owner is sent to /login, which forwards them to their own dashboard.
    const owner = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    await owner.page.goto('/admin-dashboard');
    await expect(owner.page.getByText('Admin access required')).toBeVisible();
    await expect(owner.page).not.toHaveURL(/\/admin/);
    await expect(owner.page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await owner.context.close();
  });
});
