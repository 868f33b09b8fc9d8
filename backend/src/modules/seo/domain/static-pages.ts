import type { PageMeta } from './page-meta';
import type { Site } from './catalogue-pages';
import { STATIC_PAGE_TEXTS, withAppName, type StaticPageName, type StaticPageText } from './static-page-texts';

/** A public page whose content ships with the app (docs/product.md "Pages and addresses"). */
export interface StaticPage extends StaticPageText {
  /** Which records its content lists, for the sitemap's lastmod. */
  lists?: 'schools' | 'neighborhoods' | 'articles';
}

const LISTS: Partial<Record<StaticPageName, StaticPage['lists']>> = {
  home: 'schools',
  schools: 'schools',
  neighborhoods: 'neighborhoods',
  articles: 'articles',
};

export const STATIC_PAGES: StaticPage[] = (Object.keys(STATIC_PAGE_TEXTS) as StaticPageName[]).map((name) => ({
  ...STATIC_PAGE_TEXTS[name],
  ...(LISTS[name] && { lists: LISTS[name] }),
}));

/** Signed-in areas and utility routes that search engines should not crawl. */
export const PRIVATE_PATHS = [
  '/api/',
  '/portal',
  '/school-dashboard',
  '/admin-dashboard',
  '/admin',
  '/login',
  '/set-password',
  '/account',
  '/confirm-email',
  '/subscription',
  '/auth-test',
];

export function staticPageMeta(page: StaticPage, site: Site): PageMeta {
  const url = page.path === '/' ? `${site.publicUrl}/` : `${site.publicUrl}${page.path}`;
  const structuredData: object[] =
    page.path === '/' ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: site.appName, url }] : [];
  return {
    title: withAppName(page.title, site.appName),
    description: withAppName(page.description, site.appName),
    canonicalUrl: url,
    type: 'website',
    siteName: site.appName,
    imageUrl: null,
    structuredData,
  };
}
