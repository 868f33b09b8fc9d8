import { Card, CardContent, Stack, Typography } from '@mui/material';
import { CHANGE_TYPE_LABELS, ChangeFields, ChangeStatusChip } from '@/entities/pending-change';
import type { PendingChangeResponse } from '@/shared/api/signed-in';
import { formatLongDate } from '@/shared/lib/format';
import { StatePanel } from '@/shared/ui';

function ChangeCard({ change }: { change: PendingChangeResponse }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {CHANGE_TYPE_LABELS[change.changeType]}
          </Typography>
          <ChangeStatusChip status={change.status} />
          <Typography variant="body2" color="text.secondary">
            Submitted {formatLongDate(change.createdAt)}
          </Typography>
        </Stack>
        <ChangeFields changeData={change.changeData} changeType={change.changeType} />
        {change.adminNotes && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            <strong>Reviewer notes:</strong> {change.adminNotes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Pending tab: what waits for review, then the decisions already made. */
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
