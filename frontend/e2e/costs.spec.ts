import type { Locator, Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, signInInNewContext } from './support/session';

/**
 * Issue 40 "What would we actually pay?": the owner publishes a schedule, a family estimates two
 * children's cost on the school page, nothing they type reaches the wire, and the operator's change of the
 * Opportunity Scholarship's income limit changes the estimate. Shares the server and database with the other
 * specs: the demo owner's school (the seed's Example Boarding School, grades 9-12) is set to this spec's
 * schedule whatever it had, and the seed's 2026-27 program rules get this spec's limit for a household of 4.
 */
const SCHOOL_SLUG = 'example-boarding-school';
/** Distinctive, so that any request carrying it is found. */
const INCOME = '145321';

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The operator sets the 2026-27 rules' income limit for a household of 4 in the admin's Data tab. */
async function setLimitForFour(page: Page, limit: string): Promise<void> {
  await page.goto('/admin-dashboard?tab=data');
  const card = page.getByRole('form', { name: 'Opportunity Scholarship rules' });
  await expect(card).toBeVisible();
  await choose(page, 'Rules for school year', '2026-27');
  await expect(card.getByLabel('School year')).toHaveValue('2026-27');
  await card.getByLabel('Household of 4', { exact: true }).fill(limit);
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Rules Saved').first()).toBeVisible();
}

async function removeAll(form: Locator, name: RegExp): Promise<void> {
  while ((await form.getByRole('button', { name }).count()) > 0)
    await form.getByRole('button', { name }).last().click();
}

test('an owner publishes costs; a family estimates two children in the browser only; the operator’s limit changes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signInInNewContext(browser, ADMIN, { landing: { not: /\/login/ } });
  await setLimitForFour(admin.page, '150000');

  // The owner enters a schedule with two bands, two fees and a sibling discount.
  const owner = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
  await owner.page.goto('/school-dashboard?tab=costs');
  const form = owner.page.getByRole('form', { name: 'Tuition and costs' });
  await expect(form).toBeVisible();
  await form.getByLabel('School year').fill('2026-27');
  await removeAll(form, /^Remove band/);
  await choose(owner.page, 'Band 1 from', 'Grade 9');
  await choose(owner.page, 'Band 1 to', 'Grade 10');
  await form.getByLabel('Band 1 annual tuition ($)').fill('30000');
  await form.getByRole('button', { name: 'Add a band' }).click();
  await choose(owner.page, 'Band 2 from', 'Grade 11');
  await choose(owner.page, 'Band 2 to', 'Grade 12');
  await form.getByLabel('Band 2 annual tuition ($)').fill('34000');
  await removeAll(form, /^Remove fee/);
  await form.getByRole('button', { name: 'Add a fee' }).click();
  await form.getByLabel('Fee 1 amount ($)').fill('500');
  await form.getByRole('button', { name: 'Add a fee' }).click();
  await choose(owner.page, 'Fee 2', 'Application fee');
  await choose(owner.page, 'Fee 2 charged', 'Once');
  await form.getByLabel('Fee 2 amount ($)').fill('150');
  await choose(owner.page, 'Second child', 'Percent off tuition');
  await form.getByRole('textbox', { name: 'Percent' }).fill('10');
  await choose(owner.page, 'Third child and more', 'No discount');
  await form.getByRole('button', { name: 'Publish costs' }).click();
  await expect(owner.page.getByText('Costs Published').first()).toBeVisible();

  // A family opens the school page; every request of its tab is recorded from here on.
  const wire: string[] = [];
  page.on('request', (request) => wire.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
  const estimateTwoChildren = async () => {
    await page.goto(`/schools/${SCHOOL_SLUG}`);
    const section = page.getByRole('region', { name: 'Tuition & Costs' });
    await expect(section.getByRole('table', { name: /Tuition by grade, 2026-27/ })).toContainText('Grades 9 – 10');
    await expect(section.getByRole('table', { name: /Tuition by grade/ })).toContainText('$34,000');
    const household = section.getByLabel('People in your household');
    await untilHydrated(household);
    await household.fill('4');
    await section.getByLabel('Yearly household income ($)').fill(INCOME);
    await choose(page, 'Child 1: grade next school year', 'Grade 9');
    await section.getByRole('button', { name: 'Add a child' }).click();
    await choose(page, 'Child 2: grade next school year', 'Grade 11');
    return section.getByTestId('cost-estimate');
  };

  // The family looks for schools whose 11th grade costs $20,000 or more: the grade's band (34,000) answers.
  await page.goto('/schools');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await untilHydrated(filters.getByRole('combobox', { name: 'Tuition for' }));
  await filters.getByRole('combobox', { name: 'Tuition for' }).selectOption('11');
  await expect(page).toHaveURL(/tuitionGrade=11/);
  await filters
    .getByRole('group', { name: 'Tuition for 11th grade' })
    .getByRole('checkbox', { name: '$20,000+' })
    .click();
  await expect(page).toHaveURL(/tuitionMin=20000/);
  const card = page.getByRole('article').filter({ hasText: 'Example Boarding School' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Example Boarding School' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/schools/${SCHOOL_SLUG}`));

  const estimate = await estimateTwoChildren();
  // Grade 11 pays full (34,000 + 650 first-year fees); grade 9 gets 10 % off 30,000 (27,000 + 650).
  await expect(estimate.getByTestId('estimate-sticker')).toContainText(
    '$62,300 the first year, $62,000 each year after',
  );
  await expect(estimate.getByTestId('estimate-child').nth(1)).toContainText('second child discount of $3,000');
  await expect(estimate.getByTestId('estimate-eligibility')).toContainText(
    'Nevada Opportunity Scholarship 2026-27: your household is likely eligible (income limit for 4: $150,000)',
  );
  await expect(estimate.getByTestId('estimate-range')).toBeVisible();
  await expect(estimate.getByRole('link', { name: "the program's rules" })).toHaveAttribute(
    'href',
    /opportunityscholarship\.nv\.gov/,
  );

  // The operator lowers the limit: the family's estimate (entered again: nothing was kept) says so.
  await setLimitForFour(admin.page, '140000');
  const after = await estimateTwoChildren();
  await expect(after.getByTestId('estimate-eligibility')).toContainText(
    'your income is above the limit for a household of 4 ($140,000)',
  );
  await expect(after.getByTestId('estimate-sticker')).toContainText('$62,300 the first year');

  // Nothing the family typed went out: not in an address, not in a body (beacons included).
  expect(wire.length).toBeGreaterThan(0);
  expect(wire.filter((line) => line.includes(INCOME) || line.includes('145,321'))).toEqual([]);
  expect(page.url()).not.toContain(INCOME);

  await owner.context.close();
  await admin.context.close();
});
