import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import { Chip, Stack } from '@mui/material';
import { useGetReviewQueueQuery } from '@/shared/api/signed-in';

/** How often the header asks again while the dashboard stays open: a claim paid meanwhile shows up. */
const POLL_MS = 60_000;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The admin header's count (issue 36): claims the team can decide now and owners' changes waiting for review,
 * each a button to its tab. Claimants and owners were promised 24-48 hours; nothing waits unseen.
 */
export function ReviewQueueCount({ onOpen }: { onOpen: (tab: 'Claims' | 'Approvals') => void }) {
  const { data } = useGetReviewQueueQuery(undefined, { pollingInterval: POLL_MS });
  if (!data) return null;
  const { claimsAwaitingReview: claims, changesAwaitingReview: changes } = data;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mt: 1, flexWrap: 'wrap' }}
      role="status"
      aria-label="Waiting for review"
      data-testid="review-queue"
    >
      <Chip
        icon={claims ? <AssignmentLateIcon /> : undefined}
        color={claims ? 'warning' : 'default'}
        variant={claims ? 'filled' : 'outlined'}
        label={claims ? `${plural(claims, 'claim', 'claims')} waiting for review` : 'No claims waiting'}
        onClick={() => onOpen('Claims')}
      />
      <Chip
        icon={changes ? <AssignmentLateIcon /> : undefined}
        color={changes ? 'warning' : 'default'}
        variant={changes ? 'filled' : 'outlined'}
        label={changes ? `${plural(changes, 'change', 'changes')} waiting for review` : 'No changes waiting'}
        onClick={() => onOpen('Approvals')}
      />
    </Stack>
  );
}
