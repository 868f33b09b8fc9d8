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
 * Shows the 'Unauthorized' toast with the given text, then navigates to
 * /api/login after 500 ms. Called once per page visit at most.
 */
export function useSignInRedirect(): (description: string) => void {
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (description: string) => {
      if (timer.current) return;
      toast({ title: 'Unauthorized', description, variant: 'destructive' });
      timer.current = setTimeout(() => browserNavigation.assign(paths.apiLogin.href()), SIGN_IN_REDIRECT_DELAY_MS);
    },
    [toast],
  );
}
