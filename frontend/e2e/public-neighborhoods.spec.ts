import { expect, test } from './support/page-errors';
import {
  apiJson,
  attachScreenshot,
  failApi,
  fakeApi,
  type ApiArticle,
  type ApiNeighborhood,
  renderInBrowser,
} from './public-support';

test.describe('neighborhoods', () => {
  test('lists every neighborhood with its stats and links', async ({ page, request }) => {
    const neighborhoods = await apiJson<ApiNeighborhood[]>(request, '/api/neighborhoods');
    const stats = await apiJson<{ neighborhoodCount: number; schoolCount: number }>(request, '/api/stats');
    expect(neighborhoods.length).toBeGreaterThanOrEqual(10);
    await page.goto('/neighborhoods');
    await expect(page.getByRole('heading', { level: 1, name: 'Las Vegas Neighborhoods' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Communities${stats.neighborhoodCount}`);
    await expect(page.getByTestId('neighborhood-card')).toHaveCount(neighborhoods.length);

    const first = neighborhoods[0];
    const card = page.getByRole('article', { name: first.name, exact: true });
    await expect(card).toContainText(first.city);
    await expect(card).toContainText('Population');
    await expect(card).toContainText('Median Income');
    // The demo's letter grades name no source or date, so they are not shown (issue 35).
    await expect(card.getByLabel(/^Safety: /)).toHaveCount(0);
    await expect(card.getByRole('link', { name: `Explore ${first.name}` })).toHaveAttribute(
      'href',
      `/neighborhoods/${encodeURIComponent(first.name)}`,
    );
    await expect(card.getByRole('link', { name: `View schools in ${first.name}` })).toHaveAttribute(
      'href',
      `/schools?${new URLSearchParams({ neighborhoods: first.name }).toString()}`,
    );
    const banner = page.getByRole('region', { name: 'Ready to Compare Schools?' });
    await expect(banner.getByRole('link', { name: 'Browse All Schools' })).toHaveAttribute('href', '/schools');
    await expect(banner.getByRole('link', { name: 'Read Our Guides' })).toHaveAttribute('href', '/articles');
  });

  test("missing numbers read 'N/A', the description falls back, and the stats default to 5 and 10", async ({
    page,
  }) => {
    await renderInBrowser(page);
    await failApi(page, /\/api\/stats$/);
    await fakeApi(page, /\/api\/neighborhoods$/, [
      {
        id: 1,
        name: 'Testville',
        city: 'Henderson',
        description: null,
        imageUrl: null,
        schoolCount: 0,
        averageTuitionMin: 10000,
        averageTuitionMax: null,
        population: null,
        medianHouseholdIncome: null,
        crimeRating: null,
      },
    ]);
    await page.goto('/neighborhoods');
    const card = page.getByRole('article', { name: 'Testville' });
    await expect(card).toContainText('Premium community in Henderson with excellent educational opportunities.');
    // Population and income read 'N/A'; a safety grade nobody gave shows no row at all (issue 35, docs/decisions/neighborhood-ratings-and-archive.md).
    await expect(card.getByText('N/A')).toHaveCount(2);
    await expect(card).not.toContainText('Safety');
    await expect(card).not.toContainText('Average Tuition');
    await expect(page.getByRole('main')).toContainText('Communities5');
    await expect(page.getByRole('main')).toContainText('Private Schools10');
  });

  test("shows 'Unable to Load Neighborhoods'", async ({ page }) => {
    await renderInBrowser(page);
    await failApi(page, /\/api\/neighborhoods$/);
    await page.goto('/neighborhoods');
    await expect(page.getByRole('heading', { name: 'Unable to Load Neighborhoods' })).toBeVisible();
    await expect(page.getByText('Please try again later.')).toBeVisible();
  });

  test('a neighborhood shows its profile, its schools and local insights', async ({ page, request }, testInfo) => {
    const name = 'Summerlin';
    const neighborhood = await apiJson<ApiNeighborhood & { city: string }>(request, `/api/neighborhoods/${name}`);
    const { total } = await apiJson<{ total: number }>(request, `/api/schools?neighborhoods=${name}&limit=50`);
    const { articles } = await apiJson<{ articles: ApiArticle[] }>(request, '/api/articles?limit=100');
    const related = articles.filter(
      (a) =>
        a.title.toLowerCase().includes(name.toLowerCase()) ||
        a.title.toLowerCase().includes('las vegas') ||
        a.category === 'LOCAL NEWS',
    );

    await page.goto(`/neighborhoods/${name}`);
    await expect(page).toHaveTitle(/Summerlin/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${neighborhood.city}, Nevada`)).toBeVisible();
    for (const title of ['Demographics', 'Education', 'Lifestyle'])
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lifestyle' })).toContainText('/100');

    await expect(page.getByRole('heading', { name: `Private Schools in ${name}`, exact: true })).toBeVisible();
    await expect(page.getByLabel(`${total} schools`)).toBeVisible();
    await expect(page.getByTestId('school-card')).toHaveCount(Math.min(total, 50));

    await expect(page.getByRole('heading', { name: 'Local Education Insights', exact: true })).toBeVisible();
    const insights = page.getByRole('region', { name: 'Local Education Insights' });
    await expect(insights.getByTestId('article-card')).toHaveCount(Math.min(related.length, 6));
    // The newest six, as the API picks them (relatedTo).
    await expect(insights.getByTestId('article-card').getByRole('heading')).toHaveText(
      related.slice(0, 6).map((article) => article.title),
    );
    await expect(page.getByRole('link', { name: `View Schools in ${name}` })).toHaveAttribute(
      'href',
      `/schools?neighborhoods=${name}`,
    );
    await expect(page.getByRole('link', { name: 'Explore Other Neighborhoods' })).toHaveAttribute(
      'href',
      '/neighborhoods',
    );
    await attachScreenshot(page, testInfo, 'neighborhood');
  });

  test('a neighborhood name with spaces is encoded in links and decoded on arrival', async ({ page }) => {
    await page.goto('/neighborhoods');
    await page.getByRole('link', { name: 'Explore Green Valley' }).click();
    await expect(page).toHaveURL(/\/neighborhoods\/Green%20Valley$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Green Valley' })).toBeVisible();
  });

  test('shows six skeletons while schools load and the empty state', async ({ page }) => {
    await renderInBrowser(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/schools\?/, async (route) => {
      await gate;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ schools: [], total: 0 }),
      });
    });
    await page.goto('/neighborhoods/Paradise');
    await expect(page.getByTestId('school-card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByRole('heading', { name: 'No Private Schools Listed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse All Schools' })).toHaveAttribute('href', '/schools');
  });

  test("an unknown neighborhood shows 'Neighborhood Not Found'", async ({ page }) => {
    await page.goto('/neighborhoods/Atlantis');
    await expect(page.getByRole('heading', { level: 1, name: 'Neighborhood Not Found' })).toBeVisible();
    await expect(page.getByText('We couldn\'t find information about "Atlantis".')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');
  });

  test('neighborhood on a phone @phone', async ({ page }) => {
    await page.goto('/neighborhoods/Henderson');
    await expect(page.getByRole('heading', { level: 1, name: 'Henderson' })).toBeVisible();
    await expect(page.getByTestId('school-card').first()).toBeVisible();
  });
});
