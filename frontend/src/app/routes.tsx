import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { paths } from '@/shared/config';
import { PublicLayout } from './layouts/public-layout';

type PageModule = { default: ComponentType };

/**
 * A page module may export `serverPrefetch`: the server renderer runs it before rendering, with the
 * route's params and the request's store, so the page renders once with its data instead of
 * discovering its queries over several passes (app/entry-server.tsx).
 */
export type ServerPrefetch = (
  params: Readonly<Record<string, string | undefined>>,
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
) => Promise<void>;

/**
 * Every page's code, one chunk per page (Vite's glob import: the file a page is loaded from and the
 * key of its chunk in the build manifest are one string, see `module` below).
 */
const PAGE_LOADERS = import.meta.glob<Record<string, unknown>>('../pages/*/index.ts');

/**
 * A page in its own chunk (React.lazy) that can be loaded ahead: once `preload` has finished, the
 * page renders at once instead of suspending. The browser loads the first page's chunk before it
 * hydrates the server's HTML (app/main.tsx), so the page is interactive as soon as it is hydrated
 * and no click lands on a part still waiting for its code. `module` is the page's entry in Vite's
 * build manifest: the server names its chunk in `<link rel="modulepreload">` (backend
 * shared/http/spa.ts), so the browser fetches it beside the entry script instead of after it.
 */
function page(name: string, exported = 'default') {
  const file = `../pages/${name}/index.ts`;
  const loader = PAGE_LOADERS[file];
  if (!loader) throw new Error(`no page module ${file}`);
  let loaded: PageModule | undefined;
  let serverPrefetch: ServerPrefetch | undefined;
  const preload = () =>
    loader().then((module) => {
      // Only for the page a module exports by default: a second page of the same module has its own data.
      serverPrefetch = exported === 'default' ? (module.serverPrefetch as ServerPrefetch | undefined) : undefined;
      return (loaded = { default: module[exported] as ComponentType });
    });
  // A thenable that answers at once when the chunk is there: React.lazy then needs no suspense.
  const component = lazy(() =>
    loaded ? ({ then: (done: (m: PageModule) => void) => done(loaded!) } as never) : preload(),
  );
  return Object.assign(component, {
    preload,
    module: `src/pages/${name}/index.ts`,
    serverPrefetch: () => serverPrefetch,
  });
}

// Every page is its own chunk: a route pulls only the code it needs.
const HomePage = page('home');
const NotFoundPage = page('not-found');
const AboutPage = page('about');
const PrivacyPage = page('privacy');
const DisclaimerPage = page('disclaimer');
const ReviewGuidelinesPage = page('review-guidelines');
const AdmissionTipsPage = page('admission-tips');
const OpportunityScholarshipPage = page('opportunity-scholarship');
const ParentTipsPage = page('parent-tips');
const ResourcesPage = page('resources');
const SchoolsSearchPage = page('schools-search');
const SchoolDetailsPage = page('school-details');
const ShortlistPage = page('shortlist');
const ComparePage = page('compare');
const ArticlesPage = page('articles');
const ArticlePage = page('article');
const NeighborhoodsPage = page('neighborhoods');
const NeighborhoodPage = page('neighborhood');
const ContactPage = page('contact');
const PortalPage = page('portal');
const SchoolDashboardPage = page('school-dashboard');
const AdminDashboardPage = page('admin-dashboard');
const LoginPage = page('login');
const OpenHousesPage = page('open-houses');
const ConfirmAlertPage = page('alerts', 'ConfirmAlertPage');
const ManageAlertsPage = page('alerts', 'ManageAlertsPage');
const UnsubscribeAlertPage = page('alerts', 'UnsubscribeAlertPage');
const ConfirmReviewPage = page('review-links', 'ConfirmReviewPage');
const ManageReviewPage = page('review-links', 'ManageReviewPage');
const CancelRsvpPage = page('open-houses', 'CancelRsvpPage');
const ListingConfirmPage = page('listing-confirmation', 'ListingConfirmPage');
const SetPasswordPage = page('set-password');
const AccountPage = page('account');
const ConfirmEmailPage = page('account', 'ConfirmEmailPage');
const AuthTestPage = page('auth-test');
const ClaimSchoolPage = page('claim');
const SubscriptionPage = page('subscription');
const SandboxCheckoutPage = page('sandbox-checkout');
const SandboxBillingPortalPage = page('sandbox-checkout', 'SandboxBillingPortalPage');

