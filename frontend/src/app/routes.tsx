import { lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { paths } from '@/shared/config';
import { PublicLayout } from './layouts/public-layout';

// Every page is its own chunk: a route pulls only the code it needs.
const HomePage = lazy(() => import('@/pages/home'));
const NotFoundPage = lazy(() => import('@/pages/not-found'));
const AboutPage = lazy(() => import('@/pages/about'));
const PrivacyPage = lazy(() => import('@/pages/privacy'));
const DisclaimerPage = lazy(() => import('@/pages/disclaimer'));
const AdmissionTipsPage = lazy(() => import('@/pages/admission-tips'));
const OpportunityScholarshipPage = lazy(() => import('@/pages/opportunity-scholarship'));
const ParentTipsPage = lazy(() => import('@/pages/parent-tips'));
const ResourcesPage = lazy(() => import('@/pages/resources'));
const SchoolsSearchPage = lazy(() => import('@/pages/schools-search'));
const SchoolDetailsPage = lazy(() => import('@/pages/school-details'));
const ShortlistPage = lazy(() => import('@/pages/shortlist'));
const ComparePage = lazy(() => import('@/pages/compare'));
const ArticlesPage = lazy(() => import('@/pages/articles'));
const ArticlePage = lazy(() => import('@/pages/article'));
const NeighborhoodsPage = lazy(() => import('@/pages/neighborhoods'));
const NeighborhoodPage = lazy(() => import('@/pages/neighborhood'));
const ContactPage = lazy(() => import('@/pages/contact'));
const PortalPage = lazy(() => import('@/pages/portal'));
const SchoolDashboardPage = lazy(() => import('@/pages/school-dashboard'));
const AdminDashboardPage = lazy(() => import('@/pages/admin-dashboard'));
const LoginPage = lazy(() => import('@/pages/login'));
const OpenHousesPage = lazy(() => import('@/pages/open-houses'));
const CancelRsvpPage = lazy(() => import('@/pages/open-houses').then((slice) => ({ default: slice.CancelRsvpPage })));
const SetPasswordPage = lazy(() => import('@/pages/set-password'));
const AuthTestPage = lazy(() => import('@/pages/auth-test'));
const ClaimSchoolPage = lazy(() => import('@/pages/claim'));
const SubscriptionPage = lazy(() => import('@/pages/subscription'));
const SandboxCheckoutPage = lazy(() => import('@/pages/sandbox-checkout'));
const SandboxBillingPortalPage = lazy(() =>
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

/** The page for the current URL. */
export function AppRoutes() {
  return useRoutes(routes);
}
