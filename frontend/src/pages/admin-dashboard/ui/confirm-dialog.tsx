import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/** What the admin is asked before a change that has consequences, and the change itself. */
export interface Confirmation {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  run: () => void;
}

/**
 * Asks before a change an admin could regret (hiding or archiving a listing, granting admin rights, taking a
 * school from its owner): the consequence in plain words, Cancel, and the change named on the button.
 */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  return (
    <Dialog
      open={!!confirmation}
      onClose={onClose}
      aria-labelledby="admin-confirm-title"
      aria-describedby="admin-confirm-text"
    >
      <DialogTitle id="admin-confirm-title">{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="admin-confirm-text">{confirmation?.description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            confirmation?.run();
            onClose();
          }}
        >
          {confirmation?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
