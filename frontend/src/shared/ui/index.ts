export { ToastProvider, useToast } from './toast';
export type { ToastInput, ToastVariant } from './toast';
export { scrollToTopSoon } from './scroll-to-top';
