import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/shared/config';
import { PublicLayout } from './layouts/public-layout';

// Every page is its own chunk: a route pulls only the code it needs.
const HomePage = lazy(() => import('@/pages/home'));
const NotFoundPage = lazy(() => import('@/pages/not-found'));
const AboutPage = lazy(() => import('@/pages/about'));
const PrivacyPage = lazy(() => import('@/pages/privacy'));
const DisclaimerPage = lazy(() => import('@/pages/disclaimer'));
const AdmissionTipsPage = lazy(() => import('@/pages/admission-tips'));
const ParentTipsPage = lazy(() => import('@/pages/parent-tips'));
const ResourcesPage = lazy(() => import('@/pages/resources'));
const SchoolsSearchPage = lazy(() => import('@/pages/schools-search'));
const SchoolDetailsPage = lazy(() => import('@/pages/school-details'));
const ArticlesPage = lazy(() => import('@/pages/articles'));
const ArticlePage = lazy(() => import('@/pages/article'));
const NeighborhoodsPage = lazy(() => import('@/pages/neighborhoods'));
const NeighborhoodPage = lazy(() => import('@/pages/neighborhood'));
const ContactPage = lazy(() => import('@/pages/contact'));

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      { path: paths.about.pattern, element: <AboutPage /> },
      { path: paths.privacy.pattern, element: <PrivacyPage /> },
      { path: paths.disclaimer.pattern, element: <DisclaimerPage /> },
      { path: paths.admissionTips.pattern, element: <AdmissionTipsPage /> },
      { path: paths.parentTips.pattern, element: <ParentTipsPage /> },
      { path: paths.resources.pattern, element: <ResourcesPage /> },
      { path: paths.schools.pattern, element: <SchoolsSearchPage /> },
      { path: paths.school.pattern, element: <SchoolDetailsPage /> },
      { path: paths.articles.pattern, element: <ArticlesPage /> },
      { path: paths.article.pattern, element: <ArticlePage /> },
      { path: paths.neighborhoods.pattern, element: <NeighborhoodsPage /> },
      { path: paths.neighborhood.pattern, element: <NeighborhoodPage /> },
      { path: paths.contact.pattern, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
