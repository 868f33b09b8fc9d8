import { linkInMail } from './support/mail';
import { untilHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, signInInNewContext } from './support/session';

/**
 * The six-month listing reminder (issue 44, docs/decisions/listing-confirmations.md). The seed's owner claimed
 * Example Boarding School seven months ago, so its reminder is due: the admin's 'Send due reminders now' (Approvals
 * tab) runs the worker's daily run at once (the worker's own first run may have sent it already: a period is
 * mailed once either way). The owner opens the mail's link without signing in; opening it confirms nothing, the
 * button does.
 */
const today = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
}).format(new Date());
/** The same day as the school page writes a fact's date: 'Dec 2, 2026'. */
const shortToday = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
}).format(new Date());

test('the owner confirms the listing from the reminder mail, without signing in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signInInNewContext(browser, ADMIN, { landing: /\/admin-dashboard/ });
  try {
    await admin.page.getByRole('tab', { name: 'Approvals' }).click();
    const send = admin.page.getByRole('button', { name: 'Send due reminders now' });
    await untilHydrated(send);
    await send.click();
    await expect(admin.page.getByText(/Reminders sent to the owners of|No reminder is due/)).toBeVisible();
    await expect(admin.page.getByTestId('ignored-reminders-empty')).toBeVisible();
  } finally {
    await admin.context.close();
  }

  const link = await linkInMail(OWNER.email, '/listing/confirm', 'Confirm or update my listing');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your listing' })).toBeVisible();
  await expect(page.getByText('Not confirmed yet.')).toBeVisible();
  const school = (await page.getByTestId('listing-school-name').textContent()) ?? '';
  expect(school).not.toBe('');
  // Opening the link (a mail scanner does too) confirmed nothing.
  await page.reload();
  await expect(page.getByText('Not confirmed yet.')).toBeVisible();

  const button = page.getByRole('button', { name: 'Everything is still correct' });
  await untilHydrated(button);
  await button.click();
  await expect(page.getByTestId('listing-confirmed')).toContainText(
    `you confirmed that the listing of ${school} is still correct on ${today}`,
  );
  await page.reload();
  await expect(page.getByText(`Last confirmed on ${today}.`)).toBeVisible();

  // A forged link: a clear message on the page.
  await page.goto('/listing/confirm?token=listing.forged.token');
  await expect(page.getByTestId('listing-link-problem')).toContainText('This link is not valid');

  // The owner's dashboard card shows the date too.
  const owner = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
  try {
    await owner.page.goto('/school-dashboard');
    await expect(owner.page.getByTestId('listing-last-confirmed')).toContainText(`Last confirmed on ${today}.`);
    // The school page dates the school's facts (the seed's are the team's) by the confirmation.
    const mySchool = (await (await owner.page.request.get('/api/school-dashboard/my-school')).json()) as {
      slug: string;
    };
    await owner.page.goto(`/schools/${mySchool.slug}`);
    await expect(owner.page.getByTestId('about-source')).toHaveText(`From the school, ${shortToday}`);
  } finally {
    await owner.context.close();
  }
});
