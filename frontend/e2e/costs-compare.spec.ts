import type { Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { ADMIN, signInInNewContext } from './support/session';

/**
 * Issue 40 on the shortlist and compare pages: the operator imports two schools' cost schedules from the
 * admin Data tab's CSV; a family saves both, types its household once on the shortlist, sees each school's
 * estimate, compares them (cost rows, the estimate kept in the tab), and nothing it typed reaches the wire.
 * The two demo schools are used by no other spec; the import sets their schedules whatever they had.
 */
const ST_ANNE = 'st-anne-catholic-school';
const OUR_LADY = 'our-lady-of-las-vegas-school';
/** Distinctive, so that any request carrying it is found. */
const INCOME = '123457';

const CSV = [
  'school_slug,school_year,tuition_bands,fees,second_child_discount,third_child_discount,payment_plans,aid_provider,aid_opens_on,aid_closes_on,aid_application_fee,aid_fee_waiver,aid_percent_receiving,aid_median_award',
  `${ST_ANNE},2026-27,PK: 9000; K-5: 12000; 6-8: 13500,registration: 400 yearly,10%,,monthly; ten_pay,FACTS,2026-11-01,2027-03-01,35,yes,,`,
  `${OUR_LADY},2026-27,K-8: 11000,,,,annual,,,,,,,`,
].join('\n');

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the operator imports costs; a family estimates two children at two schools on the shortlist and compare page, in the browser only', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await signInInNewContext(browser, ADMIN, { landing: { not: /\/login/ } });
  await admin.page.goto('/admin-dashboard?tab=data');
  const card = admin.page.getByRole('region', { name: 'Cost schedules (CSV)' });
  await untilHydrated(card.getByRole('button', { name: 'Check cost file' }));
  await card.getByLabel('Cost schedules CSV file').setInputFiles({
    name: 'costs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  await card.getByRole('button', { name: 'Check cost file' }).click();
  await expect(card.getByTestId('cost-csv-report')).toContainText('Checked, nothing written yet');
  await card.getByRole('button', { name: 'Import cost schedules' }).click();
  await expect(card.getByTestId('cost-csv-report')).toContainText('Imported');
  await admin.context.close();

  // The family's tab: every request is recorded from here on.
  const wire: string[] = [];
  page.on('request', (request) => wire.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
  await page.goto(`/shortlist?schools=${ST_ANNE},${OUR_LADY}`);
  await untilHydrated(page.getByRole('button', { name: 'Save this list' }));
  await page.getByRole('button', { name: 'Save this list' }).click();
  await expect(page).toHaveURL(/\/shortlist$/);

  const estimator = page.getByTestId('schools-cost-estimator');
  await expect(estimator.getByTestId('school-estimate')).toHaveCount(2);
  await estimator.getByLabel('People in your household').fill('4');
  await estimator.getByLabel('Yearly household income ($)').fill(INCOME);
  await choose(page, 'Child 1: grade next school year', 'Grade 2');
  await estimator.getByRole('button', { name: 'Add a child' }).click();
  await choose(page, 'Child 2: grade next school year', 'Grade 7');

  const stAnne = estimator.getByTestId('school-estimate').filter({ hasText: 'St. Anne' });
  const ourLady = estimator.getByTestId('school-estimate').filter({ hasText: 'Our Lady' });
  // St. Anne: grade 7 (13,500) pays full, grade 2 (12,000) gets 10 % off; 400 registration each, yearly.
  await expect(stAnne.getByTestId('estimate-sticker')).toContainText('$25,100 the first year, $25,100 each year after');
  await expect(stAnne.getByTestId('estimate-child').nth(1)).toContainText('second child discount of $1,200');
  await expect(stAnne.getByTestId('estimate-aid')).toContainText('Apply through FACTS by March 1, 2027');
  await expect(stAnne.getByTestId('estimate-eligibility')).toContainText('Opportunity Scholarship 2026-27');
  await expect(stAnne.getByTestId('estimate-range')).toContainText('Estimated first year after the scholarship');
  // Our Lady: one band, no discount, no fees.
  await expect(ourLady.getByTestId('estimate-sticker')).toContainText('$22,000 the first year');
  await expect(ourLady.getByTestId('estimate-aid')).toContainText('none of its own published');
  await page.screenshot({ path: testInfo.outputPath('shortlist-estimate.png'), fullPage: true });

  // Compare both: the cost rows, and the estimate still there (kept in the tab's memory, not in the address).
  await page.getByRole('link', { name: 'Compare both' }).click();
  await expect(page).toHaveURL(/\/compare\?schools=/);
  const table = page.getByRole('table', { name: 'School comparison' });
  await expect(table.getByTestId('compare-tuition-bands')).toContainText('Grades 6 – 8: $13,500');
  await expect(table.getByTestId('compare-tuition-bands')).toContainText('Kindergarten – 8: $11,000');
  await expect(table.getByTestId('compare-first-year')).toContainText('$9,400 to $13,900');
  await expect(table.getByTestId('compare-sibling-discount')).toContainText('2nd child: 10% off tuition');
  await expect(table.getByTestId('compare-payment-plans')).toContainText('Monthly, 10 payments');
  await expect(table.getByTestId('compare-assistance')).toContainText('Apply through FACTS by March 1, 2027');
  await expect(table.getByTestId('compare-costs-confirmed')).toContainText('by the site team');
  const compared = page.getByTestId('schools-cost-estimator');
  await expect(compared.getByLabel('Yearly household income ($)')).toHaveValue(INCOME);
  await expect(
    compared.getByTestId('school-estimate').filter({ hasText: 'St. Anne' }).getByTestId('estimate-sticker'),
  ).toContainText('$25,100 the first year');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('compare-costs.png'), fullPage: true });

  // Nothing the family typed went out: not in an address, not in a body (beacons included).
  expect(wire.length).toBeGreaterThan(0);
  expect(wire.filter((line) => line.includes(INCOME) || line.includes('123,457'))).toEqual([]);
  expect(page.url()).not.toContain(INCOME);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(INCOME);

  // Without JavaScript the cost rows are there and the estimator says it needs it.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const still = await plain.newPage();
  await still.goto(`/compare?schools=${ST_ANNE},${OUR_LADY}`);
  await expect(still.getByTestId('compare-tuition-bands')).toContainText('Grades 6 – 8: $13,500');
  await expect(still.getByTestId('schools-cost-estimator').getByTestId('noscript-note')).toContainText(
    'The cost estimator needs JavaScript.',
  );
  await plain.close();
});
