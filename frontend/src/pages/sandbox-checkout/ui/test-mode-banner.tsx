import ScienceIcon from '@mui/icons-material/Science';
import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '@mui/material';

/** Every sandbox page says loudly that no real money moves. */
export function TestModeBanner({ children }: { children?: ReactNode }) {
  return (
    <Alert
      severity="warning"
      icon={<ScienceIcon />}
      sx={{ mb: 3, border: '2px dashed', borderColor: 'warning.main' }}
      data-testid="test-mode-banner"
    >
      <AlertTitle sx={{ fontWeight: 800, letterSpacing: 1 }}>TEST MODE</AlertTitle>
      {children ??
        'This is the payment sandbox: no card is charged and no money moves. It stands in for the card provider until payment keys are configured.'}
    </Alert>
  );
}
