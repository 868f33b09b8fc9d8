import type { Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { OWNER, signInInNewContext } from './support/session';

/**
 * Admissions facts (issue 20): an owner edits deadlines, openings and the
 * Opportunity Scholarship in the portal; the school page shows them; the
 * directory's three admissions filters narrow the list; the guide renders.
 */
/** The 'Showing a-b of N schools' count of the directory. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/Showing \d+-\d+ of \d+ schools?/).textContent();
  return Number(/of (\d+) school/.exec(text ?? '')?.[1] ?? NaN);
}

test.describe('admissions facts', () => {
  test('owner edits them, the school page and the directory filters show them, the guide renders', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { page: owner } = await signInInNewContext(browser, OWNER, { landing: /\/school-dashboard$/ });
    const school = await (await owner.request.get('/api/school-dashboard/my-school')).json();
    const nextYear = new Date().getFullYear() + 1;

    // Before the edit: the owner's school (the seed's Example Boarding School) has only a deadline that has passed,
    // so 'Deadline not passed' leaves it out.
    const before = await browser.newPage();
    await before.goto('/schools?deadlineNotPassed=true');
    // The first search of a fresh server may be slow on a loaded machine.
    await expect(before.getByRole('heading', { name: 'Example STEM Academy' })).toBeVisible({ timeout: 30_000 });
    await expect(before.getByRole('heading', { name: school.name })).toHaveCount(0);
    await before.close();

    // The portal's form: scholarship, one deadline, openings for 3rd grade and kindergarten.
    await owner.goto('/portal');
    await owner.getByRole('tab', { name: 'Schools' }).click();
    const form = owner.getByRole('form', { name: 'Edit School Information' });
    await form.getByRole('checkbox', { name: /Accepts the Nevada Opportunity Scholarship/ }).check();
    // The seeded school already lists one (passed) deadline: the new one is the second.
    await form.getByRole('button', { name: 'Add Deadline' }).click();
    const added = form.getByLabel('Deadline 2', { exact: true });
    await added.getByRole('textbox', { name: 'Entry year' }).fill(String(nextYear));
    await added.getByLabel('Deadline', { exact: true }).fill(`${nextYear}-01-31`);
    await added.getByRole('textbox', { name: 'Label (optional)' }).fill('Priority deadline');
    await form.getByRole('textbox', { name: 'Financial aid provider' }).fill('FACTS Grant & Aid');
    await form.getByRole('combobox', { name: '3rd grade' }).click();
    await owner.getByRole('option', { name: 'Seats open' }).click();
    await form.getByRole('combobox', { name: 'Kindergarten' }).click();
    await owner.getByRole('option', { name: 'Waitlist' }).click();
    await form
      .getByRole('group', { name: 'Admissions' })
      .screenshot({ path: testInfo.outputPath('portal-admissions.png') });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    // Facts a verified owner knows best go live at once: no review line.
    await expect(owner.getByText('Success!')).toBeVisible();
    await expect(owner.getByText('School information updated successfully.')).toBeVisible();
    await expect(owner.getByText(/waiting for review/)).toHaveCount(0);

    // The school page: the Admissions section and the badge that leads to the guide.
    const visitor = await browser.newPage();
    await visitor.goto(`/schools/${school.slug}`);
    const section = visitor.getByRole('region', { name: 'Admissions' });
    await expect(section).toBeVisible();
    await expect(section.getByText(`January 31, ${nextYear}`)).toBeVisible();
    await expect(section.getByText(new RegExp(`Priority deadline, ${nextYear}-\\d\\d school year`))).toBeVisible();
    await expect(section.getByText('Apply through')).toContainText('FACTS Grant & Aid');
    const openings = section.getByRole('table', { name: 'Openings by grade' });
    await expect(openings.getByRole('row', { name: /3rd grade/ })).toContainText('Seats open');
    await expect(openings.getByRole('row', { name: /Kindergarten/ })).toContainText('Waitlist');
    await section.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: testInfo.outputPath('school-admissions.png') });
    await section.getByRole('link', { name: 'Accepts the Nevada Opportunity Scholarship' }).click();
    await expect(visitor).toHaveURL(/\/opportunity-scholarship$/);

    // The guide: who qualifies, how to apply, the amount with its school year, the source and when it was checked.
    await expect(visitor.getByRole('heading', { level: 1, name: 'The Nevada Opportunity Scholarship' })).toBeVisible();
    await expect(visitor.getByText(/not more than 300% of the federal poverty level/)).toBeVisible();
    await expect(
      visitor.getByText(/You apply through a scholarship granting organization, not through the state/),
    ).toBeVisible();
    // The amount and its school year come from the data (issue 35), not from the page's text.
    await expect(visitor.getByTestId('scholarship-school-year')).toHaveText('2026-27 school year');
    await expect(visitor.getByText(/\$9,424 per student/)).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Nevada Educational Choice Scholarship Program/ })).toHaveAttribute(
      'href',
      /doe\.nv\.gov/,
    );
    await expect(visitor.getByText('Last checked:')).toContainText('November 23, 2026');
    await expect(visitor).toHaveTitle(/Nevada Opportunity Scholarship/);
    await visitor.screenshot({ path: testInfo.outputPath('guide.png'), fullPage: true });

    // The directory: each filter narrows the list and is kept in the URL.
    await visitor.goto('/schools');
    const all = await shownTotal(visitor);
    const filters = visitor.getByRole('complementary', { name: 'Filters' });

    await filters.getByRole('checkbox', { name: 'Accepts Opportunity Scholarship' }).click();
    await expect(visitor).toHaveURL(/acceptsOpportunityScholarship=true/);
    await expect(visitor.getByRole('heading', { name: school.name })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Example STEM Academy' })).toHaveCount(0);
    await expect.poll(() => shownTotal(visitor)).toBeLessThan(all);
    await filters.getByRole('checkbox', { name: 'Accepts Opportunity Scholarship' }).click();

    await filters.getByRole('combobox', { name: 'Has openings for' }).selectOption({ label: '3rd grade' });
    await expect(visitor).toHaveURL(/openingsGrade=3/);
    await expect(visitor.getByRole('heading', { name: school.name })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Example Classical Academy' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Example STEM Academy' })).toHaveCount(0);
    await expect.poll(() => shownTotal(visitor)).toBeLessThan(all);
    await filters.getByRole('combobox', { name: 'Has openings for' }).selectOption({ label: 'Any grade' });
    await expect(visitor).not.toHaveURL(/openingsGrade/);

    await filters.getByRole('checkbox', { name: 'Deadline not passed' }).click();
    await expect(visitor).toHaveURL(/deadlineNotPassed=true/);
    await expect(visitor.getByRole('heading', { name: school.name })).toBeVisible();
    // The deadline the owner just added (next year) has not passed.
    await expect(visitor.getByRole('heading', { name: 'Example STEM Academy' })).toBeVisible();
    await expect.poll(() => shownTotal(visitor)).toBeLessThan(all);
    await filters.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: testInfo.outputPath('directory-filters.png') });

    // All three together, straight from a shared link.
    await visitor.goto('/schools?acceptsOpportunityScholarship=true&openingsGrade=3&deadlineNotPassed=true');
    await expect(filters.getByRole('checkbox', { name: 'Accepts Opportunity Scholarship' })).toBeChecked();
    await expect(visitor.getByRole('heading', { name: school.name })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Example Classical Academy' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Example Girls’ Academy' })).toHaveCount(0);

    // Compare (issue 20: the facts show there too): tick both cards, open the comparison.
    await untilHydrated(visitor.getByRole('checkbox', { name: `Compare ${school.name}` }));
    await visitor.getByRole('checkbox', { name: `Compare ${school.name}` }).check();
    await visitor.getByRole('checkbox', { name: 'Compare Example Classical Academy' }).check();
    await visitor.getByRole('link', { name: 'Compare 2 schools' }).click();
    const table = visitor.getByRole('table', { name: 'School comparison' });
    const row = (name: string) => table.getByRole('row').filter({ has: visitor.getByRole('rowheader', { name }) });
    await expect(row('Opportunity Scholarship').getByText('Accepted')).toHaveCount(2);
    await expect(row('Application deadlines')).toContainText(`January 31, ${nextYear} (${nextYear}-`);
    await expect(row('Tuition assistance')).toContainText('FACTS Grant & Aid');
    await expect(row('Openings')).toContainText('3rd grade: Seats open');
    await expect(row('Openings')).toContainText('Kindergarten: Waitlist');
  });
});
