/**
 * The title and description of each public page whose content ships with the
 * app: the one source both sides read. The server writes them into the HTML
 * it sends (static-pages.ts, so crawlers and link previews see them), and the
 * client sets the same ones when it navigates (the frontend imports this file
 * through its `@static-page-texts` alias). It therefore imports nothing and
 * holds only plain data both compilers accept. `{app}` is the product name
 * (APP_NAME), filled in by each side.
 */
export interface StaticPageText {
  path: string;
  title: string;
  description: string;
}

export const STATIC_PAGE_TEXTS = {
  home: {
    path: '/',
    title: '{app} | Find Private Schools in Las Vegas',
    description:
      'Search and compare private schools across the Las Vegas valley by grades, tuition, type and neighborhood.',
  },
  schools: {
    path: '/schools',
    title: 'Las Vegas Private School Directory | {app}',
    description:
      'Browse and filter every private school in the Las Vegas valley by location, grades, tuition and school type.',
  },
  neighborhoods: {
    path: '/neighborhoods',
    title: 'Las Vegas Neighborhood Guides | {app}',
    description:
      'Compare Las Vegas communities for families: population, income, safety, commute and the private schools in each.',
  },
  articles: {
    path: '/articles',
    title: 'Articles & Guides | {app}',
    description: 'Admissions guides, rankings, back-to-school tips and local education news for Las Vegas families.',
  },
  about: {
    path: '/about',
    title: 'About {app}',
    description:
      '{app} simplifies the private school search for Las Vegas families with complete, verified school profiles, maps and neighborhood guides.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us | {app}',
    description:
      "Questions about Las Vegas private schools or your school's listing? Contact the {app} team; we reply within 24 hours.",
  },
  resources: {
    path: '/resources',
    title: 'Resources for Families and Schools | {app}',
    description:
      'Guides, admission tips and parent advice for Las Vegas families, plus tools for school administrators.',
  },
  admissionTips: {
    path: '/admission-tips',
    title: 'Private School Admission Tips | {app}',
    description:
      'A month-by-month admission timeline, practical tips and common mistakes to avoid when applying to Las Vegas private schools.',
  },
  opportunityScholarship: {
    path: '/opportunity-scholarship',
    title: 'Nevada Opportunity Scholarship: Who Qualifies and How to Apply | {app}',
    description:
      'A plain guide to the Nevada Opportunity Scholarship for private school tuition: household income up to 300% of the federal poverty level, applying through a scholarship granting organization, and the maximum amount.',
  },
  parentTips: {
    path: '/parent-tips',
    title: 'Parent Tips for School Success | {app}',
    description:
      'Practical guidance for Las Vegas parents: routines, academic support, talking with teachers and tips for each grade band.',
  },
  claimSchool: {
    path: '/claim-school',
    title: 'Claim Your School | Premium School Profiles',
    description: 'Claim your school profile, choose a premium plan and manage your listing.',
  },
  openHouses: {
    path: '/open-houses',
    title: 'Private School Open Houses in Las Vegas | {app}',
    description:
      'Every upcoming private school open house in the Las Vegas valley, in person and virtual. Filter by grade, neighborhood and date, and RSVP in a minute.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy | {app}',
    description: 'How {app} collects, uses and protects your information.',
  },
  disclaimer: {
    path: '/disclaimer',
    title: 'Disclaimer | {app}',
    description: 'The terms under which {app} provides school information for Las Vegas families.',
  },
  reviewGuidelines: {
    path: '/review-guidelines',
    title: 'Review Guidelines | {app}',
    description:
      'How family reviews on {app} are written, checked and published: the same rules for every school, paying or not.',
  },
} satisfies Record<string, StaticPageText>;

export type StaticPageName = keyof typeof STATIC_PAGE_TEXTS;

/** A text with the product name written in. */
export function withAppName(text: string, appName: string): string {
  return text.replaceAll('{app}', appName);
}
