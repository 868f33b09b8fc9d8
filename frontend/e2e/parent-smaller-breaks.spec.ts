import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiJson } from './public-support';
import { isHydrated } from './support/hydration';
import { expect as baseExpect, test } from './support/page-errors';

// A walk through the production build on a shared machine: generous waits (no assertion depends on timing).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function untilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate(isHydrated), { timeout: 60_000 }).toBe(true);
}

/** The HTML part of the newest mail to `recipient` whose subject contains `subject`, waiting for the worker. */
async function mailHtml(recipient: string, subject: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const dir = process.env.E2E_MAIL_DIR!;
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
        for (const name of names.reverse()) {
          const eml = await readFile(join(dir, name), 'utf8');
          const head = eml.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
          if (!new RegExp(`^To: .*${recipient.replace(/[.+]/g, '\\$&')}`, 'im').test(head)) continue;
          if (!(/^Subject: (.*)$/im.exec(head)?.[1] ?? '').includes(subject)) continue;
          html = htmlPart(eml);
          return true;
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${recipient} about "${subject}"` },
    )
    .toBe(true);
  return html;
}

function htmlPart(eml: string): string {
  const start = /Content-Type: text\/html[^\n]*\n(?:[ \t][^\n]*\n|[A-Za-z-]+:[^\n]*\n)*?\r?\n/i.exec(eml);
  if (!start) throw new Error('no text/html part');
  const rest = eml.slice(start.index + start[0].length);
  const body = rest.slice(0, rest.search(/\r?\n--/));
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(start[0])?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The mail as a phone 320 px wide shows it: nothing wider than the screen. */
async function expectFitsNarrowPhone(page: Page, html: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(html);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/**
 * An upcoming in-person open house of the demo seed with seats left, and a grade it is for, at a school where
 * someone receives the RSVP (issue 35's honesty rule refuses the others with a 409).
 */
async function openHouseWithSeats(request: APIRequestContext): Promise<{ id: string; title: string; grade: string }> {
  const { openHouses } = await apiJson<{
    openHouses: {
      id: string;
      title: string;
      seatsLeft: number;
      gradeMin: number;
      status: string;
      school: { takesRsvps: boolean };
    }[];
  }>(request, '/api/open-houses?limit=60');
  const found = openHouses.find((row) => row.seatsLeft >= 2 && row.status === 'scheduled' && row.school.takesRsvps);
  if (!found) throw new Error('no open house with seats in the demo seed');
  const grade =
    found.gradeMin === -1
      ? 'Pre-K'
      : found.gradeMin === 0
        ? 'Kindergarten'
        : `${found.gradeMin}${['st', 'nd', 'rd'][found.gradeMin - 1] ?? 'th'}`;
  return { id: found.id, title: found.title, grade };
}

/**
 * Issue 35, 'Smaller breaks to fix': what a parent walking through the production build ran into,
 * each point with the test that shows it fixed.
 */

test.describe('the directory while new results load', () => {
  test('the count line never pairs the old total with the filter the address names', async ({ page, request }) => {
    const all = await apiJson<{ total: number }>(request, '/api/schools');
    const montessori = await apiJson<{ total: number }>(request, '/api/schools?schoolTypes=Montessori');
    expect(montessori.total).toBeLessThan(all.total);
    await page.goto('/schools');
    const count = page.getByRole('status').filter({ hasText: /Showing|Loading|Updating/ });
    await expect(count).toHaveText(new RegExp(`of ${all.total} schools$`));
    const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Montessori' });
    await untilHydrated(box);

    // The filtered answer is held until the test lets it through: the page is asked what it says meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/schools\?.*schoolTypes=Montessori/, async (route) => {
      await held;
      await route.continue();
    });
    // Every frame the browser paints is sampled: the router renders the new address as a transition, so for
    // a few frames the old page can stand under the new address (a slower CPU makes them more).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate((oldTotal) => {
      const seen: string[] = [];
      (window as unknown as { staleFrames: string[] }).staleFrames = seen;
      const line = () =>
        [...document.querySelectorAll('[role="status"]')].map((element) => element.textContent ?? '').join(' | ');
      const sample = () => {
        if (window.location.search.includes('schoolTypes=Montessori') && line().includes(`of ${oldTotal} schools`))
          seen.push(line());
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, all.total);

    await box.click();
    await expect(page).toHaveURL(/schoolTypes=Montessori/);
    await expect(count).toHaveText('Updating results…');
    await expect(page.getByTestId('directory-results')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(count).toHaveText(new RegExp(`of ${montessori.total} schools?$`));
    await expect(page.getByTestId('directory-results')).toHaveAttribute('aria-busy', 'false');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await page.evaluate(() => (window as unknown as { staleFrames: string[] }).staleFrames)).toEqual([]);
  });

  test('Back from the map view keeps the order chosen before it', async ({ page }) => {
    await page.goto('/schools');
    const sort = page.getByLabel('Sort by');
    await untilHydrated(sort);
    await sort.selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    await page.getByRole('button', { name: 'Map view' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(page.getByTestId('school-card').first()).toBeVisible();
  });
});

test.describe('open houses', () => {
  // A visitor far from Las Vegas: the page says whose time it shows.
  test.use({ timezoneId: 'America/New_York' });

  test('/open-houses says its times are Las Vegas time, not the visitor’s', async ({ page }) => {
    await page.goto('/open-houses');
    const hero = page.locator('section, header').filter({ has: page.getByRole('heading', { name: 'Open Houses' }) });
    await expect(hero.first()).toContainText('Times are Las Vegas time (Pacific)');
    await expect(page.getByText(/your time zone/i)).toHaveCount(0);
    const time = page.getByTestId('open-house-time').first();
    await expect(time).toContainText(/ P[SD]T\b/);
  });
});

test.describe('mails a family gets', () => {
  test('the RSVP confirmation links the family’s registration and cancel page, and fits a 320 px phone', async ({
    page,
    request,
  }) => {
    const openHouse = await openHouseWithSeats(request);
    const email = `rsvp-mail-${Date.now().toString(36)}@example.com`;
    const rsvp = await request.post(`/api/open-houses/${openHouse.id}/rsvps`, {
      data: { name: 'Maria Lopez', email, partySize: 2, childGrade: openHouse.grade },
    });
    expect(rsvp.status()).toBe(201);
    const html = await mailHtml(email, "You're registered");
    await expectFitsNarrowPhone(page, html);
    // The cancel link is a link, not a long line of text.
    const cancel = page.getByRole('link', { name: 'Cancel my RSVP' });
    await expect(cancel).toHaveAttribute('href', /\/open-houses\/cancel\?token=/);
    // 'See your registration' shows the event and that the family is registered.
    const href = await page.getByRole('link', { name: 'See your registration' }).getAttribute('href');
    await page.setViewportSize({ width: 1366, height: 900 });
    const url = new URL(href!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: openHouse.title })).toBeVisible();
    // 'Maria, you're registered: …' (the name the RSVP was made in).
    await expect(page.getByRole('status')).toContainText(/you're registered: seats saved for 2 people\./i);
    await expect(page.getByRole('button', { name: 'Cancel my RSVP' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the open house' })).toHaveAttribute(
      'href',
      `/open-houses/${openHouse.id}`,
    );
  });

  test('the alert confirmation links its manage page, fits a 320 px phone, and its List-Unsubscribe address opens a page with the button', async ({
    page,
    request,
  }) => {
    const email = `alert-mail-${Date.now().toString(36)}@example.com`;
    const saved = await request.post('/api/alerts', {
      data: { email, frequency: 'weekly', filters: { schoolTypes: ['Montessori'] } },
    });
    expect(saved.status()).toBe(201);
    const html = await mailHtml(email, 'Please confirm your school alert');
    await expectFitsNarrowPhone(page, html);
    await expect(page.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute(
      'href',
      /\/alerts\/manage\?token=/,
    );

    // The List-Unsubscribe address (the API's) opened in a browser: a page with the one-click button, not JSON.
    const dir = process.env.E2E_MAIL_DIR!;
    const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
    const emls = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    const eml = emls.find((text) => text.includes(email) && /^List-Unsubscribe:/im.test(text))!;
    const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(eml.replace(/\r?\n[ \t]+/g, ' '))![1];
    await page.setViewportSize({ width: 1366, height: 900 });
    const unsubscribe = new URL(header);
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await expect(page).toHaveURL(/\/alerts\/unsubscribe\?token=/);
    await expect(page.getByRole('heading', { name: 'Stop this school alert' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  });
});

test.describe('saving the same search twice', () => {
  test('the dialog says the alert is there and offers to change it, instead of a second alert and mail', async ({
    page,
  }) => {
    const email = `alert-twice-${Date.now().toString(36)}@example.com`;
    const saveOnce = async (frequency: 'Daily' | 'Weekly') => {
      await page.getByRole('button', { name: 'Email me new matches' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Email me new matches' });
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByLabel(frequency).check();
      await dialog.getByRole('button', { name: 'Save alert' }).click();
      return dialog;
    };
    await page.goto('/schools?schoolTypes=Montessori');
    await untilHydrated(page.getByRole('button', { name: 'Email me new matches' }).first());
    const first = await saveOnce('Weekly');
    await expect(first.getByRole('status')).toContainText(`we sent a confirmation link to ${email}`);
    await first.getByRole('button', { name: 'Close' }).click();
    await mailHtml(email, 'Please confirm your school alert');

    const second = await saveOnce('Daily');
    await expect(second.getByRole('status')).toContainText(
      `${email} already has an alert for this search, sent weekly`,
    );
    await expect(second.getByRole('status')).toContainText('Would you like it daily instead?');
    await second.getByRole('button', { name: 'E-mail me the link to change it' }).click();
    await expect(second.getByRole('status')).toContainText(`We e-mailed ${email} the link to change this alert`);
    await mailHtml(email, 'Change your school alert');
    // One alert, one confirmation mail.
    const dir = process.env.E2E_MAIL_DIR!;
    const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    const confirmations = (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).filter(
      (eml) => eml.includes(email) && /^Subject: Please confirm your school alert/im.test(eml),
    );
    expect(confirmations).toHaveLength(1);
  });
});

test.describe("a school's request forms", () => {
  test('offer only the grades the school teaches, as the RSVP form does', async ({ page, request }) => {
    const { schools } = await apiJson<{ schools: { slug: string; name: string; grades: string }[] }>(
      request,
      '/api/schools?featured=true&limit=50',
    );
    // A premium school (the request forms are theirs) that starts at 6th grade or later.
    const upper = schools.find((school) => /^\s*(?:[6-9]|1[0-2])/.test(school.grades));
    if (!upper) throw new Error('no premium school teaching only upper grades in the demo seed');
    await page.goto(`/schools/${upper.slug}`);
    const actions = page.getByRole('region', { name: `Interested in ${upper.name}?` });
    for (const request of ['Schedule a Tour', 'Request Information'] as const) {
      const button = actions.getByRole('button', { name: request });
      await untilHydrated(button);
      await button.click();
      const dialog = page.getByRole('dialog', { name: new RegExp(request) });
      await dialog.getByLabel("Child's Grade").click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.filter({ hasText: /12/ }).first()).toBeVisible();
      const names = await options.allTextContents();
      expect(names).not.toContain('Pre-K');
      expect(names).not.toContain('Kindergarten');
      expect(names).not.toContain('Elementary (K-5)');
      expect(names).not.toContain('1st - 5th');
      await page.keyboard.press('Escape');
      await dialog
        .getByRole('button', { name: /Close|Cancel/ })
        .first()
        .click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('compare', () => {
  const slugs = async (request: APIRequestContext) => {
    const { schools } = await apiJson<{ schools: { slug: string; name: string }[] }>(request, '/api/schools?limit=3');
    return schools;
  };

  test('names stay over their columns while scrolling, notes show, and no Premium content row', async ({
    page,
    request,
  }) => {
    const schools = await slugs(request);
    // A note kept on the shortlist in this browser.
    await page.goto('/');
    await page.evaluate(
      ([first]) =>
        localStorage.setItem(
          'vps.shortlist.v1',
          JSON.stringify({ items: [{ slug: first.slug, name: first.name, note: 'Ask about the bus', addedAt: '' }] }),
        ),
      schools,
    );
    await page.goto(`/compare?schools=${schools.map((school) => school.slug).join(',')}`);
    const table = page.getByRole('table', { name: 'School comparison' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Premium content' })).toHaveCount(0);
    await expect(page.getByTestId('compare-notes')).toContainText('Ask about the bus');

    // Scrolled to the last row, the school names are still at the top of the table.
    const scroller = page.getByTestId('compare-scroll');
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const name = page.getByTestId('compare-school').first();
    const [nameBox, scrollBox] = await Promise.all([name.boundingBox(), scroller.boundingBox()]);
    expect(nameBox!.y).toBeGreaterThanOrEqual(scrollBox!.y - 1);
    expect(nameBox!.y).toBeLessThan(scrollBox!.y + 40);
    await expect(name.getByRole('link', { name: schools[0].name })).toBeInViewport();
  });

  test('on a phone each column shows its school while scrolled down and sideways @phone', async ({ page, request }) => {
    const schools = await slugs(request);
    await page.goto(`/compare?schools=${schools.map((school) => school.slug).join(',')}`);
    const scroller = page.getByTestId('compare-scroll');
    await expect(scroller).toBeVisible();
    await scroller.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    const last = page.getByTestId('compare-school').last();
    await expect(last.getByRole('link', { name: schools.at(-1)!.name })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('shared links without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared shortlist and a shared comparison list their schools', async ({ page, request }) => {
    const { schools } = await apiJson<{ schools: { slug: string; name: string }[] }>(request, '/api/schools?limit=2');
    const query = `schools=${schools.map((school) => school.slug).join(',')}`;
    await page.goto(`/shortlist?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'A Shared Shortlist' })).toBeVisible();
    const shared = page.getByRole('list', { name: 'Shared schools' });
    for (const school of schools)
      await expect(shared.getByRole('link', { name: school.name, exact: true })).toBeVisible();
    await page.goto(`/compare?${query}`);
    const table = page.getByRole('table', { name: 'School comparison' });
    await expect(table).toBeVisible();
    for (const school of schools)
      await expect(table.getByRole('link', { name: school.name, exact: true })).toBeVisible();
  });
});

test.describe('headings', () => {
  test('the home page does not skip a heading level (Lighthouse heading-order)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Articles & Guides' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
});
