export { ToastProvider, loadToastView, useCloseToastsOnPageChange } from './toast-provider';
export { useToast } from './toast-context';
