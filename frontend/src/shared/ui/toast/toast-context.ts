import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastApi {
  toast(input: ToastInput): void;
  dismiss(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows one toast at a time (a new one replaces the old), for 5 seconds. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
