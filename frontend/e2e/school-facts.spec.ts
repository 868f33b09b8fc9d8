import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/page-errors';
import { ADMIN, OWNER, csrfHeaders, signIn, signInInNewContext } from './support/session';

/**
 * Facts that say where they come from (issue 44, docs/decisions/fact-provenance.md): an NCES Private School
 * Survey file imported by the admin shows its figures with the survey year on the school page, and a fact the
 * school's owner edits reads 'From the school, {today}'.
 */
const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'backend',
  'test',
  'fixtures',
  'catalogue',
  'nces-pss-profile.csv',
);

/** Today as the school page writes a fact's date (Las Vegas time): 'Nov 3, 2026'. */
const today = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

/** The profile form's required fields, as the dashboard sends them with every save. */
const form = (school: Record<string, unknown>) => ({
  name: school.name,
  schoolType: school.schoolType,
  grades: school.grades,
  address: school.address,
  city: school.city,
  zipCode: school.zipCode,
});

test.describe('facts that say where they come from', () => {
  test('an imported NCES survey shows enrollment and the ratio with the survey year', async ({ page }) => {
    test.setTimeout(60_000);
    // The survey writes names in capitals; the import title-cases them.
    const tag = `P${Date.now().toString(36).toUpperCase()}`;
    const shown = `${tag[0]}${tag.slice(1).toLowerCase()}`;
    const pss = readFileSync(FIXTURE, 'utf8')
      .replace(/FIXTURE /g, `FIXTURE ${tag} `)
      .replace(/A99001(\d\d)/g, `${tag}-$1`);
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await page.goto('/admin-dashboard?tab=data');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'pss2122_pu.csv', mimeType: 'text/csv', buffer: Buffer.from(pss) });
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText('Dry run, nothing written yet: 1 to create');
    await page.getByRole('button', { name: 'Apply import' }).click();
    await expect(report).toContainText('Imported: 1 created');

    await page.goto(`/schools/fixture-${shown.toLowerCase()}-surveyed-academy`);
    const profile = page.getByRole('region', { name: 'School profile' });
    await expect(profile.getByTestId('profile-enrollment')).toHaveText('386 (NCES Private School Survey 2021-22)');
    await expect(profile.getByTestId('profile-ratio')).toHaveText('15.8 to 1');
    await expect(profile.getByTestId('profile-source')).toHaveText(
      'NCES Private School Survey 2021-22 · Reported over two years ago: check with the school',
    );
    await expect(page.getByTestId('contact-source')).toContainText('NCES Private School Survey 2021-22');
  });

  test("the owner's edit reads 'From the school, {today}'", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const owner = await signInInNewContext(browser, OWNER, { landing: { not: /\/login/ } });
    const school = await (await owner.page.request.get('/api/school-dashboard/my-school')).json();
    try {
      // The dashboard's profile form sends the whole profile; the phone and enrollment go live at once.
      const saved = await owner.page.request.post('/api/school-dashboard/submit-profile-changes', {
        data: { ...form(school), phone: '(702) 555-0142', enrollment: 412 },
        headers: await csrfHeaders(owner.context),
      });
      expect(saved.status()).toBe(201);

      await page.goto(`/schools/${school.slug}`);
      await expect(page.getByTestId('contact-source')).toHaveText(`From the school, ${today()}`);
      await expect(
        page.getByRole('region', { name: 'School profile' }).getByTestId('profile-enrollment'),
      ).toContainText(`412 (from the school, ${today()})`);
    } finally {
      // The demo school as it was, for the other suites (the owner's edit applies at once).
      const restore = await owner.page.request.post('/api/school-dashboard/submit-profile-changes', {
        data: { ...form(school), phone: school.phone ?? '', enrollment: school.enrollment ?? null },
        headers: await csrfHeaders(owner.context),
      });
      expect(restore.status()).toBe(201);
      await owner.context.close();
    }
  });
});
