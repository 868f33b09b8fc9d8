import { Alert, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { CorrectionCard } from '@/entities/correction';
import { errorText, fieldErrorsOf } from '@/shared/api';
import {
  useAcceptSchoolCorrectionMutation,
  useDeclineSchoolCorrectionMutation,
  useListSchoolCorrectionsQuery,
  type CorrectionStatus,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';

const STATUSES: { value: CorrectionStatus; label: string }[] = [
  { value: 'open', label: 'Waiting' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
];

/**
 * Families' suggested corrections to the school's page (issue 44): nothing changes until you accept one; accepting
 * applies it like an edit of the Profile tab. The family, if they left an e-mail, is told the decision.
 */
export function CorrectionsTab({ schoolId }: { schoolId: number }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<CorrectionStatus>('open');
  const { data, error, isLoading } = useListSchoolCorrectionsQuery({ schoolId, status });
  const [accept] = useAcceptSchoolCorrectionMutation();
  const [decline] = useDeclineSchoolCorrectionMutation();

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Visitors of your school&apos;s page can suggest a correction to a fact (phone, e-mail, website, grades,
        tuition…). Nothing changes on your listing until you accept it. The name and the address are checked by the
        directory team. New suggestions reach you by e-mail at once.
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
      {!isLoading && data?.length === 0 && (
        <Typography>{status === 'open' ? 'No corrections wait for you.' : 'None yet.'}</Typography>
      )}
      {data?.map((correction) => (
        <CorrectionCard
          key={correction.id}
          correction={correction}
          mayAccept={correction.ownerMayAccept}
          onAccept={async () => {
            try {
              await accept({ schoolId, id: correction.id }).unwrap();
              toast({ title: 'Correction applied', description: `${correction.fieldLabel} is updated on your page.` });
            } catch (failure) {
              toast({
                title: errorText(failure, 'The correction was not applied. Please try again.'),
                variant: 'destructive',
              });
            }
          }}
          onDecline={async (reason) => {
            try {
              await decline({ schoolId, id: correction.id, declineCorrectionRequest: { reason } }).unwrap();
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
