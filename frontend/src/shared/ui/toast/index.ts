export { ToastProvider, loadToastView } from './toast-provider';
export { useToast } from './toast-context';
