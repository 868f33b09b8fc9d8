import {
  Autocomplete,
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import {
  useListAuditActionsQuery,
  useListAuditLogQuery,
  useListSchoolsForAdminQuery,
  type AuditEntryResponse,
} from '@/shared/api/signed-in';
import { actionLabel, changeSummary, targetLabel } from '../model/activity';
import { formatDateTime } from '../model/people';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ListState, Pager } from './list-controls';

const LIMIT = 25;

/** Action groups offered above the single actions: everything done to accounts, to schools, … */
function groupsOf(actions: string[]): string[] {
  return [...new Set(actions.map((action) => action.split('.')[0]))].sort();
}

/** Audit tab: who did what and when, filtered by person, school and action, paged. */
export function AuditLogTab() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [school, setSchool] = useState<{ id: number; label: string } | null>(null);
  const [schoolInput, setSchoolInput] = useState('');
  const [page, setPage] = useState(1);
  const actorQuery = useDebouncedValue(actor.trim());
  const schoolSearch = useDebouncedValue(schoolInput);
  const actions = useListAuditActionsQuery().data?.actions ?? [];
  const schools = useListSchoolsForAdminQuery({ search: schoolSearch || undefined, limit: 10 });
  const { data, isLoading, isError, isFetching } = useListAuditLogQuery(
    { actor: actorQuery || undefined, action: action || undefined, schoolId: school?.id, page, limit: LIMIT },
    { refetchOnMountOrArgChange: true },
  );
  const entries = data?.items ?? [];
  const filtered = Boolean(actorQuery || action || school);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          type="search"
          size="small"
          label="Person (name or email)"
          value={actor}
          onChange={(event) => {
            setActor(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 240 }}
        />
        <Autocomplete
          options={(schools.data?.items ?? []).map((s) => ({ id: s.id, label: s.name }))}
          loading={schools.isFetching}
          value={school}
          onChange={(_event, value) => {
            setSchool(value);
            setPage(1);
          }}
          inputValue={schoolInput}
          onInputChange={(_event, value) => setSchoolInput(value)}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label="School" size="small" />}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label="Action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All actions</MenuItem>
          {groupsOf(actions).map((group) => (
            <MenuItem key={`group-${group}`} value={group}>
              All {targetGroupLabel(group)} actions
            </MenuItem>
          ))}
          {actions.map((a) => (
            <MenuItem key={a} value={a}>
              {actionLabel(a)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !entries.length}
        search=""
        noun="audit entries"
        emptyText={filtered ? 'No audit entries match these filters' : 'Nothing has been recorded yet'}
      />
      {entries.length > 0 && (phone ? <AuditList entries={entries} /> : <AuditTable entries={entries} />)}
      {data && data.total > 0 && (
        <Typography variant="caption" color="text.secondary" role="status">
          {data.total} {data.total === 1 ? 'entry' : 'entries'}
        </Typography>
      )}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
    </Stack>
  );
}

function targetGroupLabel(group: string): string {
  const labels: Record<string, string> = {
    user: 'account',
    contact_message: 'contact message',
    change: 'change',
    school: 'school',
    article: 'article',
    claim: 'claim',
  };
  return labels[group] ?? group.replace(/_/g, ' ');
}

const who = (entry: AuditEntryResponse) => entry.actorName ?? entry.actorEmail ?? 'System';

function AuditTable({ entries }: { entries: AuditEntryResponse[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit log">
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
            <TableRow key={entry.id} data-testid={`audit-entry-${entry.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell>
                {who(entry)}
                {entry.actorEmail && entry.actorName !== entry.actorEmail && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {entry.actorEmail}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{actionLabel(entry.action)}</TableCell>
              <TableCell>{targetLabel(entry.targetType, entry.targetId, entry.targetName)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{changeSummary(entry.before, entry.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AuditList({ entries }: { entries: AuditEntryResponse[] }) {
  return (
    <Box component="ul" aria-label="Audit log" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {who(entry)} · {actionLabel(entry.action)}
          </Typography>
          <Typography variant="body2">{targetLabel(entry.targetType, entry.targetId, entry.targetName)}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(entry.createdAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {changeSummary(entry.before, entry.after)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
