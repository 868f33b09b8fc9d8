import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context';

// MUI's Snackbar and Alert with their transitions are a few KB every page would fetch before its first
// interaction (issue 21's budget) for a toast that only an interaction can raise.
const ToastView = lazy(() => import('./toast-view'));

interface ActiveToast extends ToastInput {
  id: number;
}

/** One toast at a time, as the spec says: the provider holds a single toast, and a new one replaces the old. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, id: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  // F8 moves focus to the toast area, as the spec's hotkey says.
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
      {current && (
        <Suspense fallback={null}>
          <ToastView toast={current} open={open} onClose={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
