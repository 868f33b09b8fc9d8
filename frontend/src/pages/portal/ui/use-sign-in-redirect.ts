import { useCallback, useEffect, useRef } from 'react';
import { paths } from '@/shared/config';
import { loadToastView, useToast } from '@/shared/ui';

/** docs/product.md "Forms, messages and notices": the redirect to sign-in waits 500 ms so the toast is seen. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/** The full-page navigation, behind an object so tests can watch it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Shows the 'Unauthorized' toast with the given text once, then navigates to
 * /api/login (which returns to `returnTo` after sign-in) 500 ms later.
 *
 * The timer is re-armed by every call after an unmount cleared it: React's
 * StrictMode (development) mounts, unmounts and mounts again, and the page's
 * effect calls again on the second mount. The toast is not repeated.
 */
export function useSignInRedirect(returnTo?: string): (description: string) => void {
  const { toast } = useToast();
  // 'waiting' while the toast's view is fetched: the 500 ms count from when the toast can show.
  const timer = useRef<ReturnType<typeof setTimeout> | 'waiting' | null>(null);
  const toasted = useRef(false);
  useEffect(
    () => () => {
      if (timer.current && timer.current !== 'waiting') clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  return useCallback(
    (description: string) => {
      if (timer.current) return;
      if (!toasted.current) {
        toasted.current = true;
        toast({ title: 'Unauthorized', description, variant: 'destructive' });
      }
      // The toast's view is fetched on first use: on a busy device the page left before it had appeared.
      timer.current = 'waiting';
      void loadToastView()
        .catch(() => undefined)
        .then(() => {
          if (timer.current !== 'waiting') return; // unmounted meanwhile
          timer.current = setTimeout(
            () => browserNavigation.assign(paths.apiLogin.href(returnTo)),
            SIGN_IN_REDIRECT_DELAY_MS,
          );
        });
    },
    [toast, returnTo],
  );
}
