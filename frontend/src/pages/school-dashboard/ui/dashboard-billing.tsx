import { Card, CardContent, Typography } from '@mui/material';
import type { DashboardSubscriptionResponse } from '@/shared/api';
import { formatLongDate } from '@/shared/lib/format';

/** Billing tab. */
export function DashboardBilling({ subscription }: { subscription: DashboardSubscriptionResponse['subscription'] | undefined }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {subscription?.planName ?? 'Premium School'}
        </Typography>
        <Typography color="text.secondary">
          {subscription
            ? `$${(subscription.price / 100).toFixed(2)} per ${subscription.interval === 'yearly' ? 'year' : 'month'} · next billing date ${formatLongDate(subscription.currentPeriodEnd) ?? '—'}`
            : 'No active subscription'}
        </Typography>
      </CardContent>
    </Card>
  );
}
