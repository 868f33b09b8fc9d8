import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetPortalLeadSummaryQuery } from '@/shared/api/signed-in';
import { paths } from '@/shared/config';

/** Overview: each owned school's new leads, with the way into its inbox (the dashboard's Leads tab). */
export function NewLeadsCard() {
  const { data } = useGetPortalLeadSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.length === 0) return null;
  // One school needs no name here: the list below names it (as the subscription card does).
  const named = data.length > 1;
  return (
    <Card variant="outlined" component="section" aria-labelledby="portal-leads-title">
      <CardContent>
        <Typography id="portal-leads-title" variant="h5" component="h2" gutterBottom>
          Leads
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Requests for information and tours that families sent from your school&apos;s page.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((row) => (
            <Stack
              component="li"
              key={row.schoolId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
              data-testid={`portal-leads-${row.schoolId}`}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {named && <Typography sx={{ fontWeight: 600 }}>{row.schoolName}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  {row.total} in total
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip
                  label={`${row.newCount} new`}
                  color={row.newCount > 0 ? 'error' : 'default'}
                  size="small"
                  sx={{ fontWeight: 700 }}
                />
                <Button
                  component={RouterLink}
                  // Each school's own inbox: every link opened the oldest school's before.
                  to={paths.schoolDashboard.href('leads', row.schoolId)}
                  size="small"
                  startIcon={<InboxIcon />}
                >
                  Open Inbox
                </Button>
              </Stack>
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
