import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, signInInNewContext } from './support/session';

interface OwnedSchool {
  id: number;
  name: string;
  slug: string;
}

const signInOwner = (browser: Browser) => signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });

async function ownedSchool(owner: Page): Promise<OwnedSchool> {
  const response = await owner.request.get('/api/school-dashboard/my-school');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OwnedSchool;
}

/** The next weekday after today, as the form's date input takes it. */
function nextWeekday(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A mail's text with quoted-printable soft breaks and escapes undone, enough to search it. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail of this run (any run directory) whose text contains `needle`. */
async function mailsContaining(needle: string): Promise<string[]> {
  // The mails this worker's server wrote (.eml files in E2E_MAIL_DIR, e2e/support/servers.ts).
  const dir = process.env.E2E_MAIL_DIR!;
  const found: string[] = [];
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const text = decodeMail(await readFile(join(dir, file), 'utf8'));
    if (text.includes(needle)) found.push(text);
  }
  return found;
}

/**
 * Fills the tour form. The server judges a form sent within 3 seconds of
 * opening as a robot's, so the caller waits before sending.
 */
async function fillTourForm(
  dialog: ReturnType<Page['getByRole']>,
  parent: { first: string; last: string; email: string },
) {
  await dialog.getByLabel('First Name').fill(parent.first);
  await dialog.getByLabel('Last Name').fill(parent.last);
  await dialog.getByLabel('Email Address').fill(parent.email);
  await dialog.getByLabel('Phone Number (Optional)').fill('(702) 555-0142');
  // The grades the school teaches (the demo owner's school may start at 9th grade): the first of them.
  await dialog.getByLabel("Child's Grade").click();
  await dialog.page().getByRole('listbox').getByRole('option').first().click();
  await dialog.getByLabel('Intended Start').click();
  await dialog.page().getByRole('option').nth(1).click();
  await dialog.getByLabel(/^Date 1/).fill(nextWeekday());
  await dialog.getByRole('radiogroup', { name: 'Time of day for date 1' }).getByLabel('Morning').check();
  await dialog.getByLabel('Message').fill('We would love to see the kindergarten classrooms and meet the teachers.');
}

const MIN_FILL_MS = 3_500;

/** The school year the server offers first (counted from July 1), e.g. '2026-2027' in November 2026. */
function currentSchoolYear(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })
    .format(new Date())
    .split('-')
    .map(Number);
  const first = month >= 7 ? year : year - 1;
  return `${first}-${first + 1}`;
}

