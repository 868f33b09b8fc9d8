import { escapeXml } from './html';
import { PRIVATE_PATHS } from './static-pages';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Absolute */
  loc: string;
  lastmod?: Date | null;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

function entry(tag: 'url' | 'sitemap', url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(url.loc)}</loc>${lastmod}</${tag}>`;
}

export function renderUrlset(urls: SitemapUrl[]): string {
  return [
    HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => entry('url', url)),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderSitemapIndex(sitemaps: SitemapUrl[]): string {
  return [
    HEADER,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((sitemap) => entry('sitemap', sitemap)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The newest of some dates (null when there are none). */
export function latest(dates: (Date | null | undefined)[]): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}
