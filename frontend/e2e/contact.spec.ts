import { expect, test } from './support/page-errors';

test.describe('contact page', () => {
  test('shows its cards and FAQ', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(/^Contact Us \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const heading of [
      'Get in Touch',
      'Common Questions',
      'School Administrator?',
      'Send Us a Message',
      'Frequently Asked Questions',
    ])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByText('Within 24 hours')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claim Your School' })).toHaveAttribute('href', '/claim-school');
    for (const question of [
      'Is this directory free for parents?',
      'How often is school information updated?',
      'Can I contact schools directly?',
      'How can my school join the directory?',
    ])
      await expect(page.getByRole('heading', { name: question })).toBeVisible();
  });

  test('an empty submit shows each field’s message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please select a subject',
      'Please provide a detailed message (at least 10 characters)',
    ])
      await expect(page.getByText(message)).toBeVisible();
  });

  test('a valid message shows the success panel, and Send Another Message clears the form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('First Name').fill('Maria');
    await page.getByLabel('Last Name').fill('Lopez');
    await page.getByLabel('Email Address').fill(`maria-${Date.now()}@example.com`);
    await page.getByLabel('Subject').click();
    await page.getByRole('option', { name: 'Help Finding a School' }).click();
    await page.getByLabel('Message').fill('We are moving to Henderson and need a K-5 school.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});
