import { randomUUID } from 'node:crypto';
import { expect, test } from './support/page-errors';
import { linkInMail } from './support/mail';
import { OWNER, signIn, submitSignIn } from './support/session';

interface OwnedSchool {
  id: number;
  name: string;
  slug: string;
}

test.describe('the school dashboard opens the lead a new-lead e-mail links to, and names RSVP leads as such', () => {
  test('a family RSVPs; the owner follows the mailed link signed out, signs in and lands on that lead', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // The owner's school, and its open house the demo seed plans.
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, OWNER, /\/school-dashboard$/);
    const school = (await (await ownerPage.request.get('/api/school-dashboard/my-school')).json()) as OwnedSchool;
    const listed = (await (await ownerPage.request.get(`/api/open-houses?school=${school.slug}&limit=100`)).json()) as {
      openHouses: { id: string; title: string }[];
    };
    const openHouse = listed.openHouses[0];
    expect(openHouse, 'the demo seed plans an open house for the owner’s school').toBeTruthy();
    await owner.close();

    // A family RSVPs (no account): an `open_house` lead, and the owner's new-lead mail.
    const stamp = Date.now().toString(36);
    const family = { name: `Rosa Rsvp${stamp}`, email: `rsvp-${stamp}@example.com` };
    const rsvp = await page.request.post(`/api/open-houses/${openHouse.id}/rsvps`, {
      data: { name: family.name, email: family.email, partySize: 2, childGrade: 'Kindergarten' },
    });
    expect(rsvp.status()).toBe(201);
    const link = await linkInMail(OWNER.email, '/school-dashboard', family.email);
    expect(link).toMatch(new RegExp(`^/school-dashboard\\?tab=leads&school=${school.id}&lead=[0-9a-f-]{36}$`));

    // Signed out, the link asks to sign in, and signing in returns to the very lead.
    await page.goto(link);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await submitSignIn(page, OWNER);
    const detail = page.getByRole('dialog', { name: family.name });
    await expect(detail).toBeVisible();
    await expect(page).toHaveURL(link);
    await expect(detail.getByText('Open house RSVP', { exact: true })).toBeVisible();
    await expect(detail.getByText(`RSVP for the open house "${openHouse.title}"`, { exact: false })).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Reply by E-mail' })).toHaveAttribute(
      'href',
      `mailto:${family.email}?subject=${encodeURIComponent(`Your open house RSVP to ${school.name}`)}`,
    );

    // Closing drops `lead` from the URL; the list stays, the RSVP labelled as one.
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(`/school-dashboard?tab=leads&school=${school.id}`);
    const row = page.locator('[data-testid^="lead-"]').filter({ hasText: family.name });
    await expect(row.getByText('Open house RSVP', { exact: true })).toBeVisible();
    await expect(page.getByText('open_house', { exact: true })).toHaveCount(0);

    // Already signed in, the link opens the lead at once.
    await page.goto(link);
    await expect(page.getByRole('dialog', { name: family.name })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The Type filter offers RSVPs.
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Open house RSVP' }).click();
    await expect(row).toBeVisible();
    const types = page.locator('[data-testid^="lead-"] .MuiChip-outlined');
    await expect(types.first()).toBeVisible();
    expect(new Set(await types.allTextContents())).toEqual(new Set(['Open house RSVP']));

    // A lead that is not in this school's inbox says so.
    await page.goto(`/school-dashboard?tab=leads&lead=${randomUUID()}`);
    const missing = page.getByRole('dialog', { name: 'Lead Not Found' });
    await expect(missing.getByRole('alert')).toContainText(`This lead is not in ${school.name}'s inbox.`);
    await missing.getByRole('button', { name: 'Show All Leads' }).click();
    await expect(page).toHaveURL('/school-dashboard?tab=leads');

    // Analytics names each type once; the attendee table says 'Confirmed'.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const byType = page.getByText(/^Leads by type:/);
    await expect(byType).toContainText('Open house RSVP');
    const labels = ((await byType.textContent()) ?? '')
      .replace(/^Leads by type:\s*/, '')
      .split(', ')
      .map((part) => part.replace(/\s[\d,]+$/, ''));
    expect(labels.length).toBe(new Set(labels).size);
    await page.getByRole('tab', { name: 'Open houses' }).click();
    await page
      .getByRole('article', { name: openHouse.title })
      .first()
      .getByRole('button', { name: 'Attendees' })
      .click();
    const attendees = page.getByRole('table', { name: 'Attendees' });
    await expect(attendees.getByRole('row').filter({ hasText: family.email })).toContainText('Confirmed');
  });
});
