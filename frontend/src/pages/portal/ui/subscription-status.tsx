import { Chip, Stack, Typography } from '@mui/material';
import { useGetPortalSubscriptionQuery } from '@/shared/api/signed-in';
import { subscriptionLabel } from '../model/subscription-label';

/** One school's real subscription status (GET /api/portal/subscription/{schoolId}). */
export function SchoolSubscriptionStatus({ schoolId, schoolName }: { schoolId: number; schoolName?: string }) {
  const { data, isLoading, isError } = useGetPortalSubscriptionQuery({ schoolId });
  const status = subscriptionLabel(data?.subscription);
  const label = isLoading ? 'Loading…' : isError ? 'Unavailable' : status.label;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {schoolName && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {schoolName}:
        </Typography>
      )}
      <Chip
        size="small"
        label={label}
        color={isLoading || isError ? 'default' : status.tone}
        data-testid={`subscription-status-${schoolId}`}
      />
      {!isLoading && !isError && status.detail && (
        <Typography variant="caption" color="text.secondary">
          {status.detail}
        </Typography>
      )}
    </Stack>
  );
}
