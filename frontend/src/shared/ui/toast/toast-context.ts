import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * About the page it was raised on only (a refused tick, say): it closes when the visitor goes to another
   * page instead of staying over the next one. Off by default: a toast may announce the page it leads to.
   */
  closesOnPageChange?: boolean;
}

export interface ToastApi {
  toast(input: ToastInput): void;
  dismiss(): void;
  /** Closes the toast shown if it was raised with `closesOnPageChange` (the layout calls it on a new path). */
  pageChanged(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows one toast at a time (a new one replaces the old), for 5 seconds. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
