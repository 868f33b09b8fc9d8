import type { ConsoleMessage, Page } from '@playwright/test';
import { apiJson, type ApiArticle, type ApiNeighborhood, type ApiSchool } from './public-support';
import { isHydrated } from './support/hydration';
import { expect, test } from './support/page-errors';
import { ADMIN, csrfToken, signIn } from './support/session';
import { currentBaseURL } from './support/servers';

/**
 * Public pages rendered on the server (issue 21): their content is in the HTML (JavaScript
 * disabled), the status codes are true, and the browser takes the HTML over without a hydration
 * warning or any console error for an anonymous visitor.
 */

interface Catalogue {
  school: ApiSchool;
  neighborhood: ApiNeighborhood;
  article: ApiArticle;
}

async function catalogue(page: Page): Promise<Catalogue> {
  const { schools } = await apiJson<{ schools: ApiSchool[] }>(page.request, '/api/schools?limit=1');
  const neighborhoods = await apiJson<ApiNeighborhood[]>(page.request, '/api/neighborhoods');
  const { articles } = await apiJson<{ articles: ApiArticle[] }>(page.request, '/api/articles?limit=1');
  return { school: schools[0], neighborhood: neighborhoods[0], article: articles[0] };
}

/** Each public page and a heading (or text) its first view shows. */
function publicPages({ school, neighborhood, article }: Catalogue): { path: string; heading: string | RegExp }[] {
  return [
    { path: '/', heading: 'Find the Right Private School in Las Vegas' },
    { path: '/schools', heading: 'Las Vegas Private School Directory' },
    { path: `/schools/${school.slug}`, heading: school.name },
    { path: '/neighborhoods', heading: /Neighborhoods/ },
    { path: `/neighborhoods/${encodeURIComponent(neighborhood.name)}`, heading: new RegExp(neighborhood.name) },
    { path: '/articles', heading: /Articles/ },
    { path: `/articles/${article.slug}`, heading: article.title },
    { path: '/about', heading: /About/ },
    { path: '/contact', heading: /Contact/ },
    { path: '/resources', heading: /Resources/ },
    { path: '/admission-tips', heading: /Admission/ },
    { path: '/parent-tips', heading: /Parent/ },
    { path: '/opportunity-scholarship', heading: /Opportunity Scholarship/ },
    { path: '/privacy', heading: /Privacy/ },
    { path: '/disclaimer', heading: /Disclaimer/ },
    { path: '/review-guidelines', heading: /Review Guidelines/ },
    { path: '/open-houses', heading: /Open Houses/ },
  ];
}

/** Pages beyond the list above that the hydration check also opens: a filtered directory and Page Not Found. */
const MORE_PAGES: { path: string; heading: string | RegExp; status?: number }[] = [
  {
    path: '/schools?grades=Kindergarten&location=Las%20Vegas&sort=name',
    heading: 'Las Vegas Private School Directory',
  },
  { path: '/no-such-page/anywhere', heading: 'Page Not Found', status: 404 },
];

