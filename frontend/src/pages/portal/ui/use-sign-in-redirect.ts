import { useCallback, useEffect, useRef } from 'react';
import { paths } from '@/shared/config';
import { useToast } from '@/shared/ui';

/** Spec 001 §8: the redirect to sign-in waits 500 ms so the toast is seen. */
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
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toasted = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
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
      timer.current = setTimeout(
        () => browserNavigation.assign(paths.apiLogin.href(returnTo)),
        SIGN_IN_REDIRECT_DELAY_MS,
      );
    },
    [toast, returnTo],
  );
}
