import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { PortalSchoolLinkResponse } from '@/shared/api';
import { SchoolSubscriptionStatus } from './subscription-status';

/** Billing tab. */
export function PortalBilling({ links }: { links: PortalSchoolLinkResponse[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Subscription Details
        </Typography>
        <Stack spacing={1.5}>
          {links.map((link) => (
            <SchoolSubscriptionStatus key={link.schoolId} schoolId={link.schoolId} schoolName={link.school.name} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
