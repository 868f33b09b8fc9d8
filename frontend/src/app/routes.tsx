import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/shared/config';
import { PublicLayout } from './layouts/public-layout';

// Every page is its own chunk: a route pulls only the code it needs.
const HomePage = lazy(() => import('@/pages/home'));
const NotFoundPage = lazy(() => import('@/pages/not-found'));

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
