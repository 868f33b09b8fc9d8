import { test } from './support/page-errors';

test('screens', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Email Address').fill('maria@example.com');
  await page.getByLabel('Subject').click();
  await page.getByRole('option', { name: 'Help Finding a School' }).click();
  await page.getByLabel('Message').fill('We are moving to Henderson and need a K-5 school.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message Sent!', { exact: true }).waitFor();
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('DemoAdmin!2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/admin-dashboard/);
  for (const tab of ['users', 'inbox', 'audit']) {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/people-${tab}.png`, fullPage: true });
  }
  await page.goto('/admin-dashboard?tab=users');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Add school' }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/people-link.png` });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['users', 'inbox', 'audit']) {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/people-${tab}-phone.png`, fullPage: false });
  }
});
