import {
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetAdminOverviewQuery, useListAuditLogQuery, useListClaimRequestsQuery } from '@/shared/api';
import { actionLabel, changeSummary, targetLabel } from '../model/activity';
import { ListState, Pager } from './list-controls';

const ACTIVITY_LIMIT = 15;

function Total({ title, value }: { title: string; value: number | undefined }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {title}
        </Typography>
        <Typography variant="h3" component="p">
          {value ?? '—'}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Overview tab: the four totals and the Activity list (the audit trail). */
export function AdminOverview() {
  const overview = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const claims = useListClaimRequestsQuery({ status: 'pending', limit: 1 }, { refetchOnMountOrArgChange: true });
  const [page, setPage] = useState(1);
  const activity = useListAuditLogQuery({ page, limit: ACTIVITY_LIMIT }, { refetchOnMountOrArgChange: true });
  const entries = activity.data?.items ?? [];
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Total title="Total Schools" value={overview.data?.totalSchools} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Total title="Total Articles" value={overview.data?.totalArticles} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Total title="Pending Claims" value={claims.data?.total} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Total title="Pending Changes" value={overview.data?.pendingChanges} />
        </Grid>
      </Grid>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Activity
          </Typography>
          <ListState
            isLoading={activity.isLoading}
            isError={activity.isError}
            isEmpty={!activity.isFetching && !entries.length}
            search=""
            noun="activity"
            emptyText="No activity yet"
          />
          {entries.length > 0 && (
            <Table size="small" aria-label="Activity">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Target</TableCell>
                  <TableCell>Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {new Date(entry.createdAt).toLocaleString('en-US')}
                    </TableCell>
                    <TableCell>{entry.actorName ?? entry.actorEmail ?? 'System'}</TableCell>
                    <TableCell>{actionLabel(entry.action)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{targetLabel(entry.targetType, entry.targetId)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{changeSummary(entry.before, entry.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {activity.data && <Pager page={page} limit={ACTIVITY_LIMIT} total={activity.data.total} onChange={setPage} />}
        </CardContent>
      </Card>
    </Stack>
  );
}
