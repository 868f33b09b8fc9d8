import { Chip, Stack, Typography } from '@mui/material';
import { subscriptionLabel, usePortalSubscription } from '@/features/subscription-billing';

/** One school's real subscription status (GET /api/portal/subscription/{schoolId}). */
export function SchoolSubscriptionStatus({
  schoolId,
  schoolName,
  premium,
}: {
  schoolId: number;
  schoolName?: string;
  premium: boolean;
}) {
  const { data, isLoading, isError, activating } = usePortalSubscription(schoolId);
  const status = activating
    ? {
        label: 'Activating…',
        tone: 'default' as const,
        detail: 'Payment received: the subscription shows here in a moment.',
      }
    : subscriptionLabel(data?.subscription, premium);
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