// Declarative routing (useRoutes in a BrowserRouter): the data router (createBrowserRouter) added
// about 17 KB gzip of loader/action machinery no page uses to the JavaScript every page needs first.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      { path: paths.about.pattern, element: <AboutPage /> },
      { path: paths.privacy.pattern, element: <PrivacyPage /> },
      { path: paths.disclaimer.pattern, element: <DisclaimerPage /> },
      { path: paths.reviewGuidelines.pattern, element: <ReviewGuidelinesPage /> },
      { path: paths.admissionTips.pattern, element: <AdmissionTipsPage /> },
      { path: paths.opportunityScholarship.pattern, element: <OpportunityScholarshipPage /> },
      { path: paths.parentTips.pattern, element: <ParentTipsPage /> },
      { path: paths.resources.pattern, element: <ResourcesPage /> },
      { path: paths.schools.pattern, element: <SchoolsSearchPage /> },
      { path: paths.school.pattern, element: <SchoolDetailsPage /> },
      { path: paths.shortlist.pattern, element: <ShortlistPage /> },
      { path: paths.compare.pattern, element: <ComparePage /> },
      { path: paths.articles.pattern, element: <ArticlesPage /> },
      { path: paths.article.pattern, element: <ArticlePage /> },
      { path: paths.neighborhoods.pattern, element: <NeighborhoodsPage /> },
      { path: paths.neighborhood.pattern, element: <NeighborhoodPage /> },
      { path: paths.contact.pattern, element: <ContactPage /> },
      { path: paths.openHouses.pattern, element: <OpenHousesPage /> },
      { path: paths.openHouseCancel.pattern, element: <CancelRsvpPage /> },
      { path: paths.openHouse.pattern, element: <OpenHousesPage /> },
      { path: paths.alertConfirm.pattern, element: <ConfirmAlertPage /> },
      { path: paths.alertManage.pattern, element: <ManageAlertsPage /> },
      { path: paths.alertUnsubscribe.pattern, element: <UnsubscribeAlertPage /> },
      { path: paths.reviewConfirm.pattern, element: <ConfirmReviewPage /> },
      { path: paths.reviewManage.pattern, element: <ManageReviewPage /> },
      { path: paths.listingConfirm.pattern, element: <ListingConfirmPage /> },
      { path: paths.portal.pattern, element: <PortalPage /> },
      { path: paths.schoolDashboard.pattern, element: <SchoolDashboardPage /> },
      { path: paths.adminDashboard.pattern, element: <AdminDashboardPage /> },
      { path: paths.admin.pattern, element: <AdminDashboardPage /> },
      { path: paths.login.pattern, element: <LoginPage /> },
      { path: paths.setPassword.pattern, element: <SetPasswordPage /> },
      { path: paths.account.pattern, element: <AccountPage /> },
      { path: paths.confirmEmail.pattern, element: <ConfirmEmailPage /> },
      { path: paths.authTest.pattern, element: <AuthTestPage /> },
      { path: paths.claimSchool.pattern, element: <ClaimSchoolPage /> },
      { path: paths.subscription.pattern, element: <SubscriptionPage /> },
      { path: paths.sandboxCheckout.pattern, element: <SandboxCheckoutPage /> },
      { path: paths.sandboxBillingPortal.pattern, element: <SandboxBillingPortalPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Routes the server renders (app/entry-server.tsx): the public pages, 'Page Not Found' included.
 * The others are rendered in the browser from the plain shell: sign-in, dashboards, claim and
 * payment steps, the mailed cancel link, and the shortlist and comparison, which show what this
 * browser keeps (localStorage): the server could only render an empty list the browser replaces.
 */
const SERVER_RENDERED: ReadonlySet<string> = new Set([
  paths.home.pattern,
  paths.about.pattern,
  paths.privacy.pattern,
  paths.disclaimer.pattern,
  paths.reviewGuidelines.pattern,
  paths.admissionTips.pattern,
  paths.opportunityScholarship.pattern,
  paths.parentTips.pattern,
  paths.resources.pattern,
  paths.schools.pattern,
  paths.school.pattern,
  paths.articles.pattern,
  paths.article.pattern,
  paths.neighborhoods.pattern,
  paths.neighborhood.pattern,
  paths.contact.pattern,
  paths.openHouses.pattern,
  paths.openHouse.pattern,
  '*',
]);

type PageComponent = {
  preload?: () => Promise<unknown>;
  module?: string;
  serverPrefetch?: () => ServerPrefetch | undefined;
};

function matchPage(path: string): {
  pattern?: string;
  params: Readonly<Record<string, string | undefined>>;
  page?: PageComponent;
} {
  const matches = matchRoutes(routes, path);
  const match = matches?.[matches.length - 1];
  return {
    pattern: match?.route.path,
    params: match?.params ?? {},
    page: (match?.route.element as ReactElement | undefined)?.type as PageComponent,
  };
}

/**
 * The shortlist and the comparison opened from a shared link (`?schools=a,b`) show the schools the link
 * names, not what this browser keeps: the server renders them, so the link lists its schools without
 * JavaScript too (it answered with the shell's one line).
 */
const RENDERED_WITH_SCHOOLS: ReadonlySet<string> = new Set([paths.shortlist.pattern, paths.compare.pattern]);

/**
 * The route pattern a URL (path and query) opens ('*': Page Not Found), whether the server renders it,
 * and the page's module (its key in Vite's build manifest, for the server's modulepreload links).
 */
export function pageRoute(url: string): { pattern: string; serverRendered: boolean; module?: string } | null {
  const [path, query = ''] = url.split('?', 2);
  const { pattern, page: component } = matchPage(path);
  if (pattern === undefined) return null;
  const serverRendered =
    SERVER_RENDERED.has(pattern) || (RENDERED_WITH_SCHOOLS.has(pattern) && new URLSearchParams(query).has('schools'));
  return { pattern, serverRendered, module: component?.module };
}

/** Loads the chunk of the page a path opens (see `page` above). */
export async function preloadPage(path: string): Promise<void> {
  await matchPage(path).page?.preload?.();
}

/**
 * The server renderer's prefetch for a path (see `ServerPrefetch`), bound to the route's params; undefined
 * when the page has none. Loads the page's chunk first (the server bundle holds every chunk).
 */
export async function pagePrefetch(
  path: string,
): Promise<((dispatch: Parameters<ServerPrefetch>[1]) => Promise<void>) | undefined> {
  const { page: component, params } = matchPage(path);
  await component?.preload?.();
  const prefetch = component?.serverPrefetch?.();
  return prefetch && ((dispatch) => prefetch(params, dispatch));
}

/** The page for the current URL. */
export function AppRoutes() {
  return useRoutes(routes);
}
