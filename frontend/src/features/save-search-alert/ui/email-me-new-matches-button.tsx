import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { SchoolFilters } from '@/shared/lib/url-filters';
import { SaveSearchAlertDialog } from './save-search-alert-dialog';

export function EmailMeNewMatchesButton({ filters }: { filters: SchoolFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveOutlined />} onClick={() => setOpen(true)}>
        Email me new matches
      </Button>
      {open && <SaveSearchAlertDialog filters={filters} onClose={() => setOpen(false)} />}
    </>
  );
}
