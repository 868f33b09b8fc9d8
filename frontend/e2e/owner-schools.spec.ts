import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signInInNewContext } from './support/session';

/**
 * The demo owner's school, and a second example listing linked for this test. The seed plans an open house
 * for each; other tests plan earlier ones for the first, so only the second's next open house is known here.
 */
const FIRST = { name: 'Example Boarding School' };
const SECOND = {
  slug: 'example-classical-academy',
  name: 'Example Classical Academy',
  openHouse: 'Kindergarten through 8th Grade Open House',
};

test('an owner of two schools switches the dashboard between them; each tab shows the school picked', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page: admin } = await signInInNewContext(browser, ADMIN, { landing: { not: /\/login/ } });
  const users = (await (
    await admin.request.get(`/api/admin/users?search=${encodeURIComponent(OWNER.email)}`)
  ).json()) as { items: { id: string; email: string }[] };
  const ownerId = users.items.find((user) => user.email === OWNER.email)!.id;
  const second = (await (await admin.request.get(`/api/schools/slug/${SECOND.slug}`)).json()) as { id: number };
  const link = await admin.request.post(`/api/admin/users/${ownerId}/schools`, {
    data: { schoolId: second.id },
    headers: await csrfHeaders(admin),
  });
  expect(link.ok(), await link.text()).toBe(true);
  try {
    const { page: owner } = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
    await expect(owner).toHaveURL(/\/school-dashboard$/);
    const picker = owner.getByLabel('School', { exact: true });
    await expect(picker.locator('option')).toHaveText([FIRST.name, SECOND.name]);
    const nextOpenHouse = owner.getByTestId('overview-next-open-house');
    await expect(nextOpenHouse).toContainText('seats booked');
    await expect(nextOpenHouse).not.toContainText(SECOND.openHouse);

    await picker.selectOption({ label: SECOND.name });
    await expect(owner).toHaveURL(new RegExp(`\\?school=${second.id}$`));
    await expect(nextOpenHouse).toContainText(SECOND.openHouse);
    // Another tab keeps the school; the profile form holds the second school's record.
    await owner.getByRole('tab', { name: 'Profile' }).click();
    await expect(owner).toHaveURL(new RegExp(`school=${second.id}`));
    await expect(owner.getByLabel(/^School Name/)).toHaveValue(SECOND.name);
    await owner.reload();
    await expect(owner.getByLabel(/^School Name/)).toHaveValue(SECOND.name);

    // Back to the first: the form is the first school's again, not the last one's values.
    await owner.getByLabel('School', { exact: true }).selectOption({ label: FIRST.name });
    await expect(owner.getByLabel(/^School Name/)).toHaveValue(FIRST.name);

    // The portal's lead counts open each school's own inbox (every link opened the oldest school's before).
    await owner.goto('/portal');
    await owner.getByTestId(`portal-leads-${second.id}`).getByRole('link', { name: 'Open Inbox' }).click();
    await expect(owner).toHaveURL(new RegExp(`\\?tab=leads&school=${second.id}$`));
    await expect(owner.getByLabel('School', { exact: true })).toHaveValue(String(second.id));
    await expect(owner.getByRole('tab', { name: /^Leads/ })).toHaveAttribute('aria-selected', 'true');
    await owner.context().close();
  } finally {
    await admin.request.delete(`/api/admin/users/${ownerId}/schools/${second.id}`, {
      headers: await csrfHeaders(admin),
    });
    await admin.context().close();
  }
});

test("a dashboard link to a school that is not the owner's says so and offers their own", async ({ browser }) => {
  const { page: owner } = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
  await expect(owner).toHaveURL(/\/school-dashboard$/);
  const stranger = (await (await owner.request.get(`/api/schools/slug/${SECOND.slug}`)).json()) as { id: number };
  await owner.goto(`/school-dashboard?school=${stranger.id}&tab=leads`);
  await expect(owner.getByRole('heading', { name: 'Not Your School' })).toBeVisible();
  await expect(owner.getByText('You do not have access to this school')).toBeVisible();
  await owner.getByRole('link', { name: 'Open My Dashboard' }).click();
  await expect(owner).toHaveURL(/\/school-dashboard$/);
  await expect(owner.getByText(FIRST.name)).toBeVisible();
  await owner.context().close();
});
