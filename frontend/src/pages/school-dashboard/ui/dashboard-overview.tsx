import { Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { subscriptionLabel } from '@/features/subscription-billing';
import type { OwnedSchoolResponse } from '@/shared/api/signed-in';
import type { DashboardSubscriptionResponse } from '@/shared/api/signed-in';
import { formatLongDate } from '@/shared/lib/format';
import type { DashboardTab } from '../model/dashboard-tab';
import { ListingConfirmationCard } from './listing-confirmation-card';
import { OverviewFigures } from './overview-figures';

function OverviewCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {title}
        </Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Overview tab: the listing's figures, subscription, profile and pending cards, and quick actions to the other tabs. */
export function DashboardOverview({
  school,
  subscription,
  pendingCount,
  openTab,
}: {
  school: OwnedSchoolResponse;
  subscription: DashboardSubscriptionResponse['subscription'] | undefined;
  pendingCount: number;
  openTab: (tab: DashboardTab) => void;
}) {
  // One status in the same words as the portal and the Billing tabs (issue 36): a school the team made premium
  // reads 'Premium', not a grey 'Inactive'.
  const status = subscriptionLabel(subscription, school.isPremium);
  return (
    <Stack spacing={3}>
      <OverviewFigures schoolId={school.id} isPremium={school.isPremium} openTab={openTab} />
      <ListingConfirmationCard schoolId={school.id} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <OverviewCard title="Subscription">
            <Chip
              label={status.label}
              color={status.tone}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="dashboard-subscription-status"
            />
            {status.detail && (
              <Typography variant="body2" color="text.secondary">
                {status.detail}
              </Typography>
            )}
          </OverviewCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OverviewCard title="Profile Status">
            <Chip
              label={school.isPublished ? 'Live' : 'Draft'}
              color={school.isPublished ? 'success' : 'default'}
              sx={{ alignSelf: 'flex-start' }}
            />
            <Typography variant="body2" color="text.secondary">
              Last updated {formatLongDate(school.updatedAt)}
            </Typography>
          </OverviewCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OverviewCard title="Pending Changes">
            <Typography variant="h3" component="p">
              {pendingCount}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Reviewed within 24-48 hours
            </Typography>
          </OverviewCard>
        </Grid>
      </Grid>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Quick Actions
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" onClick={() => openTab('Profile')}>
              Edit Profile
            </Button>
            <Button variant="outlined" onClick={() => openTab('Leads')}>
              View Leads
            </Button>
            <Button variant="outlined" onClick={() => openTab('Articles')}>
              Submit Article
            </Button>
            <Button variant="outlined" onClick={() => openTab('Pending')}>
              View Pending Changes
            </Button>
            <Button variant="outlined" onClick={() => openTab('Billing')}>
              Manage Billing
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
