import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, submitSignIn, type Account } from './support/session';

/** Console messages the browser writes when the Content-Security-Policy blocks something. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) violations.push(text);
  });
  return violations;
}

/** Opens /login, checks it is the 'School Portal Access' page, then signs in (the tests check where it lands). */
async function signInAtPortalAccess(page: Page, account: Account) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'School Portal Access' })).toBeVisible();
  await submitSignIn(page, account);
}

test.describe('identity: sign-in', () => {
  test('an admin lands on /admin-dashboard and is welcomed', async ({ page }) => {
    const csp = watchCsp(page);
    await signInAtPortalAccess(page, ADMIN);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Welcome back, Avery!')).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('a school owner lands on /school-dashboard', async ({ page }) => {
    await signInAtPortalAccess(page, OWNER);
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await expect(page.getByText('Welcome back, Olivia!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Portal' })).toBeVisible();
  });

  test('a wrong password shows Login Failed and stays on /login', async ({ page }) => {
    await signInAtPortalAccess(page, { email: OWNER.email, password: 'not-the-password' });
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'School login', exact: true })).toBeVisible();
  });

  test('the form shows the product’s messages before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claim your school' })).toHaveAttribute('href', '/claim-school');
  });

  test('logout in the header goes to / signed out, and the old session is gone', async ({ page }) => {
    await signInAtPortalAccess(page, OWNER);
    await expect(page).toHaveURL(/\/school-dashboard$/);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'School login', exact: true })).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('/auth-test shows the session, the login and logout links, and no secrets', async ({ page }) => {
    await signInAtPortalAccess(page, ADMIN);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/auth-test');
    await expect(page.getByLabel('Authentication status: Authenticated')).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'production' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', '/api/login');
    await expect(page.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    await expect(page.locator('main')).not.toContainText(/SECRET|DATABASE_URL|REDIS_URL|postgres:\/\//i);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth-test');
    await expect(page.getByLabel('Authentication status: Not authenticated')).toBeVisible();
  });

  test('/set-password without a link asks for the e-mail to send one to', async ({ page }) => {
    await page.goto('/set-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that email' })).toBeVisible();
  });
});

test.describe('identity: security headers in the browser', () => {
  test('the app renders under its Content-Security-Policy without violations', async ({ page }) => {
    const csp = watchCsp(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await expect(page.getByRole('banner')).toBeVisible();
    for (const path of ['/schools', '/login', '/auth-test']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
    }
    expect(csp).toEqual([]);
  });

  test('Swagger UI still works at /api/docs', async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto('/api/docs');
    await expect(page.getByRole('button', { name: 'POST /api/login', exact: true })).toBeVisible();
    expect(csp).toEqual([]);
  });
});
