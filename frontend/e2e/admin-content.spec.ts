import { expect, test } from './support/page-errors';
import { ADMIN, csrfToken, signIn } from './support/session';

const tag = Date.now().toString(36);

/**
 * Issue 16 "Content": an operator runs the catalogue from the admin dashboard:
 * a new school and article go live, a rename keeps the old URL working (301
 * for the page and the API, and the app lands on the new slug), and a
 * neighborhood edit shows on its public page.
 */
test.describe('admin content', () => {
  test('creates and publishes a school and an article, renames the school, edits a neighborhood', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN, /\/admin-dashboard$/);

    // --- A new school, live at once.
    const schoolName = `E2E ${tag} Content Academy`;
    const slug = `e2e-${tag}-content-academy`;
    await page.getByRole('tab', { name: 'Schools' }).click();
    await page.getByRole('button', { name: 'New School' }).click();
    const newSchool = page.getByRole('dialog', { name: 'New School' });
    // The owner forms' rules: the required fields say so before anything is sent.
    await newSchool.getByRole('button', { name: 'Create School' }).click();
    await expect(newSchool).toContainText('School name is required');
    await newSchool.getByLabel('School Name').fill(schoolName);
    await newSchool.getByLabel('School Type').click();
    await page.getByRole('option', { name: 'Montessori' }).click();
    await newSchool.getByLabel('Grades').fill('Pre-K - 8th');
    await newSchool.getByLabel('Address').fill('500 Operator Way');
    await newSchool.getByLabel('ZIP Code').fill('89135');
    await newSchool.getByLabel('Description').fill('A school added from the admin dashboard.');
    await newSchool.getByLabel('Features').fill('STEM, Outdoor Learning');
    await newSchool.getByLabel('Facebook').fill('https://facebook.com/e2e-content');
    // Saved as a draft first: nobody sees it until the admin publishes it.
    await newSchool.getByRole('button', { name: 'Create School' }).click();
    await expect(newSchool).toBeHidden();
    await expect(page.getByText(`${schoolName} was saved as a draft.`)).toBeVisible();
    expect((await page.request.get(`/api/schools/slug/${slug}`)).status()).toBe(404);

    // Published from the list: the Live switch.
    await page.getByLabel('Search schools by name, city or website').fill(schoolName);
    // The switch follows the server: it turns on once the change is saved, so it is clicked, not checked.
    await page.getByRole('switch', { name: `${schoolName} is live` }).click();
    await expect(page.getByText('School status has been updated.')).toBeVisible();
    await expect(page.getByRole('switch', { name: `${schoolName} is live` })).toBeChecked();

    await page.goto(`/schools/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('A school added from the admin dashboard.');

    // --- A new article with a live preview rendered like the public page, published.
    const title = `E2E ${tag} Operator Guide`;
    const articleSlug = `e2e-${tag}-operator-guide`;
    await page.goto('/admin-dashboard?tab=articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const editor = page.getByRole('dialog', { name: 'New Article' });
    await editor.getByLabel('Title').fill(title);
    // The owners' list, in the same words (issue 36): a select, not free text.
    await editor.getByLabel('Category').click();
    await page.getByRole('option', { name: 'ADMISSIONS GUIDE' }).click();
    await expect(editor.getByTestId('article-preview')).toContainText('ADMISSIONS GUIDE');
    await editor.getByLabel('Author').fill('Site Editor');
    await editor.getByLabel('Excerpt').fill('What a new operator does first.');
    await editor
      .getByLabel('Content (Markdown)')
      .fill(
        '## First steps\n\nRead the [directory](https://example.org) and **check** each listing.\n\n[bad](javascript:alert(1))',
      );
    const preview = editor.getByTestId('article-preview');
    await expect(preview.getByRole('heading', { name: 'First steps' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'directory' })).toHaveAttribute('href', 'https://example.org');
    // The public renderer's link rule: a javascript: link keeps its text and loses its target.
    await expect(preview.getByText('bad')).toBeVisible();
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    // A draft first, published from the list.
    await editor.getByRole('button', { name: 'Create Article' }).click();
    await expect(editor).toBeHidden();
    expect((await page.request.get(`/api/articles/${articleSlug}`)).status()).toBe(404);
    await page.getByLabel('Search articles by title, excerpt or author').fill(title);
    await page.getByRole('switch', { name: `${title} is published` }).click();
    await expect(page.getByText('Article status has been updated.')).toBeVisible();
    await expect(page.getByRole('switch', { name: `${title} is published` })).toBeChecked();

    await page.goto(`/articles/${articleSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First steps' })).toBeVisible();

    // --- Rename the school: the old URL answers 301 to the new one.
    const renamed = `E2E ${tag} Renamed Academy`;
    const newSlug = `e2e-${tag}-renamed-academy`;
    await page.goto('/admin-dashboard?tab=schools');
    await page.getByLabel('Search schools by name, city or website').fill(schoolName);
    const card = page.locator('[data-testid^="admin-school-"]', { hasText: schoolName });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${schoolName}` });
    await expect(edit.getByLabel('Features')).toHaveValue('STEM, Outdoor Learning');
    await edit.getByLabel('School Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();

    const rawPage = await page.request.get(`/schools/${slug}?ref=e2e`, { maxRedirects: 0 });
    expect(rawPage.status()).toBe(301);
    expect(rawPage.headers()['location']).toBe(`/schools/${newSlug}?ref=e2e`);
    const rawApi = await page.request.get(`/api/schools/slug/${slug}`, { maxRedirects: 0 });
    expect(rawApi.status()).toBe(301);
    expect(rawApi.headers()['location']).toBe(`/api/schools/slug/${newSlug}`);

    // A browser following an old link lands on the new page.
    await page.goto(`/schools/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/schools/${newSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Inside the app (no page load): the API's 301 is followed and the address moves to the canonical slug.
    // A visitor's own browser (this admin's still holds the old answer for its short public max-age).
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await visitorPage.evaluate((old) => {
      window.history.pushState({}, '', `/schools/${old}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, slug);
    await expect(visitorPage).toHaveURL(new RegExp(`/schools/${newSlug}$`));
    await expect(visitorPage.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // A family's shortlist saved before the rename follows the school to its new slug and name, note kept;
    // a comparison link made before it moves to the new slug.
    await visitorPage.evaluate(
      (old) =>
        localStorage.setItem(
          'vps.shortlist.v1',
          JSON.stringify({ items: [{ slug: old, name: 'Saved before the rename', note: 'Ask about buses' }] }),
        ),
      slug,
    );
    await visitorPage.goto('/shortlist');
    await expect(visitorPage.getByTestId('shortlist-item')).toContainText(renamed);
    await expect(visitorPage.getByTestId('shortlist-missing')).toHaveCount(0);
    await expect
      .poll(() => visitorPage.evaluate(() => JSON.parse(localStorage.getItem('vps.shortlist.v1') ?? '{}').items?.[0]))
      .toMatchObject({ slug: newSlug, name: renamed, note: 'Ask about buses' });
    const other = (await (await visitorPage.request.get('/api/schools?limit=1')).json()) as {
      schools: { slug: string }[];
    };
    await visitorPage.goto(`/compare?schools=${slug},${other.schools[0].slug}`);
    await expect(visitorPage).toHaveURL(new RegExp(`schools=${newSlug}(%2C|,)${other.schools[0].slug}`));
    await expect(visitorPage.getByRole('table', { name: 'School comparison' })).toContainText(renamed);
    await expect(visitorPage.getByTestId('compare-missing')).toHaveCount(0);
    await visitor.close();

    // --- Edit a neighborhood: the public page shows the change.
    const neighborhoods = (await (await page.request.get('/api/neighborhoods')).json()) as {
      id: number;
      name: string;
      description: string | null;
    }[];
    const hood = neighborhoods[0];
    const description = `Updated by the operator ${tag}: new parks and a library.`;
    await page.goto('/admin-dashboard?tab=neighborhoods');
    await page.getByRole('button', { name: `Edit ${hood.name}` }).click();
    const hoodEditor = page.getByRole('dialog', { name: `Edit ${hood.name}` });
    await hoodEditor.getByLabel('Walkability score').fill('120');
    await hoodEditor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(hoodEditor).toContainText('Walkability score must be between 0 and 100');
    await hoodEditor.getByLabel('Walkability score').fill('77');
    await hoodEditor.getByLabel('Description').fill(description);
    await hoodEditor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(hoodEditor).toBeHidden();

    await page.goto(`/neighborhoods/${encodeURIComponent(hood.name)}`);
    await expect(page.getByRole('main')).toContainText(description);

    // Leave the shared catalogue as other specs expect it: the guide's text back, the new records archived.
    const token = await csrfToken(page);
    const full = (await (await page.request.get(`/api/neighborhoods/${hood.id}`)).json()) as Record<string, unknown>;
    const { id: _id, schoolCount: _count, createdAt: _c, updatedAt: _u, archivedAt: _a, ...profile } = full;
    const restored = await page.request.put(`/api/admin/neighborhoods/${hood.id}`, {
      headers: { 'X-CSRF-Token': token },
      data: { ...profile, description: hood.description },
    });
    expect(restored.ok()).toBe(true);
    const schools = (await (
      await page.request.get(`/api/admin/schools?search=${encodeURIComponent(renamed)}`)
    ).json()) as {
      items: { id: number }[];
    };
    const articles = (await (
      await page.request.get(`/api/admin/articles?search=${encodeURIComponent(title)}`)
    ).json()) as {
      items: { id: number }[];
    };
    for (const path of [
      `/api/admin/schools/${schools.items[0].id}/archive`,
      `/api/admin/articles/${articles.items[0].id}/archive`,
    ]) {
      expect((await page.request.post(path, { headers: { 'X-CSRF-Token': token } })).ok()).toBe(true);
    }
  });
});
