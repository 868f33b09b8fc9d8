import { Alert, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { CorrectionCard } from '@/entities/correction';
import { errorText, fieldErrorsOf } from '@/shared/api';
import {
  useAcceptAdminCorrectionMutation,
  useDeclineAdminCorrectionMutation,
  useListAdminCorrectionsQuery,
  type CorrectionStatus,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';

const STATUSES: { value: CorrectionStatus; label: string }[] = [
  { value: 'open', label: 'Waiting' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
];

/**
 * The admin's Corrections queue (issue 44), under the Approvals tab's changes (the admin's tabs fill a 1366 px
 * screen): every school's suggestions from families, newest first. An admin may accept any field (the name and
 * the address too); accepting applies it as an edit, in the audit trail.
 */
export function AdminCorrections() {
  const { toast } = useToast();
  const [status, setStatus] = useState<CorrectionStatus>('open');
  const { data, error, isLoading } = useListAdminCorrectionsQuery({ status });
  const [accept] = useAcceptAdminCorrectionMutation();
  const [decline] = useDeclineAdminCorrectionMutation();

  return (
    <Stack spacing={2} component="section" aria-labelledby="admin-corrections-title" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id="admin-corrections-title">
        Corrections from families
      </Typography>
      <Typography color="text.secondary">
        Families&apos; suggested corrections to school pages. The school&apos;s owners see them too and may decide
        first; nothing is applied until someone accepts.
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_event, next: CorrectionStatus | null) => next && setStatus(next)}
        aria-label="Which corrections"
      >
        {STATUSES.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <Alert severity="error">{errorText(error, 'The corrections could not be loaded.')}</Alert>}
      {!isLoading && data?.length === 0 && <Typography>Nothing here.</Typography>}
      {data?.map((correction) => (
        <CorrectionCard
          key={correction.id}
          correction={correction}
          showSchool
          mayAccept
          onAccept={async () => {
            try {
              await accept({ id: correction.id }).unwrap();
              toast({ title: 'Correction applied', description: `${correction.schoolName}: ${correction.fieldLabel}` });
            } catch (failure) {
              toast({
                title: errorText(failure, 'The correction was not applied. Please try again.'),
                variant: 'destructive',
              });
            }
          }}
          onDecline={async (reason) => {
            try {
              await decline({ id: correction.id, declineCorrectionRequest: { reason } }).unwrap();
              toast({ title: 'Correction declined' });
            } catch (failure) {
              throw new Error(fieldErrorsOf(failure).reason ?? errorText(failure, 'The decision was not saved.'));
            }
          }}
        />
      ))}
    </Stack>
  );
}
