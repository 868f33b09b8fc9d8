import {
  Box,
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
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import {
  useGetAdminOverviewQuery,
  useListAuditLogQuery,
  useListClaimRequestsQuery,
  type AuditEntryResponse,
} from '@/shared/api/signed-in';
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

/** The activity as a five-column table: wide screens. */
function ActivityTable({ entries }: { entries: AuditEntryResponse[] }) {
  return (
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.createdAt).toLocaleString('en-US')}</TableCell>
            <TableCell>{entry.actorName ?? entry.actorEmail ?? 'System'}</TableCell>
            <TableCell>{actionLabel(entry.action)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {targetLabel(entry.targetType, entry.targetId, entry.targetName)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{changeSummary(entry.before, entry.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The activity on a phone: one stacked block per entry (who did what to which
 * record, then when and the details), since five columns do not fit 390 px.
 */
function ActivityList({ entries }: { entries: AuditEntryResponse[] }) {
  return (
    <Box component="ul" aria-label="Activity" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {entry.actorName ?? entry.actorEmail ?? 'System'} · {actionLabel(entry.action)}
          </Typography>
          <Typography variant="body2">{targetLabel(entry.targetType, entry.targetId, entry.targetName)}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {new Date(entry.createdAt).toLocaleString('en-US')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {changeSummary(entry.before, entry.after)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Overview tab: the four totals and the Activity list (the audit trail). */
export function AdminOverview() {
  const overview = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const claims = useListClaimRequestsQuery({ status: 'pending', limit: 1 }, { refetchOnMountOrArgChange: true });
  const [page, setPage] = useState(1);
  const activity = useListAuditLogQuery({ page, limit: ACTIVITY_LIMIT }, { refetchOnMountOrArgChange: true });
  const entries = activity.data?.items ?? [];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
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
          {entries.length > 0 && (phone ? <ActivityList entries={entries} /> : <ActivityTable entries={entries} />)}
          {activity.data && <Pager page={page} limit={ACTIVITY_LIMIT} total={activity.data.total} onChange={setPage} />}
        </CardContent>
      </Card>
    </Stack>
  );
}
