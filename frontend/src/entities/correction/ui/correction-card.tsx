import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { SchoolCorrectionResponse } from '@/shared/api/signed-in';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const REASON_MAX = 1000;

export interface CorrectionCardProps {
  correction: SchoolCorrectionResponse;
  /** Shown above the facts (the admin queue names the school). */
  showSchool?: boolean;
  /** False: accepting is the directory team's (the owner edit rule); the card says so. */
  mayAccept: boolean;
  onAccept: () => Promise<void>;
  /** Rejects with the server's message for the reason, if any. */
  onDecline: (reason: string) => Promise<void>;
}

/** One family's suggested correction: what the page shows, what they suggest, and the decision buttons. */
export function CorrectionCard({ correction, showSchool, mayAccept, onAccept, onDecline }: CorrectionCardProps) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const open = correction.status === 'open';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const decline = () =>
    run(async () => {
      if (!reason.trim()) {
        setReasonError('Please give a reason');
        return;
      }
      try {
        await onDecline(reason.trim());
        setDeclining(false);
      } catch (error) {
        setReasonError(error instanceof Error ? error.message : 'The decision was not saved. Please try again.');
      }
    });

  return (
    <Card variant="outlined" component="article" aria-label={`Correction to ${correction.fieldLabel}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h3">
              {correction.fieldLabel}
            </Typography>
            {!open && (
              <Chip
                size="small"
                color={correction.status === 'accepted' ? 'success' : 'default'}
                label={correction.status === 'accepted' ? 'Accepted' : 'Declined'}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              {dateFormat.format(new Date(correction.createdAt))}
            </Typography>
          </Stack>
          {showSchool && <Typography variant="body2">{correction.schoolName}</Typography>}
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
            <Typography component="dt" color="text.secondary">
              Shown now
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {correction.currentValue ?? '(nothing)'}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Suggested
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="suggested-value">
              {correction.suggestedValue}
            </Typography>
          </Box>
          {correction.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              “{correction.note}”
            </Typography>
          )}
          {correction.declineReason && (
            <Typography variant="body2" color="text.secondary">
              Declined: {correction.declineReason}
            </Typography>
          )}
          {open && (
            <>
              <Typography variant="body2" color="text.secondary">
                {correction.familyWillBeTold
                  ? 'The family left an e-mail: they are told your decision.'
                  : 'The family left no e-mail.'}
              </Typography>
              {!mayAccept && (
                <Alert severity="info">
                  {correction.fieldLabel} is checked by the directory team: an admin decides this correction.
                </Alert>
              )}
              {declining ? (
                <Stack spacing={1}>
                  <TextField
                    id={`decline-reason-${correction.id}`}
                    label="Reason"
                    required
                    multiline
                    minRows={2}
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setReasonError(undefined);
                    }}
                    error={!!reasonError}
                    helperText={reasonError ?? 'Told to the family if they left an e-mail'}
                    slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                  />
                  <Stack direction="row" spacing={1}>
                    <Button variant="contained" color="error" onClick={() => void decline()} disabled={busy}>
                      Decline correction
                    </Button>
                    <Button onClick={() => setDeclining(false)} disabled={busy}>
                      Cancel
                    </Button>
                  </Stack>
                </Stack>
              ) : (
                <Stack direction="row" spacing={1}>
                  {mayAccept && (
                    <Button variant="contained" onClick={() => void run(onAccept)} disabled={busy}>
                      Accept and apply
                    </Button>
                  )}
                  <Button variant="outlined" onClick={() => setDeclining(true)} disabled={busy}>
                    Decline
                  </Button>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
