import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, IconButton, Snackbar } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context';

/**
 * Toast constants of the spec: one at a time (the provider holds a single toast), 5000 ms,
 * area at most 420 px wide from medium screens.
 */
const TOAST_DURATION_MS = 5000;

interface ActiveToast extends ToastInput {
  id: number;
}

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
      <Snackbar
        key={current?.id}
        open={open && !!current}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ maxWidth: { md: 420 } }}
      >
        <Alert
          id="toast-region"
          tabIndex={-1}
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
          severity={current?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          sx={{ width: '100%' }}
          action={
            <IconButton aria-label="Close notification" color="inherit" size="small" onClick={dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {current?.title && <AlertTitle>{current.title}</AlertTitle>}
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
