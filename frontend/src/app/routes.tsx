import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { paths } from '@/shared/config';
import { PublicLayout } from './layouts/public-layout';

type PageModule = { default: ComponentType };

/**
 * A page in its own chunk (React.lazy) that can be loaded ahead: once `preload` has finished, the
 * page renders at once instead of suspending. The browser loads the first page's chunk before it
 * hydrates the server's HTML (app/main.tsx), so the page is interactive as soon as it is hydrated
 * and no click lands on a part still waiting for its code.
 */
function page(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  // A thenable that answers at once when the chunk is there: React.lazy then needs no suspense.
  const component = lazy(() =>
    loaded ? ({ then: (done: (m: PageModule) => void) => done(loaded!) } as never) : preload(),
  );
  return Object.assign(component, { preload });
}

// Every page is its own chunk: a route pulls only the code it needs.
const HomePage = page(() => import('@/pages/home'));
const NotFoundPage = page(() => import('@/pages/not-found'));
const AboutPage = page(() => import('@/pages/about'));
const PrivacyPage = page(() => import('@/pages/privacy'));
const DisclaimerPage = page(() => import('@/pages/disclaimer'));
const AdmissionTipsPage = page(() => import('@/pages/admission-tips'));
const OpportunityScholarshipPage = page(() => import('@/pages/opportunity-scholarship'));
const ParentTipsPage = page(() => import('@/pages/parent-tips'));
const ResourcesPage = page(() => import('@/pages/resources'));
const SchoolsSearchPage = page(() => import('@/pages/schools-search'));
const SchoolDetailsPage = page(() => import('@/pages/school-details'));
const ShortlistPage = page(() => import('@/pages/shortlist'));
const ComparePage = page(() => import('@/pages/compare'));
const ArticlesPage = page(() => import('@/pages/articles'));
const ArticlePage = page(() => import('@/pages/article'));
const NeighborhoodsPage = page(() => import('@/pages/neighborhoods'));
const NeighborhoodPage = page(() => import('@/pages/neighborhood'));
const ContactPage = page(() => import('@/pages/contact'));
const PortalPage = page(() => import('@/pages/portal'));
const SchoolDashboardPage = page(() => import('@/pages/school-dashboard'));
const AdminDashboardPage = page(() => import('@/pages/admin-dashboard'));
const LoginPage = page(() => import('@/pages/login'));
const OpenHousesPage = page(() => import('@/pages/open-houses'));
const ConfirmAlertPage = page(() => import('@/pages/alerts').then((slice) => ({ default: slice.ConfirmAlertPage })));
const ManageAlertsPage = page(() => import('@/pages/alerts').then((slice) => ({ default: slice.ManageAlertsPage })));
const CancelRsvpPage = page(() => import('@/pages/open-houses').then((slice) => ({ default: slice.CancelRsvpPage })));
const SetPasswordPage = page(() => import('@/pages/set-password'));
const AuthTestPage = page(() => import('@/pages/auth-test'));
const ClaimSchoolPage = page(() => import('@/pages/claim'));
const SubscriptionPage = page(() => import('@/pages/subscription'));
const SandboxCheckoutPage = page(() => import('@/pages/sandbox-checkout'));
const SandboxBillingPortalPage = page(() =>
  import('@/pages/sandbox-checkout').then((slice) => ({ default: slice.SandboxBillingPortalPage })),
);

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
      { path: paths.portal.pattern, element: <PortalPage /> },
      { path: paths.schoolDashboard.pattern, element: <SchoolDashboardPage /> },
      { path: paths.adminDashboard.pattern, element: <AdminDashboardPage /> },
      { path: paths.admin.pattern, element: <AdminDashboardPage /> },
      { path: paths.login.pattern, element: <LoginPage /> },
      { path: paths.setPassword.pattern, element: <SetPasswordPage /> },
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

/** The route pattern a path opens ('*': Page Not Found) and whether the server renders it. */
export function pageRoute(path: string): { pattern: string; serverRendered: boolean } | null {
  const matches = matchRoutes(routes, path);
  const pattern = matches?.[matches.length - 1]?.route.path;
  return pattern === undefined ? null : { pattern, serverRendered: SERVER_RENDERED.has(pattern) };
}

/** Loads the chunk of the page a path opens (see `page` above). */
export async function preloadPage(path: string): Promise<void> {
  const matches = matchRoutes(routes, path);
  const element = matches?.[matches.length - 1]?.route.element as ReactElement | undefined;
  const preload = (element?.type as { preload?: () => Promise<unknown> } | undefined)?.preload;
  await preload?.();
}

/** The page for the current URL. */
export function AppRoutes() {
  return useRoutes(routes);
}
