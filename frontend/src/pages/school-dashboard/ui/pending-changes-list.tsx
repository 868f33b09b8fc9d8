import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  CHANGE_TYPE_LABELS,
  ChangeConflicts,
  ChangeFields,
  ChangeStatusChip,
  SubmittedAt,
} from '@/entities/pending-change';
import { errorText } from '@/shared/api';
import { useWithdrawMyPendingChangeMutation, type PendingChangeResponse } from '@/shared/api/signed-in';
import { formatLasVegasDateTime } from '@/shared/lib/format';
import { StatePanel, useToast } from '@/shared/ui';

function WithdrawButton({ change }: { change: PendingChangeResponse }) {
  const { toast } = useToast();
  const [withdraw, { isLoading }] = useWithdrawMyPendingChangeMutation();
  const onClick = () =>
    withdraw({ id: change.id })
      .unwrap()
      .then(
        () => toast({ title: 'Change Withdrawn', description: 'It will not be reviewed or applied.' }),
        (error: unknown) =>
          toast({
            title: 'Withdraw Failed',
            description: errorText(error, 'Please try again.'),
            variant: 'destructive',
          }),
      );
  return (
    <Button size="small" variant="outlined" color="warning" onClick={() => void onClick()} disabled={isLoading}>
      {isLoading ? 'Withdrawing...' : 'Withdraw'}
    </Button>
  );
}

function ChangeCard({ change }: { change: PendingChangeResponse }) {
  const reverted = change.revertedAt !== null;
  return (
    <Card variant="outlined" data-testid={`my-change-${change.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {CHANGE_TYPE_LABELS[change.changeType]}
          </Typography>
          <ChangeStatusChip status={change.status} reverted={reverted} />
          <Typography variant="body2" color="text.secondary">
            <SubmittedAt at={change.createdAt} />
          </Typography>
          {change.status === 'pending' && <WithdrawButton change={change} />}
        </Stack>
        <ChangeConflicts conflicts={change.newerConflicts} />
        <ChangeFields changeData={change.changeData} changeType={change.changeType} />
        {change.adminNotes && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            <strong>Reviewer notes:</strong> {change.adminNotes}
          </Typography>
        )}
        {reverted && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            Our team set this change back on {formatLasVegasDateTime(change.revertedAt)}.
            {change.revertReason && (
              <>
                {' '}
                <strong>Reason:</strong> {change.revertReason}
              </>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** Pending tab: what waits for review (each can be withdrawn), then the decisions already made. */
export function PendingChangesList({ changes }: { changes: PendingChangeResponse[] }) {
  const pending = changes.filter((change) => change.status === 'pending');
  const decided = changes.filter((change) => change.status !== 'pending');
  return (
    <Stack spacing={2}>
      {pending.length === 0 ? (
        <StatePanel title="No Pending Changes" description="All your submissions have been processed." />
      ) : (
        pending.map((change) => <ChangeCard key={change.id} change={change} />)
      )}
      {decided.length > 0 && (
        <>
          <Typography variant="h5" component="h2" sx={{ pt: 2 }}>
            Reviewed Submissions
          </Typography>
          {decided.map((change) => (
            <ChangeCard key={change.id} change={change} />
          ))}
        </>
      )}
    </Stack>
  );
}
