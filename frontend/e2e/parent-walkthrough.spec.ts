import type { Page } from '@playwright/test';
import { apiJson, type ApiSchool } from './public-support';
import { untilHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { ADMIN, signIn } from './support/session';

/**
 * What a walk through the product as a parent found: a contact form that put the message in the address
 * without JavaScript, buttons that silently did nothing without it, a directory that failed on a long
 * place, a compare message left over the comparison, a map count that spoke of pages, missing navigation
 * and no way past the filters by keyboard.
 */

async function schools(page: Page, query = 'limit=100'): Promise<ApiSchool[]> {
  return (await apiJson<{ schools: ApiSchool[] }>(page.request, `/api/schools?${query}`)).schools;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form never sends itself: no name or message in the address, and a note says why', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await expect(form.getByTestId('noscript-note')).toContainText('Sending a message needs JavaScript');
    await expect(form.getByTestId('noscript-note').getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);

    await form.getByLabel('First Name').fill('Maria');
    await form.getByLabel('Email Address').fill('maria@example.com');
    await form.getByLabel('Message').fill('Private details about my child.');
    await form.getByLabel('Message').press('Enter');
    await form.getByLabel('First Name').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/contact$/);
    expect(page.url()).not.toContain('Maria');
  });

  test("a school page's request, RSVP, shortlist and compare controls show as disabled, and say why", async ({
    page,
  }) => {
    // A premium school whose requests someone receives (the others offer none: issue 35).
    const school = (await schools(page, 'featured=true&limit=100')).find(
      (s) => s.takesRequests && (s.email || s.phone),
    )!;
    expect(school, 'a premium school taking requests, with a phone or an e-mail').toBeTruthy();
    await page.goto(`/schools/${school.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();

    const card = page.getByRole('region', { name: `Interested in ${school.name}?` });
    for (const name of ['Request Information', 'Schedule a Tour']) {
      const button = card.getByRole('button', { name });
      await expect(button).toHaveCSS('pointer-events', 'none');
      await expect(button).toHaveCSS('opacity', '0.5');
    }
    const note = card.getByTestId('noscript-note');
    await expect(note).toContainText('Requests need JavaScript');
    await expect(note).toContainText('You can reach the school directly');
    if (school.email)
      await expect(note.getByRole('link', { name: `e-mail ${school.email}` })).toHaveAttribute(
        'href',
        `mailto:${school.email}`,
      );
    if (school.phone)
      await expect(note.getByRole('link', { name: `call ${school.phone}` })).toHaveAttribute('href', /^tel:/);

    const hero = page.getByRole('main').locator('header');
    await expect(hero.getByRole('button', { name: `Shortlist ${school.name}` })).toHaveCSS('pointer-events', 'none');
    await expect(hero.getByText('Compare', { exact: true })).toBeVisible();
    await expect(hero.getByTestId('noscript-note')).toContainText(
      'The shortlist and comparing schools need JavaScript',
    );
  });

  test('the open houses say that an RSVP needs JavaScript', async ({ page }) => {
    await page.goto('/open-houses');
    const rsvp = page.getByRole('button', { name: /^RSVP to / }).first();
    await expect(rsvp).toBeVisible();
    await expect(rsvp).toHaveCSS('pointer-events', 'none');
    await expect(page.getByTestId('noscript-note').first()).toContainText('RSVPs need JavaScript');
  });

  test("the directory's skip link works as a plain link", async ({ page }) => {
    await page.goto('/schools');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await expect(skip).toHaveAttribute('href', '#directory-results');
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#directory-results$/);
  });
});

test.describe('with JavaScript', () => {
  test('the contact form is enabled once the page is hydrated, with no note', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByTestId('noscript-note')).toBeHidden();
  });

  test("the directory's place box takes at most the server's 200 characters", async ({ page }) => {
    await page.goto('/schools');
    const box = page.getByRole('complementary', { name: 'Filters' }).getByLabel('ZIP code, place or school');
    await expect(box).toHaveAttribute('maxlength', '200');
    await untilHydrated(box);
    await box.fill('a'.repeat(250));
    await expect(box).toHaveValue('a'.repeat(200));
    await expect(page.getByRole('heading', { name: 'Unable to Load Schools' })).toHaveCount(0);
    // The home page's box too.
    await page.goto('/');
    await expect(page.getByRole('search', { name: 'Search schools' }).getByLabel('Location')).toHaveAttribute(
      'maxlength',
      '200',
    );
  });

  test("a search the server refuses shows the server's reason and a way back, not an endless Try Again", async ({
    page,
  }) => {
    await page.goto(`/schools?location=${'a'.repeat(201)}`);
    const panel = page.getByRole('alert').filter({ hasText: 'Unable to Load Schools' });
    await expect(panel).toContainText('location must be at most 200 characters');
    await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    const clear = panel.getByRole('link', { name: 'Clear Filters' });
    await untilHydrated(clear);
    await clear.click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByTestId('school-card').first()).toBeVisible();
    await expect(page.getByText(/^Showing 1-12 of \d+ schools$/)).toBeVisible();
  });

  test('map view says how many schools the map shows, not a page of them', async ({ page }) => {
    const map = await apiJson<{ total: number }>(page.request, '/api/schools/map');
    await page.goto('/schools?view=map');
    // No key and no tiles here: the list of locations, titled as a list (issue 35).
    await expect(page.getByRole('heading', { name: 'School Locations', exact: true })).toBeVisible();
    const line = page.getByRole('status').filter({ hasText: /on the map|Showing/ });
    await expect(line).toHaveText(new RegExp(`^${map.total} (of \\d+ )?schools on the map$`));
    await expect(page.getByTestId('map-fallback')).toContainText(`School Locations (${map.total})`);
    // Back to the list: pages again.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByText(/^Showing 1-12 of \d+ schools$/)).toBeVisible();
  });

  test('Open Houses is in the main navigation, and the scholarship and open houses in the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open Houses' }).click();
    await expect(page).toHaveURL(/\/open-houses$/);
    await expect(page.getByRole('heading', { level: 1, name: /Open Houses/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open Houses' }),
    ).toHaveAttribute('aria-current', 'page');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Open Houses' })).toHaveAttribute('href', '/open-houses');
    await footer.getByRole('link', { name: 'Opportunity Scholarship' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Opportunity Scholarship/ })).toBeVisible();
  });

  test('the header keeps its links and buttons on one row, or in the menu below the lg breakpoint', async ({
    page,
  }) => {
    const oneRow = async (width: number, buttons: string[]) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const banner = page.getByRole('banner');
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveCount(5);
      const controls = [
        ...(await links.all()),
        ...buttons.map((name) => banner.getByRole('link', { name, exact: true })),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        // One line of text (two were 61 px tall), inside the window.
        expect(box.height, `${width}px: ${await control.textContent()}`).toBeLessThan(48);
        expect(box.x + box.width, `${width}px: ${await control.textContent()}`).toBeLessThanOrEqual(width);
      }
    };
    await oneRow(1200, ['School login', 'Claim School']);
    await oneRow(1440, ['School login', 'Claim School']);
    // Narrower: the menu holds them.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Open Houses' }),
    ).toBeVisible();
    // Signed in as an admin: 'Admin Dashboard' and Logout fit beside the links too.
    await signIn(page, ADMIN, /\/admin-dashboard$/);
    await oneRow(1200, []);
    for (const name of ['Admin Dashboard', 'Logout']) {
      const box = (await page
        .getByRole('banner')
        .getByRole(name === 'Logout' ? 'button' : 'link', { name })
        .boundingBox())!;
      expect(box.height, name).toBeLessThan(48);
      expect(box.x + box.width, name).toBeLessThanOrEqual(1200);
    }
  });

  test("a keyboard skips the directory's filters to the results", async ({ page }) => {
    await page.goto('/schools');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await untilHydrated(skip);
    // Hidden until focused, then shown.
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await skip.focus();
    await expect(skip).toBeVisible();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(50);
    // It comes before the filters.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    expect(
      await skip.evaluate(
        (link, aside) => !!(link.compareDocumentPosition(aside as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await filters.elementHandle(),
      ),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
    // The next Tab reaches the first school.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(page.getByTestId('school-card').first().locator(':focus')).toHaveCount(1);
    await expect(focused).toBeVisible();
  });
});

async function tickFourThenAFifth(page: Page) {
  const five = (await schools(page, 'limit=5')).slice(0, 5);
  await page.goto('/schools');
  await untilHydrated(page.getByRole('checkbox', { name: `Compare ${five[0].name}` }));
  for (const school of five.slice(0, 4)) await page.getByRole('checkbox', { name: `Compare ${school.name}` }).check();
  await page.getByRole('checkbox', { name: `Compare ${five[4].name}` }).click();
  const message = page.getByRole('alert').filter({ hasText: 'You can compare up to 4 schools' });
  await expect(message).toBeVisible();
  return message;
}

test.describe('the compare limit message', () => {
  test('goes away when Compare now opens the comparison, and never covers its table', async ({ page }) => {
    const message = await tickFourThenAFifth(page);
    await page.getByRole('link', { name: 'Compare 4 schools' }).click();
    await expect(page).toHaveURL(/\/compare\?schools=/);
    await expect(page.getByRole('table', { name: 'School comparison' })).toBeVisible();
    // At once, not when its 5 seconds are up.
    await expect(message).toBeHidden({ timeout: 2000 });
  });

  test('goes away on the comparison on a phone too @phone', async ({ page }) => {
    const message = await tickFourThenAFifth(page);
    await page.getByRole('link', { name: 'Compare 4 schools' }).click();
    await expect(page).toHaveURL(/\/compare\?schools=/);
    await expect(message).toBeHidden({ timeout: 2000 });
  });
});

test('the phone menu lists Open Houses @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Open Houses' }).click();
  await expect(page).toHaveURL(/\/open-houses$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});
