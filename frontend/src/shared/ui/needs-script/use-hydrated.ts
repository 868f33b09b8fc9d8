import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true from the render right after:
 * a control that only works with the page's script (a form sent by `fetch`) is rendered disabled
 * until then, so it never fires without JavaScript. The server and the hydrating render agree (no
 * hydration mismatch); a page rendered in the browser (a link followed in the app) is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
