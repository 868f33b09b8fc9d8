import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { ADMIN, csrfToken, signIn } from './support/session';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'test', 'fixtures', 'catalogue');

/** The backend's fixture CSV with this run's tag in names and ids, so the spec can run again on the same data. */
function taggedFixture(file: string, tag: string): string {
  return readFileSync(join(FIXTURES, file), 'utf8')
    .replace(/Fixture /g, `Fixture ${tag} `)
    .replace(/fixture-(\d+)/g, `fixture-${tag}-$1`);
}

async function chooseFile(page: Page, name: string, csv: string) {
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

test.describe('admin: catalogue import', () => {
  test('an admin checks a CSV (dry run), applies it, and the new schools are listed publicly', async ({ page }) => {
    const tag = `e${Date.now().toString(36)}`;
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page).toHaveURL(/\?tab=data$/);

    await chooseFile(page, 'schools.csv', taggedFixture('catalogue-sample.csv', tag));
    await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText('Dry run, nothing written yet: 2 to create, 0 to update, 0 unchanged.');
    const first = page.getByTestId('import-row-2');
    await expect(first).toContainText(`Fixture ${tag} Desert Prep`);
    await expect(first).toContainText('Would create');
    await expect(first).toContainText('Sets: external id, name, address');
    await expect(page.getByTestId('import-row-3')).toContainText('Would create');
    // Nothing is written by the dry run.
    expect((await page.request.get(`/api/schools/slug/fixture-${tag}-desert-prep`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect(report).toContainText('Imported: 2 created, 0 updated, 0 unchanged.');
    await expect(first).toContainText('Created');
    await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();

    await page.goto(`/schools/fixture-${tag}-desert-prep`);
    await expect(page.getByRole('heading', { level: 1, name: `Fixture ${tag} Desert Prep` })).toBeVisible();
    await page.goto(`/schools?location=${encodeURIComponent(`Fixture ${tag} Lake`)}`);
    await expect(page.getByText(`Fixture ${tag} Lake School`).first()).toBeVisible();

    // The same school again with a new address, plus a malformed row: reported per row, never applied.
    const header = taggedFixture('catalogue-sample.csv', tag).split('\n')[0];
    const malformed = taggedFixture('catalogue-malformed.csv', tag).split('\n').slice(2, 4).join('\n');
    const second = `${header}\nfixture-${tag}-001,,Fixture ${tag} Desert Prep,10 Moved Road,Las Vegas,89128,,,,K - 8th,College Prep,,,,,,,,,\n${malformed}\n`;
    await page.goto('/admin-dashboard?tab=data');
    await chooseFile(page, 'second.csv', second);
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    await expect(report).toContainText('This file cannot be imported as it is: 2 rows are refused');
    await expect(page.getByTestId('import-row-2')).toContainText('Would update');
    await expect(page.getByTestId('import-row-2')).toContainText('Changes: address');
    await expect(page.getByTestId('import-row-2')).toContainText('Matched by external id');
    const refused = page.getByTestId('import-row-3');
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('name is required');
    await expect(refused).toContainText('Please enter a valid ZIP code ("891")');
    await expect(page.getByTestId('import-row-4')).toContainText(
      'Minimum tuition cannot be greater than maximum tuition',
    );
    await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();

    // Applying it anyway (straight to the API) is refused with the per-row report, and nothing changes.
    const apply = await page.request.post('/api/admin/catalogue/import?dryRun=false', {
      headers: { 'X-CSRF-Token': await csrfToken(page) },
      multipart: { file: { name: 'second.csv', mimeType: 'text/csv', buffer: Buffer.from(second) } },
    });
    expect(apply.status()).toBe(400);
    const body = (await apply.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toContain('The file was refused: 2 of 3 rows cannot be imported. Nothing was written.');
    expect(body.errors['line 3']).toContain('name is required');
    const school = (await (await page.request.get(`/api/schools/slug/fixture-${tag}-desert-prep`)).json()) as {
      address: string;
    };
    expect(school.address).toBe('1 Sample Road');
    expect((await page.request.get(`/api/schools/slug/fixture-${tag}-far-away-school`)).status()).toBe(404);
  });

  test('an admin loads an NCES Private School Survey file: dry run, apply, and a bad row stops the whole file', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The survey writes names in capitals; the import title-cases them ("FIXTURE NQ1" → "Fixture Nq1").
    const tag = `N${Date.now().toString(36).toUpperCase()}`;
    const shown = `${tag[0]}${tag.slice(1).toLowerCase()}`;
    const pss = readFileSync(join(FIXTURES, 'nces-pss-sample.csv'), 'utf8')
      .replace(/FIXTURE /g, `FIXTURE ${tag} `)
      .replace(/A99000(\d\d)/g, `${tag}-$1`);
    const montessori = `fixture-${shown.toLowerCase()}-montessori-house`;
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.goto('/admin-dashboard?tab=data');

    await chooseFile(page, 'pss2324_pu.csv', pss);
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    // Three valley schools; Reno and Phoenix are skipped, not refused.
    await expect(report).toContainText(
      'Dry run, nothing written yet: 3 to create, 0 to update, 0 unchanged, 2 skipped (outside the Las Vegas valley).',
    );
    await expect(page.getByTestId('import-row-2')).toContainText(`Fixture ${shown} Valley Christian Academy`);
    await expect(page.getByTestId('import-row-2')).toContainText(`${tag}-01`);
    await expect(page.getByTestId('import-row-2')).toContainText('Would create');
    await expect(page.getByTestId('import-row-3')).toContainText(`St. Fixture ${shown} of the Desert School`);
    await expect(page.getByTestId('import-row-4')).toContainText('Would create');
    await expect(page.getByTestId('import-row-5')).toHaveCount(0);
    expect((await page.request.get(`/api/schools/slug/${montessori}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect(report).toContainText('Imported: 3 created, 0 updated, 0 unchanged, 2 skipped');
    await expect(page.getByTestId('import-row-4')).toContainText('Created');

    // The school's physical location (PL_ADD…), not its PO box; grades and type from the survey's codes.
    const school = (await (await page.request.get(`/api/schools/slug/${montessori}`)).json()) as Record<
      string,
      unknown
    >;
    expect(school).toMatchObject({
      name: `Fixture ${shown} Montessori House`,
      address: '300 Example Rd',
      city: 'North Las Vegas',
      zipCode: '89031',
      grades: 'Pre-K - 3rd',
      schoolType: 'Montessori',
    });
    await page.goto(`/schools/${montessori}`);
    await expect(page.getByRole('heading', { level: 1, name: `Fixture ${shown} Montessori House` })).toBeVisible();

    // A second survey file: one good new school and one row whose grade code is unknown.
    const [header, , , , reno] = pss.trim().split('\n');
    const good = reno
      .replace(`${tag}-04`, `${tag}-06`)
      .replace('NORTHERN ACADEMY', 'LATE ADDITION')
      .replace('RENO,NV,89501', 'LAS VEGAS,NV,89117');
    const bad = good
      .replace(`${tag}-06`, `${tag}-07`)
      .replace('LATE ADDITION', 'BAD GRADES')
      .replace(',6,17,', ',42,17,');
    const second = `${header}\n${good}\n${bad}\n`;
    await page.goto('/admin-dashboard?tab=data');
    await chooseFile(page, 'pss-second.csv', second);
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    await expect(report).toContainText('This file cannot be imported as it is: 1 row is refused');
    await expect(page.getByTestId('import-row-2')).toContainText('Would create');
    await expect(page.getByTestId('import-row-3')).toContainText('Refused');
    await expect(page.getByTestId('import-row-3')).toContainText('grades is required');
    await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    const apply = await page.request.post('/api/admin/catalogue/import?dryRun=false', {
      headers: { 'X-CSRF-Token': await csrfToken(page) },
      multipart: { file: { name: 'pss-second.csv', mimeType: 'text/csv', buffer: Buffer.from(second) } },
    });
    expect(apply.status()).toBe(400);
    expect(((await apply.json()) as { errors: Record<string, string[]> }).errors['line 3']).toContain(
      'grades is required',
    );
    // No partial write: the good row's school does not exist either.
    expect((await page.request.get(`/api/schools/slug/fixture-${shown.toLowerCase()}-late-addition`)).status()).toBe(
      404,
    );
  });

  test('a file that is not CSV is refused with a clear message', async ({ page }) => {
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.goto('/admin-dashboard?tab=data');
    await chooseFile(page, 'broken.csv', 'name,city\n"never closed,Las Vegas\n');
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The file is not valid CSV' })).toContainText(
      'Line 2: a quoted cell is not closed',
    );
  });
});
