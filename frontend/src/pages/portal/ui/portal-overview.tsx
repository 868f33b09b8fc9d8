import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import { Button, Card, CardContent, Chip, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalSchoolLinkResponse } from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { NewLeadsCard } from './new-leads-card';
import { SchoolSubscriptionStatus } from './subscription-status';

function StatCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Overview tab: counts, the real subscription status of each school, and the school list. */
export function PortalOverview({ links }: { links: PortalSchoolLinkResponse[] }) {
  const active = links.filter((link) => link.school.isActive).length;
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard title="Total Schools">
            <Typography variant="h3" component="p">
              {links.length}
            </Typography>
          </StatCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard title="Active Listings">
            <Typography variant="h3" component="p">
              {active}
            </Typography>
          </StatCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard title="Subscription Status">
            <Stack spacing={1} sx={{ mt: 1 }}>
              {links.map((link) => (
                <SchoolSubscriptionStatus
                  key={link.schoolId}
                  schoolId={link.schoolId}
                  schoolName={links.length > 1 ? link.school.name : undefined}
                  premium={link.school.isPremium}
                />
              ))}
            </Stack>
          </StatCard>
        </Grid>
      </Grid>
      <NewLeadsCard />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Your Schools
          </Typography>
          <List disablePadding>
            {links.map((link) => (
              <ListItem key={link.schoolId} divider sx={{ flexWrap: 'wrap', columnGap: 2, px: 0 }}>
                <ListItemText
                  primary={link.school.name}
                  secondary={`${link.school.city}, ${link.school.zipCode}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Chip
                    size="small"
                    label={link.school.isActive ? 'Active' : 'Inactive'}
                    color={link.school.isActive ? 'success' : 'default'}
                  />
                  {/* The dashboard holds what the portal does not: analytics, open houses, articles, the profile. */}
                  <Button
                    component={RouterLink}
                    to={paths.schoolDashboard.href(undefined, link.schoolId)}
                    size="small"
                    startIcon={<DashboardIcon />}
                    aria-label={`Open the dashboard of ${link.school.name}`}
                  >
                    Dashboard
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Stack>
  );
}
