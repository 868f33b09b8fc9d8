import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Button } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import type { SchoolFilters } from '@/shared/lib/url-filters';
import { NEEDS_SCRIPT_CLASS } from '@/shared/ui';

/** The dialog's code (the form library and its schema, about 40 KB compressed) is fetched when it is first opened. */
const SaveSearchAlertDialog = lazy(() =>
  import('./save-search-alert-dialog').then((m) => ({ default: m.SaveSearchAlertDialog })),
);

/** Opens the alert form (a dialog): without JavaScript it shows as disabled, and the directory says why. */
export function EmailMeNewMatchesButton({ filters }: { filters: SchoolFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveOutlined />}
        onClick={() => setOpen(true)}
        className={NEEDS_SCRIPT_CLASS}
      >
        Email me new matches
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchAlertDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
