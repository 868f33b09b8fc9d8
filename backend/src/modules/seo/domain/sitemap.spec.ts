import { latest, renderRobotsTxt, renderSitemapIndex, renderUrlset } from './sitemap';

describe('sitemap and robots.txt', () => {
  it('writes a urlset with escaped locations and ISO lastmod', () => {
    const xml = renderUrlset([
      { loc: 'https://site.example/schools/a&b', lastmod: new Date('2025-01-02T03:04:05Z') },
      { loc: 'https://site.example/about' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://site.example/schools/a&amp;b</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://site.example/about</loc></url>');
  });

  it('writes a sitemap index', () => {
    const xml = renderSitemapIndex([{ loc: 'https://site.example/sitemap-schools-1.xml' }]);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<sitemap><loc>https://site.example/sitemap-schools-1.xml</loc></sitemap>');
  });

  it('robots.txt allows the site, keeps crawlers out of private areas and names the sitemap', () => {
    const robots = renderRobotsTxt('https://site.example');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /portal');
    expect(robots).toContain('Sitemap: https://site.example/sitemap.xml');
  });

  it('finds the newest date', () => {
    expect(latest([new Date('2025-01-01'), null, new Date('2025-03-01'), undefined])).toEqual(new Date('2025-03-01'));
    expect(latest([])).toBeNull();
  });
});