/** Holds back the requests for `url` until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('server-rendered public pages', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('every public page shows its content from the HTML alone', async ({ page }) => {
      test.setTimeout(90_000);
      for (const { path, heading } of publicPages(await catalogue(page))) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        // The header is the signed-out one, rendered without asking who is signed in.
        await expect(page.getByRole('link', { name: 'Login' }).first(), path).toBeVisible();
      }
    });

    test('Page Not Found shows its text and a way home', async ({ page }) => {
      const response = await page.goto('/no-such-page/anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find the Right Private School in Las Vegas' }),
      ).toBeVisible();
    });

    test('links between the public pages work', async ({ page }) => {
      const { neighborhood, article } = await catalogue(page);
      const main = page.getByRole('navigation', { name: 'Main' });
      await page.goto('/');
      // Neighborhoods list -> one neighborhood -> one of its schools.
      await main.getByRole('link', { name: 'Neighborhoods' }).click();
      await expect(page).toHaveURL(/\/neighborhoods$/);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(neighborhood.name) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/neighborhoods\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(neighborhood.name) })).toBeVisible();
      // Articles list -> one article.
      await page.goto('/articles');
      await page.getByRole('main').getByRole('link', { name: article.title }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      // A footer link to a static page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
    });

    test('links work and the directory filters are a plain GET form', async ({ page }) => {
      const { school } = await catalogue(page);
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click();
      await expect(page).toHaveURL(/\/schools$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Private School Directory' })).toBeVisible();
      await page.getByRole('link', { name: school.name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    });

    test("the directory's filters work as a plain GET form", async ({ page }) => {
      await page.goto('/schools?sort=name');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByLabel('Kindergarten').check();
      await filters.getByLabel('ZIP code, place or school').fill('Meadows');
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/schools\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.getAll('grades')).toEqual(['Kindergarten']);
      expect(query.get('location')).toBe('Meadows');
      // A filter the form does not show (the order) travels along.
      expect(query.get('sort')).toBe('name');
      await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Kindergarten')).toBeChecked();
      await expect(page.getByText(/Showing \d+-\d+ of \d+ schools?\b/)).toBeVisible();
    });

    test('every filter of the sidebar, the order, the place and the pages work without JavaScript', async ({
      page,
    }) => {
      await page.goto('/schools');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      // A tuition range (one box, both bounds), an admissions box and grade, and the order above the results.
      await filters.getByLabel('$10,000 - $20,000').check();
      await filters.getByLabel('Accepts Opportunity Scholarship').check();
      await filters.getByRole('combobox', { name: 'Has openings for' }).selectOption({ label: '3rd grade' });
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/tuition=10000-20000/);
      let query = new URL(page.url()).searchParams;
      expect(query.get('acceptsOpportunityScholarship')).toBe('true');
      expect(query.get('openingsGrade')).toBe('3');
      expect(query.get('sort')).toBe('name');
      await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('$10,000 - $20,000')).toBeChecked();
      // Unticking the range drops it; the rest stays.
      await page.getByRole('complementary', { name: 'Filters' }).getByLabel('$10,000 - $20,000').uncheck();
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
      await expect(page).not.toHaveURL(/tuition=/);
      expect(new URL(page.url()).searchParams.get('openingsGrade')).toBe('3');

      // A place and a radius: the one location box (a ZIP is the search's centre), with the other filters.
      await page.goto('/schools?sort=name&grades=Kindergarten');
      const place = page.getByRole('complementary', { name: 'Filters' });
      await place.getByLabel('ZIP code, place or school').fill('89117');
      await place.getByRole('combobox', { name: 'Radius' }).selectOption({ label: 'Within 10 miles' });
      await place.getByRole('button', { name: 'Apply' }).click();
      query = new URL(page.url()).searchParams;
      expect(query.get('location')).toBe('89117');
      expect(query.get('radius')).toBe('10');
      expect(query.getAll('grades')).toEqual(['Kindergarten']);
      await expect(page.getByTestId('search-centre')).toHaveText('Within 10 mi of 89117');

      // The pages are links; Clear All is a link to the bare directory.
      await page.goto('/schools');
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/schools\?page=2$/);
      await expect(page.getByText(/Showing 13-\d+ of \d+ schools/)).toBeVisible();
      await page.goto('/schools?grades=Kindergarten');
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: 'Clear All' }).click();
      await expect(page).toHaveURL(/\/schools$/);
    });

    test('on a phone without JavaScript the filters show above the results, without the Filters button', async ({
      browser,
    }) => {
      const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await phone.newPage();
      await page.goto(`${currentBaseURL()}/schools`);
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
      await phone.close();
    });

    test("the home page's search works as a plain GET form to the directory", async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('search', { name: 'Search schools' });
      await search.getByLabel('Location').fill('Henderson');
      await search.getByLabel('Grade Level').selectOption('Kindergarten');
      await search.getByRole('button', { name: 'Search Schools' }).click();
      await expect(page).toHaveURL(/\/schools\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.get('location')).toBe('Henderson');
      expect(query.getAll('grades')).toEqual(['Kindergarten']);
      await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Kindergarten')).toBeChecked();
      // Every grade: an empty value, which the directory reads as no filter.
      await page.goto('/');
      await search.getByRole('button', { name: 'Search Schools' }).click();
      await expect(page.getByText(/Showing \d+-\d+ of \d+ schools/)).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Kindergarten')).not.toBeChecked();
    });

    test('the school search page renders the results its query asks for', async ({ page }) => {
      const { school } = await catalogue(page);
      await page.goto(`/schools?location=${encodeURIComponent(school.name)}`);
      await expect(page.getByRole('heading', { name: school.name }).first()).toBeVisible();
    });
  });

  test('a school page is rendered once, its neighborhood and open houses fetched before it', async ({ page }) => {
    const { schools } = await apiJson<{ schools: ApiSchool[] }>(page.request, '/api/schools?featured=true&limit=12');
    const school = schools.find((each) => each.isPremium && each.neighborhoodId !== null);
    expect(school, 'a premium demo school in a neighborhood').toBeDefined();
    // A query string of its own: a page the cache has not kept, rendered for this request.
    const answer = await page.request.get(`/schools/${school!.slug}?e2e=${Date.now()}`, { headers: { Cookie: '' } });
    expect(answer.status()).toBe(200);
    // Without the page's prefetch it takes three: the school, then its neighborhood and open houses, then the HTML.
    expect(answer.headers()['server-timing']).toMatch(/^render;dur=[\d.]+;desc="1 pass"$/);
    expect(await answer.text()).toContain(`About ${school!.neighborhoodName}`);
  });

  test('a page rendered again asks the queries its last render needed first, and renders once', async ({ page }) => {
    const unique = Date.now();
    // Any cookie but the session's: rendered for an anonymous visitor, but never kept by the page cache.
    const render = () => page.request.get(`/?e2e=${unique}`, { headers: { Cookie: 'e2e=1' } });
    const first = await render();
    expect(first.status()).toBe(200);
    // The home page finds its queries over several passes (featured schools, stats, open houses, articles…).
    expect(first.headers()['server-timing']).toMatch(/desc="[2-4] passes"$/);
    const again = await render();
    expect(again.headers()['server-timing']).toMatch(/desc="1 pass"$/);
    expect(await again.text()).toContain('Find the Right Private School in Las Vegas');
  });

  test.describe('status codes', () => {
    test('an unknown path answers 404 with Page Not Found', async ({ page }) => {
      const response = await page.goto('/no-such-page/anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      const html = await (await page.request.get('/no-such-page')).text();
      expect(html).toContain('Page Not Found');
    });

    test('unknown school, article and neighborhood answer 404 with their texts in the HTML', async ({ page }) => {
      for (const [path, text] of [
        ['/schools/no-such-school-anywhere', 'School Not Found'],
        ['/articles/no-such-article-anywhere', 'Article Not Found'],
        ['/neighborhoods/No%20Such%20Place', 'Neighborhood Not Found'],
      ]) {
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(text);
      }
    });

    test('a school or article address in capitals answers 301 to its page', async ({ page }) => {
      const { school, article } = await catalogue(page);
      for (const path of [`/schools/${school.slug}`, `/articles/${article.slug}`]) {
        const shouted = path.replace(/\/([^/]+)$/, (_, slug: string) => `/${slug.toUpperCase()}`);
        const response = await page.request.get(`${shouted}?from=mail`, { maxRedirects: 0, headers: { Cookie: '' } });
        expect(response.status(), shouted).toBe(301);
        expect(response.headers()['location']).toBe(`${path}?from=mail`);
      }
    });

    test('a renamed school answers 301 to its new page', async ({ page }) => {
      const { schools } = await apiJson<{ schools: ApiSchool[] }>(page.request, '/api/schools?limit=24');
      const school = schools[schools.length - 1];
      await signIn(page, ADMIN, /\/admin-dashboard$/);
      const csrf = await csrfToken(page);
      const renamed = `${school.name} SSR ${Date.now().toString(36)}`;
      const answer = await page.request.put(`/api/admin/schools/${school.id}`, {
        headers: { 'X-CSRF-Token': csrf },
        data: { name: renamed },
      });
      expect(answer.ok()).toBe(true);
      const { slug } = (await answer.json()) as { slug: string };
      expect(slug).not.toBe(school.slug);

      const old = await page.request.get(`/schools/${school.slug}`, { maxRedirects: 0, headers: { Cookie: '' } });
      expect(old.status()).toBe(301);
      expect(old.headers()['location']).toBe(`/schools/${slug}`);

      // A renamed article too.
      const { articles } = await apiJson<{ articles: ApiArticle[] }>(page.request, '/api/articles?limit=24');
      const article = articles[articles.length - 1];
      const renamedArticle = await page.request.put(`/api/admin/articles/${article.id}`, {
        headers: { 'X-CSRF-Token': csrf },
        data: { title: `${article.title} SSR ${Date.now().toString(36)}` },
      });
      expect(renamedArticle.ok()).toBe(true);
      const articleSlug = ((await renamedArticle.json()) as { slug: string }).slug;
      expect(articleSlug).not.toBe(article.slug);
      const oldArticle = await page.request.get(`/articles/${article.slug}?from=old`, {
        maxRedirects: 0,
        headers: { Cookie: '' },
      });
      expect(oldArticle.status()).toBe(301);
      expect(oldArticle.headers()['location']).toBe(`/articles/${articleSlug}?from=old`);
    });
  });

  test('every public page hydrates without a warning, a console error or a CSP violation', async ({ page }) => {
    test.setTimeout(150_000);
    const messages: string[] = [];
    // Chromium reports a document's own 404 in the console: the status asked for, not an error of the page.
    let documentNotFound: string | undefined;
    const listen = (message: ConsoleMessage) => {
      const text = message.text();
      if (documentNotFound && message.location().url === documentNotFound && /status of 404/.test(text)) return;
      if (message.type() === 'error' || /hydrat|did not match/i.test(text)) messages.push(`${message.type()}: ${text}`);
    };
    const pages: { path: string; heading: string | RegExp; status?: number }[] = [
      ...publicPages(await catalogue(page)),
      ...MORE_PAGES,
    ];
    page.on('console', listen);
    // DevTools' issues too: a Content-Security-Policy violation (Lighthouse best practices' `inspector-issues`),
    // e.g. a library probing for eval, is not printed to the console.
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue')
        messages.push(`CSP: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
    });
    await devtools.send('Audits.enable');
    for (const { path, heading, status = 200 } of pages) {
      messages.length = 0;
      documentNotFound = status === 404 ? new URL(path, currentBaseURL()).href : undefined;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // Hydrated: React has attached its handlers (the hydration of lazy pages finishes after load).
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      expect(messages, path).toEqual([]);
    }
  });

  test("every server-rendered page names its own scripts, fetched beside the app's", async ({ page }) => {
    // The school page's chunk once lost its manifest entry (Rolldown merged it with its dialog's shared code), and
    // the browser found the page's code only after the app had run.
    for (const { path } of publicPages(await catalogue(page))) {
      const html = await (await page.request.get(path)).text();
      const listed = html.match(/<meta name="page-scripts" content="([^"]+)">/)?.[1].split(' ') ?? [];
      expect(listed.length, path).toBeGreaterThan(0);
      for (const script of listed) expect(script, path).toMatch(/^\/assets\/[\w-]+\.js$/);
    }
  });

  test("the served HTML paints before any of the app's code is fetched, then the app takes the page over", async ({
    page,
  }) => {
    const html = await (await page.request.get('/schools')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // One small script (app/boot.ts); the page's chunks are listed for it, the page first, not fetched by the head.
    expect(head.match(/<script type="module"/g)).toHaveLength(1);
    expect(head).not.toContain('rel="modulepreload"');
    const listed = head.match(/<meta name="page-scripts" content="([^"]+)">/)?.[1].split(' ') ?? [];
    expect(listed[0]).toMatch(/^\/assets\/schools-search-[\w-]+\.js$/);
    expect(new Set(listed).size).toBe(listed.length);

    await page.goto('/schools');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect.poll(() => filters.evaluate(isHydrated)).toBe(true);
    const timings = await page.evaluate(() => ({
      // When the browser painted the frame (`paintTime`): `startTime` is when that frame reached the screen,
      // which on a loaded machine trails it by a few milliseconds, and the app may start in between.
      firstPaint: ((entry) => (entry ? ((entry as { paintTime?: number }).paintTime ?? entry.startTime) : Infinity))(
        performance.getEntriesByName('first-contentful-paint')[0],
      ),
      appScripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(libraries|main|schools-search)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    // The app's libraries (run in a task before the rest of the app, app/libraries.ts), the app, the page.
    expect(timings.appScripts).toHaveLength(3);
    for (const start of timings.appScripts) expect(start).toBeGreaterThanOrEqual(timings.firstPaint);
  });

  test('a click that lands before the app has taken the page over is clicked again once it has', async ({ page }) => {
    const { school } = await catalogue(page);
    const release = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
    await page.goto(`/schools/${school.slug}`);
    const heart = page.getByRole('main').getByRole('button', { name: `Shortlist ${school.name}`, exact: true });
    await heart.click();
    expect(await heart.evaluate(isHydrated)).toBe(false);
    release();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('shortlist-count').first()).toHaveAttribute('data-count', '1');
  });

  test('a hydrated page does not ask the API again for what the server handed over, however old, nor for a 404 or a refused search', async ({
    page,
  }) => {
    const { school } = await catalogue(page);
    // The browser's clock ten minutes ahead: the page looks rendered long ago, as one from the page cache does.
    await page.clock.setFixedTime(Date.now() + 10 * 60_000);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The map's tiles setting is the browser's own question (the server renders the list of places,
      // docs/decisions/maps-without-a-key.md), never handed over, so not asked 'again'.
      if (path.startsWith('/api/') && !path.startsWith('/api/analytics') && path !== '/api/map-tiles')
        asked.push(`${request.method()} ${path}`);
    });
    // A refused search (400, 'Place Not Found') is an answer too: asked again, its panel flashed and a
    // click on one of its places was lost.
    for (const path of [
      `/schools/${school.slug}`,
      '/schools?near=Atlantis%20Heights',
      '/schools/no-such-school-anywhere',
    ]) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').evaluate(isHydrated)).toBe(true);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'School Not Found' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('on a phone the directory keeps the HTML it hydrated: the hidden filter sidebar is not swapped out @phone', async ({
    page,
  }) => {
    // A media query once switched the tree right after hydration: the whole directory rendered again,
    // synchronously, on a phone's slow CPU.
    const release = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
    await page.goto('/schools', { waitUntil: 'commit' });
    await page.locator('aside[aria-label="Filters"]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { serverSidebar: Element }).serverSidebar =
        document.querySelector('aside[aria-label="Filters"]')!;
    });
    release();
    await expect.poll(() => page.locator('h1').evaluate(isHydrated)).toBe(true);
    await page.waitForLoadState('networkidle');
    const sidebar = await page.evaluate(() => {
      const element = (window as unknown as { serverSidebar: Element }).serverSidebar;
      return {
        connected: element.isConnected,
        hydrated: Object.keys(element).some((key) => key.startsWith('__react')),
      };
    });
    expect(sidebar).toEqual({ connected: true, hydrated: true });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter schools' })).toBeVisible();
  });

  test('a select pressed before the app has taken the page over opens its menu once it has', async ({ page }) => {
    // MUI's Select opens on the press (mousedown), not the click: the press is given again with the held click.
    const release = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
    await page.goto('/contact');
    const subject = page.getByRole('combobox', { name: /^Subject/ });
    await subject.click();
    expect(await subject.evaluate(isHydrated)).toBe(false);
    release();
    await page.getByRole('option', { name: 'Help Finding a School' }).click();
    await expect(subject).toHaveText('Help Finding a School');
  });

  test("text typed into a form before the app has taken the page over is the form's when it is sent", async ({
    page,
  }) => {
    const release = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
    await page.goto('/contact');
    const firstName = page.getByLabel('First Name');
    await firstName.fill('Maria');
    await page.getByLabel('Message').fill('We are moving to Henderson.');
    expect(await firstName.evaluate(isHydrated)).toBe(false);
    release();
    await expect.poll(() => firstName.evaluate(isHydrated)).toBe(true);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The form validated what the boxes show: the typed fields pass, the empty ones do not.
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Please provide a detailed message (at least 10 characters)')).toHaveCount(0);
    await expect(firstName).toHaveValue('Maria');
  });

  test("text typed into the directory's location box before hydration is kept and searched", async ({ page }) => {
    // The page's chunk is held back until the visitor has typed: the box is the server's, not yet React's.
    const release = await holdBack(page, /\/assets\/schools-search-[\w-]+\.js$/);
    await page.goto('/schools', { waitUntil: 'commit' });
    const box = page.getByRole('complementary', { name: 'Filters' }).getByLabel('ZIP code, place or school');
    await box.fill('Meadows');
    expect(await box.evaluate(isHydrated)).toBe(false);
    release();
    await expect.poll(() => box.evaluate(isHydrated)).toBe(true);
    await expect(box).toHaveValue('Meadows');
    await expect(page).toHaveURL(/[?&]location=Meadows/);
    await expect(box).toHaveValue('Meadows');
  });

  test("text typed into the home page's search box before hydration is kept", async ({ page }) => {
    const release = await holdBack(page, /\/assets\/home-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('search', { name: 'Search schools' }).getByLabel('Location');
    await box.fill('Summerlin');
    expect(await box.evaluate(isHydrated)).toBe(false);
    release();
    await expect.poll(() => box.evaluate(isHydrated)).toBe(true);
    await page.getByRole('button', { name: 'Search Schools' }).click();
    await expect(page).toHaveURL(/\/schools\?location=Summerlin/);
  });

  test('the anonymous visitor never asks who is signed in', async ({ page }) => {
    const probes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') probes.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Private School Directory' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(probes).toEqual([]);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('a page rendered in the browser does not ask either: no 401 in the console on the sign-in page', async ({
    page,
  }) => {
    const probes: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') probes.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(probes).toEqual([]);
    expect(errors).toEqual([]);
  });
});
