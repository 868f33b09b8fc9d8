export { ToastProvider, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-provider';
export { useToast } from './toast-context';
export type { ToastInput, ToastVariant } from './toast-context';
