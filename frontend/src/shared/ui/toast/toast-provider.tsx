import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context';
import type { ToastViewProps } from './toast-view';

// MUI's Snackbar and Alert with their transitions: a few KB a server-rendered page need not fetch before
// it is interactive (issue 21's budget). They are fetched once the provider has mounted (hydrated), and
// by the plain shell at its start (app/main.tsx): a toast raised without an interaction (the portal's
// 'Please log in', shown 500 ms before it leaves for sign-in) must not wait for its code.
// Kept in state rather than behind React.lazy: a lazy component's first render suspends even when its code
// has arrived, and React reveals suspended content on a 300 ms throttle, most of the portal's 500 ms.
let toastView: Promise<typeof import('./toast-view')> | undefined;
/** Starts fetching the toast's view (once). */
export const loadToastView = () => (toastView ??= import('./toast-view'));

interface ActiveToast extends ToastInput {
  id: number;
}

/** One toast at a time (docs/product.md "Client behaviour"): the provider holds a single toast, and a new one replaces the old. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const shown = useRef<ActiveToast | null>(null);

  const toast = useCallback((input: ToastInput) => {
    shown.current = { ...input, id: Date.now() + Math.random() };
    setCurrent(shown.current);
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const pageChanged = useCallback(() => {
    if (shown.current?.closesOnPageChange) setOpen(false);
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss, pageChanged }), [toast, dismiss, pageChanged]);

  const [ToastView, setToastView] = useState<ComponentType<ToastViewProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadToastView().then((module) => mounted && setToastView(() => module.default));
    return () => {
      mounted = false;
    };
  }, []);

  // F8 moves focus to the toast area, as docs/product.md "Client behaviour" says.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-region')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && ToastView && <ToastView toast={current} open={open} onClose={dismiss} />}
    </ToastContext.Provider>
  );
}

/**
 * In the layout, inside the router: a new path closes the toast about the page left behind
 * (`closesOnPageChange`), so it never covers the next page. A change of the query alone (the
 * directory's filters) is not a new page.
 */
export function useCloseToastsOnPageChange(): void {
  const { pathname } = useLocation();
  const api = useContext(ToastContext);
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = pathname;
    api?.pageChanged();
  }, [pathname, api]);
}
