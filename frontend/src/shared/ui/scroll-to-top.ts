import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Footer and menu links scroll smoothly to the top 100 ms after navigation. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/** For links that may point at the page already shown (no page change, so no scroll from the hook below). */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
}

/**
 * Page changes scroll to the top (docs/product.md "Client behaviour"): a link or redirect (PUSH/REPLACE) to another path
 * starts the new page at its top. Back/Forward (POP) are left to the browser's scroll restoration,
 * a URL with a #hash to the page that scrolls to its anchor, and a change of the query alone (the
 * directory's filters and pages) to the page itself.
 */
export function useScrollToTopOnPageChange(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new path is a page change; the hash and navigation type are read as they were then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
