import { expect, test } from './support/page-errors';

test.describe('static pages', () => {
  test('About', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Vegas Private Schools');
    await expect(page.getByRole('heading', { level: 1, name: 'About Vegas Private Schools' })).toBeVisible();
    for (const heading of [
      'Our Mission',
      'Comprehensive',
      'Trusted',
      'Family-Focused',
      'What We Offer',
      'Advanced School Search',
      'School Portal System',
      'Our Directory',
      'Our Commitment',
      'Educational Excellence',
      'Community Support',
      'Ready to Find Your Perfect School?',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Browse Schools' })).toHaveAttribute('href', '/schools');
    await expect(page.getByRole('link', { name: 'School Administrators' })).toHaveAttribute('href', '/claim-school');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about$/);
  });

  test('Privacy Policy shows today as the effective date', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The site's dates are Las Vegas dates (between 4 and 8 p.m. there it is already tomorrow in UTC).
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/Los_Angeles',
    });
    await expect(page.getByText(`Effective date: ${today}`)).toBeVisible();
    for (const section of [
      'Information We Collect',
      'How We Use Information',
      'Information Sharing',
      'Requests to Schools',
      'Data Security',
      'Your Rights',
      'Cookies',
      'Contact Us',
      'Updates to This Policy',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
  });

  test('Disclaimer', async ({ page }) => {
    await page.goto('/disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    for (const section of [
      'Informational Purposes Only',
      'No Warranty of Accuracy',
      'Not Educational Advice',
      'Third-Party Content and Links',
      'Limitation of Liability',
      'No Endorsement',
      'Changes to the Service',
      'Geographic Scope',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
  });

  test('Review Guidelines: what is removed, and the same rules whatever a school pays', async ({ page }) => {
    await page.goto('/review-guidelines');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Guidelines' })).toBeVisible();
    for (const section of [
      'Who may write a review',
      'What we remove',
      'The same rules for every school and every rating',
      'Checks before publication',
      'How ratings are counted',
      'Your e-mail address',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
    // Each removal reason has an anchor a removal notice can link to.
    await expect(page.locator('#guideline-personal_data')).toContainText('Personal information');
    await expect(
      page.getByText(/premium listing, a school.s request and whether a review is positive or negative never change/),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Review Guidelines' })).toHaveAttribute(
      'href',
      '/review-guidelines',
    );
  });

  test('Admission Tips', async ({ page }) => {
    await page.goto('/admission-tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Private School Admission Tips' })).toBeVisible();
    for (const [season, when] of [
      ['Spring / Summer', '12-18 months ahead'],
      ['Fall', '8-12 months ahead'],
      ['Winter', '3-6 months ahead'],
      ['Spring', 'Decision time'],
    ]) {
      await expect(page.getByRole('heading', { name: season, exact: true })).toBeVisible();
      await expect(page.getByText(when, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Common Mistakes to Avoid' })).toBeVisible();
    for (const href of ['/schools', '/articles', '/contact'])
      await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test('Parent Tips', async ({ page }) => {
    await page.goto('/parent-tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Parent Tips for School Success' })).toBeVisible();
    for (const heading of [
      'General Guidelines',
      'Academic Support',
      'Communicating with Teachers',
      "Do's",
      "Don'ts",
      'Tips by Age',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    for (const band of ['Grades K-5', 'Grades 6-8', 'Grades 9-12'])
      await expect(page.getByText(band, { exact: true })).toBeVisible();
    for (const href of ['/articles', '/contact', '/schools'])
      await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test('Resources links families, administrators and support', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const main = page.getByRole('main');
    for (const href of [
      '/articles',
      '/admission-tips',
      '/opportunity-scholarship',
      '/parent-tips',
      '/claim-school',
      '/portal',
      '/contact',
      '/schools',
    ]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('static pages on a phone @phone', async ({ page }) => {
    await page.goto('/admission-tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Private School Admission Tips' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  });
});
