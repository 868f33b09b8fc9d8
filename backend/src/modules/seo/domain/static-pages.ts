import type { PageMeta } from './page-meta';
import type { Site } from './catalogue-pages';

/** A public page whose content ships with the app (spec 000 §2, spec 001 §2). */
export interface StaticPage {
  path: string;
  title: (appName: string) => string;
  description: string;
  /** Which records its content lists, for the sitemap's lastmod. */
  lists?: 'schools' | 'neighborhoods' | 'articles';
}

export const STATIC_PAGES: StaticPage[] = [
  {
    path: '/',
    title: (app) => `${app} | Find Private Schools in Las Vegas`,
    description:
      'Find and compare private schools in Las Vegas, Henderson and Summerlin: tuition, grades, school types, neighborhoods and maps.',
    lists: 'schools',
  },
  {
    path: '/schools',
    title: (app) => `Las Vegas Private School Directory | ${app}`,
    description:
      'Search and filter private schools in the Las Vegas valley by location, grade level, tuition and school type.',
    lists: 'schools',
  },
  {
    path: '/neighborhoods',
    title: (app) => `Las Vegas Neighborhoods for Families | ${app}`,
    description:
      'Neighborhood guides for Las Vegas families: population, incomes, safety, commute and the private schools nearby.',
    lists: 'neighborhoods',
  },
  {
    path: '/articles',
    title: (app) => `Articles & Guides | ${app}`,
    description: 'Admissions guides, parent tips and local news about private schools in Las Vegas.',
    lists: 'articles',
  },
  {
    path: '/about',
    title: (app) => `About ${app}`,
    description: 'Our mission: simplifying the private school search for Las Vegas families.',
  },
  {
    path: '/contact',
    title: (app) => `Contact Us | ${app}`,
    description: 'Questions about a school, your listing or the directory? Write to us.',
  },
  {
    path: '/resources',
    title: (app) => `Resources for Parents and Schools | ${app}`,
    description: 'Guides, tips and tools for choosing a private school in Las Vegas.',
  },
  {
    path: '/admission-tips',
    title: (app) => `Private School Admission Tips | ${app}`,
    description: 'A timeline and practical tips for private school admissions, from the first tour to the decision.',
  },
  {
    path: '/parent-tips',
    title: (app) => `Parent Tips | ${app}`,
    description: 'Guidelines, academic support and communication tips for private school parents, by age band.',
  },
  {
    path: '/claim-school',
    title: (app) => `Claim Your School Listing | ${app}`,
    description: 'School representatives: claim your free listing and upgrade it to a premium profile.',
  },
  {
    path: '/privacy',
    title: (app) => `Privacy Policy | ${app}`,
    description: 'What information we collect, how we use and protect it, and your rights.',
  },
  {
    path: '/disclaimer',
    title: (app) => `Disclaimer | ${app}`,
    description: 'The directory is informational only; verify details with each school.',
  },
];

/** Signed-in areas and utility routes that search engines should not crawl. */
export const PRIVATE_PATHS = [
  '/api/',
  '/portal',
  '/school-dashboard',
  '/admin-dashboard',
  '/admin',
  '/login',
  '/set-password',
  '/subscription',
  '/auth-test',
];

export function staticPageMeta(page: StaticPage, site: Site): PageMeta {
  const url = page.path === '/' ? `${site.publicUrl}/` : `${site.publicUrl}${page.path}`;
  const structuredData: object[] =
    page.path === '/' ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: site.appName, url }] : [];
  return {
    title: page.title(site.appName),
    description: page.description,
    canonicalUrl: url,
    type: 'website',
    siteName: site.appName,
    imageUrl: null,
    structuredData,
  };
}
