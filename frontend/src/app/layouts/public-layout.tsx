import { Box, CircularProgress } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { NoScriptStyles, useCloseToastsOnPageChange, useScrollToTopOnPageChange } from '@/shared/ui';
import { PageHydrated } from '../page-hydrated';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PageFallback() {
  return (
    // A full screen tall while the page's code loads: the footer stays below the fold instead of
    // jumping down when the page arrives (that jump was most of the pages' layout shift).
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 12, minHeight: '100vh' }}
      role="status"
      aria-label="Loading page"
    >
      <CircularProgress />
    </Box>
  );
}

/** Header and footer around every page (the dashboards too); route chunks load inside. */
export function PublicLayout() {
  useScrollToTopOnPageChange();
  useCloseToastsOnPageChange();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Without JavaScript, controls that need it show as disabled (each with a note beside it). */}
      <NoScriptStyles />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
