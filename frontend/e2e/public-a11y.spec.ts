import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/page-errors';

/**
 * Automated WCAG 2.1 A/AA checks (landmarks, names, labels, contrast, alt
 * text) on every public route, after each page has loaded its data.
 */
const PAGES: { path: string; ready: string }[] = [
  { path: '/', ready: 'Latest Articles & Guides' },
  { path: '/schools', ready: 'Las Vegas Private School Directory' },
  { path: '/schools/the-meadows-school', ready: 'Quick Facts' },
  { path: '/articles', ready: 'Articles & Guides' },
  {
    path: '/articles/the-complete-las-vegas-private-school-admissions-timeline',
    ready: 'Explore More Educational Resources',
  },
  { path: '/neighborhoods', ready: 'Las Vegas Neighborhoods' },
  { path: '/neighborhoods/Summerlin', ready: 'Local Education Insights' },
  { path: '/about', ready: 'Our Commitment' },
  { path: '/privacy', ready: 'Privacy Policy' },
  { path: '/disclaimer', ready: 'Disclaimer' },
  { path: '/review-guidelines', ready: 'Review Guidelines' },
  { path: '/admission-tips', ready: 'Admission Timeline' },
  { path: '/parent-tips', ready: 'Tips by Age' },
  { path: '/resources', ready: 'For School Administrators' },
  { path: '/shortlist', ready: 'Your Shortlist Is Empty' },
  { path: '/shortlist?schools=the-meadows-school,las-vegas-day-school', ready: 'A Shared Shortlist' },
  { path: '/compare?schools=the-meadows-school,las-vegas-day-school&near=89117', ready: 'Compare Schools' },
];

test.describe('accessibility', () => {
  for (const { path, ready } of PAGES) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }

  test('the directory filters work from the keyboard', async ({ page }) => {
    await page.goto('/schools');
    await expect(page.getByTestId('school-card').first()).toBeVisible();
    const montessori = page.getByRole('checkbox', { name: 'Montessori', exact: true });
    await montessori.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/schoolTypes=Montessori/);
    await expect(montessori).toBeChecked();
    // The sections are the browser's own disclosures (<details>): Enter on the title closes one.
    const section = page.getByRole('complementary', { name: 'Filters' }).locator('details', { hasText: 'School Type' });
    await expect(section).toHaveAttribute('open', '');
    await section.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(section).not.toHaveAttribute('open');
  });
});