test.describe('leads: requests from a premium school page, the owner’s inbox, the admin’s verdicts', () => {
  test('the parent sends a tour request, the owner sees it, moves it to contacted, adds a note and exports', async ({
    browser,
    page,
  }) => {
    // Sign-in, the 3-second fill time, the worker's two mails: longer than the default 30 s.
    test.setTimeout(90_000);
    const owner = await signInOwner(browser);
    const school = await ownedSchool(owner.page);
    const stamp = Date.now().toString(36);
    const parent = { first: 'Paula', last: `Parent${stamp}`, email: `parent-${stamp}@example.com` };

    // The family: the sidebar's actions on the premium school's page.
    await page.goto(`/schools/${school.slug}`);
    const actions = page.getByRole('region', { name: `Interested in ${school.name}?` });
    await actions.getByRole('button', { name: 'Schedule a Tour' }).click();
    const opened = Date.now();
    const dialog = page.getByRole('dialog', { name: /Schedule a Tour/ });
    await expect(dialog).toBeVisible();

    // An empty send shows each field's message and sends nothing.
    await dialog.getByRole('button', { name: 'Request Tour' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      "Please select your child's grade",
      'Please select when your child would start',
      'Please choose a date',
      'Please choose morning or afternoon',
      'Please provide a detailed message (at least 10 characters)',
      'Please agree to be contacted by the school',
    ])
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();

    await fillTourForm(dialog, parent);
    await expect(dialog.getByLabel(`Send me ${school.name}'s newsletter (optional)`)).not.toBeChecked();
    await dialog.getByLabel(`I agree that ${school.name} may contact me about admissions`).check();

    // Hold the request back a moment so 'Sending...' can be seen.
    await page.route('**/api/schools/*/leads', async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - opened)));
    await dialog.getByRole('button', { name: 'Request Tour' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    await expect(dialog.getByText('The school will answer you by e-mail or phone.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Request Information' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /^https:\/\//);

    // The owner: the portal overview counts the new lead and links to the inbox, the Leads tab carries a badge.
    await owner.page.goto('/portal');
    const portalLeads = owner.page.getByRole('region', { name: 'Leads' });
    await expect(portalLeads.getByText(/^[1-9]\d* new$/)).toBeVisible();
    await portalLeads.getByRole('link', { name: 'Open Inbox' }).click();
    await expect(owner.page).toHaveURL(/\/school-dashboard\?tab=leads&school=\d+$/);
    const leadsTab = owner.page.getByRole('tab', { name: /^Leads/ });
    await expect(leadsTab).toHaveAttribute('aria-selected', 'true');
    await expect(leadsTab).toHaveAccessibleName(/^Leads\s*[1-9]\d*$/);
    await owner.page.getByLabel('Search by name or e-mail').fill(parent.email);
    await owner.page.getByRole('button', { name: 'Search' }).click();
    const row = owner.page.locator('[data-testid^="lead-"]').filter({ hasText: `${parent.first} ${parent.last}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Tour', { exact: true })).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();

    // The detail: what the parent sent, the page it came from; then contacted and a note.
    await row.getByRole('button').click();
    const detail = owner.page.getByRole('dialog', { name: `${parent.first} ${parent.last}` });
    await expect(detail.getByText('We would love to see the kindergarten classrooms')).toBeVisible();
    await expect(detail.getByRole('link', { name: parent.email })).toHaveAttribute('href', `mailto:${parent.email}`);
    await expect(detail.getByRole('link', { name: `/schools/${school.slug}` })).toBeVisible();
    await expect(detail.getByText(/· Morning$/)).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Reply by E-mail' })).toHaveAttribute(
      'href',
      `mailto:${parent.email}?subject=${encodeURIComponent(`Your tour request to ${school.name}`)}`,
    );
    await expect(detail.getByRole('combobox', { name: /^Status/ })).toHaveText('Contacted');
    await detail.getByRole('button', { name: 'Update Status' }).click();
    await expect(owner.page.getByText('Status Updated')).toBeVisible();
    await expect(detail.getByText('New → Contacted')).toBeVisible();
    await expect(detail.getByText(/^after \d+ (min|h)/)).toBeVisible();

    await detail.getByLabel('Add a note').fill(`Called back ${stamp}; tour on the first date.`);
    await detail.getByRole('button', { name: 'Add Note' }).click();
    await expect(detail.getByText(`Called back ${stamp}; tour on the first date.`)).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Contacted', { exact: true })).toBeVisible();

    // The CSV of the filtered list holds the lead.
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(parent.email);
    const line = csv.split('\n').filter((row) => row.includes(parent.email));
    expect(line).toHaveLength(1);
    // Las Vegas time a spreadsheet reads as a date, the inbox's labels, and the note (issue 36).
    expect(line[0]).toMatch(/^(\ufeff)?\d{4}-\d{2}-\d{2} \d{2}:\d{2},Tour,Contacted,/);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(line[0]).toContain(`: Called back ${stamp}; tour on the first date.`);

    // Both mails: the owner's notification and the parent's copy of the request.
    await expect.poll(async () => (await mailsContaining(parent.email)).length, { timeout: 20_000 }).toBe(2);
    const mails = await mailsContaining(parent.email);
    const confirmation = mails.find((mail) => new RegExp(`^To: .*${parent.email}`, 'm').test(mail));
    expect(confirmation).toContain('We would love to see the kindergarten classrooms');
    const notification = mails.find((mail) => mail !== confirmation);
    expect(notification).toContain('/school-dashboard');
    await owner.context.close();
  });

  test('an admin marks a lead as spam and erases it, each after a confirmation', async ({ browser, request }) => {
    test.setTimeout(60_000);
    const owner = await signInOwner(browser);
    const school = await ownedSchool(owner.page);
    await owner.context.close();
    const stamp = Date.now().toString(36);
    const email = `spam-${stamp}@example.com`;
    // Straight to the API: this test is about the admin's screen, the form has its own test above.
    const sent = await request.post(`/api/schools/${school.slug}/leads`, {
      data: {
        type: 'information',
        parentFirstName: 'Sam',
        parentLastName: `Spammy${stamp}`,
        email,
        childGrade: 'Pre-K',
        intendedStart: currentSchoolYear(),
        message: 'Cheap watches, best prices, click here now.',
        consent: true,
        newsletter: false,
        website: '',
        formStartedAt: Date.now() - 60_000,
        idempotencyKey: crypto.randomUUID(),
        sourcePage: `/schools/${school.slug}`,
      },
    });
    expect(sent.status()).toBe(201);

    const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard$/ });
    await admin.page.getByRole('tab', { name: 'Leads' }).click();
    await admin.page.getByLabel('Search schools with leads').fill(school.name);
    await admin.page.getByRole('button', { name: `View leads of ${school.name}` }).click();
    const leads = admin.page.getByRole('region', { name: `Leads of ${school.name}` });
    const row = leads.locator('[data-testid^="admin-lead-"]').filter({ hasText: email });
    await expect(row).toHaveCount(1);

    // Cancel changes nothing; confirming takes the lead out of the school's list.
    await row.getByRole('button', { name: 'Mark as Spam' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Mark as Spam' }).click();
    const confirmSpam = admin.page.getByRole('dialog', { name: 'Mark as Spam' });
    await expect(confirmSpam).toContainText(email);
    await confirmSpam.getByRole('button', { name: 'Mark as Spam' }).click();
    await expect(admin.page.getByText('Marked as Spam', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    // Among the spam, erase it: the name and e-mail are gone, the row stays for the counts.
    await leads.getByLabel('Show').click();
    await admin.page.getByRole('option', { name: 'Spam only' }).click();
    const spamRow = leads.locator('[data-testid^="admin-lead-"]').filter({ hasText: email });
    await expect(spamRow.getByText('Spam', { exact: true })).toBeVisible();
    const leadId = (await spamRow.getAttribute('data-testid'))!.replace('admin-lead-', '');
    await spamRow.getByRole('button', { name: 'Erase' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Erase Personal Data' })
      .getByRole('button', { name: 'Erase Personal Data' })
      .click();
    await expect(admin.page.getByText('Personal Data Erased', { exact: true })).toBeVisible();
    const erased = leads.getByTestId(`admin-lead-${leadId}`);
    await expect(erased.getByText('Erased lead')).toBeVisible();
    await expect(erased).not.toContainText(email);
    await expect(erased.getByRole('button', { name: 'Erase' })).toBeDisabled();
    await admin.context.close();
  });

  test('on a phone the sticky bar opens the form @phone', async ({ page, browser }) => {
    const owner = await signInOwner(browser);
    const school = await ownedSchool(owner.page);
    await owner.context.close();

    await page.goto(`/schools/${school.slug}`);
    const bar = page.getByRole('navigation', { name: 'Contact the school' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Schedule a Tour' }).click();
    const dialog = page.getByRole('dialog', { name: /Schedule a Tour/ });
    await expect(dialog.getByLabel(/^Date 1/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await bar.getByRole('button', { name: 'Request Information' }).click();
    await expect(page.getByRole('dialog', { name: /Request Information/ }).getByLabel('Message')).toBeVisible();
    // The full-screen form fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a school without a premium listing keeps its contact block and has no request actions', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/schools?limit=50');
    const { schools } = (await response.json()) as { schools: { slug: string; name: string; isPremium: boolean }[] };
    const regular = schools.find((school) => !school.isPremium)!;
    await page.goto(`/schools/${regular.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: regular.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Info' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule a Tour' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request Information' })).toHaveCount(0);
  });
});
