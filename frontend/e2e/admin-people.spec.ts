import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfToken, signIn, submitSignIn } from './support/session';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The demo owner's account id, read as the admin. */
async function ownerId(admin: Page): Promise<string> {
  const res = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(OWNER.email)}`);
  const { items } = (await res.json()) as { items: { id: string; email: string }[] };
  return items.find((user) => user.email === OWNER.email)!.id;
}

test.describe('admin: people and mail', () => {
  test('disabling the demo owner ends their open session and refuses sign-in; enabling lets them back', async ({
    page,
    browser,
  }) => {
    // Two browsers, several sign-ins (argon2) and the audit log: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    // The owner is signed in, in a browser of their own, before anything happens.
    const owner = await newPage(browser);
    await signIn(owner, OWNER, /\/school-dashboard$/);
    expect((await owner.request.get('/api/auth/user')).status()).toBe(200);

    await signIn(page, ADMIN, /\/admin-dashboard$/);
    const id = await ownerId(page);
    try {
      await page.getByRole('tab', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\?tab=users$/);
      await page.getByLabel('Search users by name or email').fill(OWNER.email);
      const card = page.getByTestId(`admin-user-${id}`);
      await expect(card).toContainText(OWNER.email);
      await expect(card).toContainText('School Admin');
      await expect(card).toContainText(/Last sign-in: (?!never)/);
      await expect(card.getByText('Active', { exact: true })).toBeVisible();

      await card.getByRole('button', { name: 'Disable' }).click();
      const dialog = page.getByRole('dialog', { name: /^Disable / });
      await expect(dialog).toContainText('signed out everywhere at once');
      await dialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(page.getByText('Account Disabled')).toBeVisible();
      await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

      // The owner's open session is gone: the next call is 401 and the portal sends them to sign in.
      expect((await owner.request.get('/api/auth/user')).status()).toBe(401);
      expect((await owner.request.get('/api/portal/schools')).status()).toBe(401);
      // Its page, reloaded, is signed out and offers to sign in again.
      await owner.reload();
      await expect(owner.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await owner.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await expect(owner).toHaveURL(/\/login\?next=%2Fschool-dashboard$/);
      await submitSignIn(owner, OWNER);
      await expect(owner.getByText('Login Failed')).toBeVisible();
      await expect(owner.getByText('This account is disabled')).toBeVisible();
      await expect(owner).toHaveURL(/\/login/);

      await card.getByRole('button', { name: 'Enable' }).click();
      await expect(page.getByText('Account Enabled')).toBeVisible();
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
    } finally {
      // Other specs use the demo owner: leave it enabled whatever happened above.
      await page.request.post(`/api/admin/users/${id}/enable`, { headers: { 'X-CSRF-Token': await csrfToken(page) } });
    }

    await owner.getByRole('button', { name: 'Sign In' }).click();
    await expect(owner).toHaveURL(/\/school-dashboard$/);

    // The audit log shows who did it, filtered by person and action.
    await page.getByRole('tab', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/\?tab=audit$/);
    await page.getByLabel('Person (name or email)').fill(ADMIN.email);
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'All account actions' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Disabled account' }).first()).toContainText('Account: Olivia');
    await expect(log.getByRole('row').filter({ hasText: 'Enabled account' }).first()).toBeVisible();
    await expect(log).not.toContainText('Edited school');
  });

  test('a contact mail that failed shows why, and Retry sends it', async ({ page, browser }) => {
    // Three failed attempts, the retry and the worker's writes take a while on a busy machine.
    test.setTimeout(60_000);
    const mailDir = process.env.E2E_MAIL_DIR!;
    const aside = `${mailDir}.aside`;
    const sender = `outage-${Date.now()}@example.com`;

    // A real delivery failure: the mailbox folder is replaced by a plain file, so the e2e SMTP server refuses every
    // mail with 451 (e2e/support/serve.mjs) and the worker's attempts fail as they would against a real server.
    const hadDir = existsSync(mailDir) && statSync(mailDir).isDirectory();
    if (hadDir) await rename(mailDir, aside);
    await mkdir(dirname(mailDir), { recursive: true });
    await writeFile(mailDir, 'the mail folder is unavailable');
    try {
      const visitor = await newPage(browser);
      await visitor.goto('/contact');
      await visitor.getByLabel('First Name').fill('Nora');
      await visitor.getByLabel('Last Name').fill('Outage');
      await visitor.getByLabel('Email Address').fill(sender);
      await visitor.getByLabel('Subject').click();
      await visitor.getByRole('option', { name: 'General Inquiry' }).click();
      await visitor.getByLabel('Message').fill('Is there a Montessori school near Summerlin?');
      await visitor.getByRole('button', { name: 'Send Message' }).click();
      await expect(visitor.getByText('Message Sent!', { exact: true })).toBeVisible();

      await signIn(page, ADMIN, /\/admin-dashboard$/);
      await page.getByRole('tab', { name: 'Inbox' }).click();
      await expect(page).toHaveURL(/\?tab=inbox$/);
      await page.getByLabel('Search messages by name, email or text').fill(sender);
      const card = page.locator('[data-testid^="contact-message-"]').filter({ hasText: sender });
      await expect(card).toContainText('Is there a Montessori school near Summerlin?');
      // The list keeps asking while the mails are on their way: Failed shows with the reason.
      await expect(card.getByText('Mail failed')).toBeVisible({ timeout: 20_000 });
      await expect(card).toContainText(/Failed: .*451 Mailbox unavailable/);
    } finally {
      await rm(mailDir, { force: true });
      if (hadDir) await rename(aside, mailDir);
      else await mkdir(mailDir, { recursive: true });
    }

    const card = page.locator('[data-testid^="contact-message-"]').filter({ hasText: sender });
    await card.getByRole('button', { name: 'Retry failed mail' }).click();
    await expect(page.getByText('Mail Queued Again')).toBeVisible();
    await expect(card.getByText('Mail failed')).toBeHidden({ timeout: 20_000 });
    await expect(card.getByText('Sent', { exact: true })).toHaveCount(2, { timeout: 20_000 });
    await expect(card.getByRole('button', { name: 'Retry failed mail' })).toBeHidden();

    // Sent once: one confirmation to the sender in the mail folder.
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    const mails = await Promise.all(files.map((name) => readFile(join(mailDir, name), 'utf8')));
    expect(mails.filter((mail) => new RegExp(`^To: .*${sender.replace(/[.]/g, '\\.')}`, 'im').test(mail))).toHaveLength(
      1,
    );

    // Answered: the status is kept.
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Answered' }).click();
    await expect(page.getByText('Status Updated')).toBeVisible();
    await page.reload();
    await page.getByLabel('Search messages by name, email or text').fill(sender);
    await expect(
      page
        .locator('[data-testid^="contact-message-"]')
        .filter({ hasText: sender })
        .getByRole('combobox', { name: 'Status' }),
    ).toHaveText('Answered');
  });
});
