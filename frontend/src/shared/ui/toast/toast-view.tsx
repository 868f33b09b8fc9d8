import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, IconButton, Snackbar } from '@mui/material';
import type { ToastInput } from './toast-context';

/** Toast constants (docs/product.md "Client behaviour"): 5000 ms, area at most 420 px wide from medium screens. */
const TOAST_DURATION_MS = 5000;

export interface ToastViewProps {
  toast: ToastInput & { id: number };
  open: boolean;
  onClose(): void;
}

/** The toast on screen (loaded with the first toast: no page shows one before its first interaction). */
export default function ToastView({ toast, open, onClose }: ToastViewProps) {
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ maxWidth: { md: 420 } }}
    >
      <Alert
        id="toast-region"
        tabIndex={-1}
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        severity={toast.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        sx={{ width: '100%' }}
        action={
          <IconButton aria-label="Close notification" color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
