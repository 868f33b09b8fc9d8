import { expect, test } from './support/page-errors';
import { apiJson, attachScreenshot, failApi, fakeApi, renderInBrowser, type ApiArticle } from './public-support';

const CATEGORIES = ['ADMISSIONS GUIDE', 'BACK-TO-SCHOOL', 'PARENT TIPS', 'ORGANIZATION', 'LOCAL NEWS', 'RANKINGS'];

function fakeArticle(overrides: Partial<ApiArticle>): ApiArticle & { author: null } {
  return {
    id: 9001,
    slug: 'test-article',
    title: 'A Test Article',
    category: 'PARENT TIPS',
    excerpt: 'An excerpt.',
    content: '',
    createdAt: '2025-03-14T12:00:00.000Z',
    imageUrl: null,
    author: null,
    ...overrides,
  };
}

test.describe('articles', () => {
  test('lists articles, filters by category and loads more', async ({ page, request }) => {
    const { total } = await apiJson<{ total: number }>(request, '/api/articles?limit=1');
    expect(total).toBeGreaterThanOrEqual(12);
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles & Guides' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(filters.getByRole('button')).toHaveText(['All Articles', ...CATEGORIES]);
    await expect(filters.getByRole('button', { name: 'All Articles' })).toHaveAttribute('aria-pressed', 'true');

    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(9);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(cards).toHaveCount(Math.min(total, 18));
    if (total <= 18) await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);

    const localNews = await apiJson<{ articles: ApiArticle[]; total: number }>(
      request,
      '/api/articles?category=LOCAL%20NEWS&limit=100',
    );
    await filters.getByRole('button', { name: 'LOCAL NEWS' }).click();
    await expect(page).toHaveURL(/\/articles\?category=LOCAL\+NEWS$/);
    await expect(cards).toHaveCount(Math.min(localNews.total, 9));
    for (const card of await cards.all()) await expect(card).toContainText('LOCAL NEWS');

    await cards.first().click();
    await expect(page).toHaveURL(`/articles/${localNews.articles[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: localNews.articles[0].title })).toBeVisible();
  });

  test("shows 'Unable to Load Articles' and 'No Articles Available'", async ({ page }) => {
    // Rendered in the browser: a server-rendered list holds its data and asks again only when it is older than 30 s.
    await renderInBrowser(page);
    await failApi(page, /\/api\/articles\?/);
    await page.goto('/articles');
    await expect(page.getByRole('heading', { name: 'Unable to Load Articles' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    await page.unrouteAll();
    await fakeApi(page, /\/api\/articles\?/, { articles: [], total: 0 });
    await page.goto('/articles');
    await expect(page.getByRole('heading', { name: 'No Articles Available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  test('an article shows its badge, date, image and Markdown body, and shares its link', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const { articles } = await apiJson<{ articles: ApiArticle[] }>(request, '/api/articles?limit=1');
    const article = articles[0];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/articles/${article.slug}`);
    await expect(page).toHaveTitle(new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(article.category, { exact: true })).toBeVisible();
    const published = new Date(article.createdAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    await expect(page.getByText(`Published ${published}`)).toBeVisible();
    await expect(page.getByRole('img', { name: article.title })).toBeVisible();
    await expect(page.locator('.article-body')).toBeVisible();
    expect(await page.locator('.article-body p').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(page.getByText('Article link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const closing = page.getByRole('region', { name: 'Explore More Educational Resources' });
    await expect(closing.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/articles');
    await expect(closing.getByRole('link', { name: 'Browse Schools' })).toHaveAttribute('href', '/schools');
    await attachScreenshot(page, testInfo, 'article');
  });

  test('Markdown keeps only safe links, and an empty body shows the fallback paragraph', async ({ page }) => {
    // The articles exist only in the browser's faked API: the server answers 404, which the hydrated page keeps.
    await renderInBrowser(page);
    const content = [
      '## Section',
      '[safe](https://example.org) [mail](mailto:hi@example.org) [local](/schools) [chat](xmpp:a@example.org)',
      '[bad](javascript:alert(1)) [data](data:text/html,hi)',
      '| Month | Step |\n| --- | --- |\n| March | Decide |',
    ].join('\n\n');
    await fakeApi(page, /\/api\/articles\/unsafe-links$/, fakeArticle({ slug: 'unsafe-links', content }));
    await page.goto('/articles/unsafe-links');
    const body = page.locator('.article-body');
    await expect(body.getByRole('heading', { name: 'Section' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.org');
    await expect(body.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:hi@example.org');
    await expect(body.getByRole('link', { name: 'local' })).toHaveAttribute('href', '/schools');
    await expect(body.getByRole('link', { name: 'chat' })).toHaveAttribute('href', 'xmpp:a@example.org');
    await expect(body.getByRole('link', { name: 'bad' })).toHaveCount(0);
    await expect(body.getByRole('link', { name: 'data' })).toHaveCount(0);
    await expect(body.locator('a[href^="javascript"], a[href^="data"]')).toHaveCount(0);
    await expect(body.getByRole('table')).toContainText('MarchDecide');

    await fakeApi(
      page,
      /\/api\/articles\/empty-body$/,
      fakeArticle({ slug: 'empty-body', content: '', createdAt: '' }),
    );
    await page.goto('/articles/empty-body');
    await expect(page.getByText(/^Choosing a private school is an important decision for your family\./)).toBeVisible();
    await expect(page.getByText('Published Recently')).toBeVisible();
  });

  test("an unknown article shows 'Article Not Found'", async ({ page }) => {
    await page.goto('/articles/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('an article on a phone @phone', async ({ page, request }) => {
    const { articles } = await apiJson<{ articles: ApiArticle[] }>(request, '/api/articles?limit=1');
    await page.goto(`/articles/${articles[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: articles[0].title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});
