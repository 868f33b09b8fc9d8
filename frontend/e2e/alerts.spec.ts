import { linkInMail } from './support/mail';
import { expect, test } from './support/page-errors';

/**
 * Saved-search alerts (issue 23): 'Email me new matches' on the directory,
 * the double opt-in confirm page (a button, never the link alone) and the
 * address's manage page, with the mails the served worker writes.
 */
test.describe('school alerts', () => {
  test('saves the directory’s filters, confirms by the button, and manages the address’s alerts', async ({
    page,
    request,
  }) => {
    // Two mails go through the served worker first.
    test.setTimeout(90_000);
    const email = `alert-e2e-${Date.now().toString(36)}@example.com`;
    await page.goto('/schools?near=89117&radius=10&grades=Pre-K');
    await page.getByRole('button', { name: 'Email me new matches' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Email me new matches' });
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Daily').check();
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog.getByRole('status')).toContainText(`we sent a confirmation link to ${email}`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The manage link of the confirmation mail: the alert is there, not confirmed yet.
    const manage = await linkInMail(email, '/alerts/manage');
    const token = new URL(manage, 'http://x').searchParams.get('token')!;
    const listed = async () =>
      (await (await request.get(`/api/alerts/manage?token=${encodeURIComponent(token)}`)).json()) as {
        alerts: {
          confirmed: boolean;
          frequency: string;
          searchSummary: string;
          filters: Record<string, unknown>;
          lapsesAt: string | null;
        }[];
      };
    expect((await listed()).alerts).toEqual([
      expect.objectContaining({
        confirmed: false,
        frequency: 'daily',
        searchSummary: expect.stringContaining('near 89117'),
      }),
    ]);

    // Opening the confirm link shows a button; only pressing it confirms.
    await page.goto(await linkInMail(email, '/alerts/confirm'));
    await expect(page.getByRole('heading', { name: 'Confirm your school alert' })).toBeVisible();
    expect((await listed()).alerts[0].confirmed).toBe(false);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Your alert is confirmed');
    expect((await listed()).alerts[0].confirmed).toBe(true);

    await page.goto(manage);
    await expect(page.getByText(`Alerts for ${email}`)).toBeVisible();
    const card = page.getByTestId('managed-alert');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Not confirmed yet')).toHaveCount(0);
    await card.getByLabel('How often').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await expect.poll(async () => (await listed()).alerts[0].frequency).toBe('weekly');

    // The search itself: edited in place; a place outside the valley is refused with the directory's message.
    await card.getByRole('button', { name: 'Edit search' }).click();
    const form = card.getByRole('form', { name: 'Edit the search of this alert' });
    await form.getByLabel('Near (ZIP code or place in the valley)').fill('Paris');
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(form.getByRole('alert')).toContainText('Enter a ZIP code or place in the Las Vegas valley');
    await form.getByLabel('Near (ZIP code or place in the valley)').fill('89123');
    await form.getByLabel('Tuition up to ($ a year)').fill('15000');
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(form).toHaveCount(0);
    await expect(card.getByRole('heading', { level: 2 })).toContainText('near 89123');
    expect((await listed()).alerts[0].filters).toEqual({
      near: '89123',
      radius: 10,
      grades: ['Pre-K'],
      tuitionMax: 15000,
    });

    // Kept 12 months from confirming; 'Keep this alert' renews it from today.
    const before = (await listed()).alerts[0].lapsesAt!;
    await expect(card.getByTestId('alert-lapse')).toContainText('Kept until');
    await card.getByRole('button', { name: 'Keep this alert' }).click();
    await expect.poll(async () => (await listed()).alerts[0].lapsesAt! > before).toBe(true);
    await page.getByRole('button', { name: 'Delete all my alerts' }).click();
    await expect(page.getByText('There are no alerts for this address.')).toBeVisible();
    expect((await listed()).alerts).toEqual([]);
  });

  test('refuses a forged manage link with a clear message', async ({ page }) => {
    await page.goto('/alerts/manage?token=manage.Zm9v.bad');
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
  });
});
