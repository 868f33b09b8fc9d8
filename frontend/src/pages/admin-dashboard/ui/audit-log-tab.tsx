import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
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
import { errorText } from '@/shared/api';
import {
  useListAuditActionsQuery,
  useListAuditLogQuery,
  useListSchoolsForAdminQuery,
  useRevertAuditEntryMutation,
  type AuditEntryResponse,
} from '@/shared/api/signed-in';
import { useToast, visuallyHidden } from '@/shared/ui';
import {
  SUMMARY_FIELDS,
  actionLabel,
  changeLines,
  revertLines,
  revertOutcomeText,
  targetLabel,
} from '../model/activity';
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
  const [reverting, setReverting] = useState<AuditEntryResponse | null>(null);
  const actorQuery = useDebouncedValue(actor.trim());
  const schoolSearch = useDebouncedValue(schoolInput);
  const actions = useListAuditActionsQuery().data?.actions ?? [];
  const schools = useListSchoolsForAdminQuery({ search: schoolSearch || undefined, limit: 10 });
  const { data, isLoading, isError, isFetching, refetch } = useListAuditLogQuery(
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
      {entries.length > 0 &&
        (phone ? (
          <AuditList entries={entries} onRevert={setReverting} />
        ) : (
          <AuditTable entries={entries} onRevert={setReverting} />
        ))}
      {data && data.total > 0 && (
        <Typography variant="caption" color="text.secondary" role="status">
          {data.total} {data.total === 1 ? 'entry' : 'entries'}
        </Typography>
      )}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
      <RevertDialog entry={reverting} onClose={() => setReverting(null)} onFailed={() => void refetch()} />
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

type RevertHandler = (entry: AuditEntryResponse) => void;

/** A revertible change offers Revert; a reverted one says so (the revert's own entry names what it undid). */
function RevertState({ entry, onRevert }: { entry: AuditEntryResponse; onRevert: RevertHandler }) {
  if (entry.revertedBy !== null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label="Reverted" />
        <Typography variant="caption" color="text.secondary">
          by entry #{entry.revertedBy}
        </Typography>
      </Stack>
    );
  }
  if (!entry.revertible) return null;
  return (
    <Button size="small" variant="outlined" onClick={() => onRevert(entry)}>
      Revert
    </Button>
  );
}

/**
 * The changed fields: the first few on one line, the rest behind '(+N more)', which opens them one per line.
 * A revert starts with the entry it reverted.
 */
function EntryDetails({ entry }: { entry: AuditEntryResponse }) {
  const [expanded, setExpanded] = useState(false);
  const lines = changeLines(entry.before, entry.after);
  const hidden = lines.length - SUMMARY_FIELDS;
  return (
    <Box>
      {entry.revertOf !== null && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Reverted entry #{entry.revertOf}
        </Typography>
      )}
      {expanded ? (
        lines.map((line, index) => (
          <Typography key={index} variant="body2" component="div">
            {line}
          </Typography>
        ))
      ) : (
        <Typography variant="body2" component="span">
          {lines.slice(0, SUMMARY_FIELDS).join('; ')}
        </Typography>
      )}
      {hidden > 0 && (
        <>
          {!expanded && ' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={{ verticalAlign: 'baseline' }}
          >
            {expanded ? 'Show less' : `(+${hidden} more)`}
          </Link>
        </>
      )}
    </Box>
  );
}

function AuditTable({ entries, onRevert }: { entries: AuditEntryResponse[]; onRevert: RevertHandler }) {
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
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Revert
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid={`audit-entry-${entry.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt)}
                <Typography variant="caption" color="text.secondary" component="div">
                  #{entry.id}
                </Typography>
              </TableCell>
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
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <EntryDetails entry={entry} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RevertState entry={entry} onRevert={onRevert} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AuditList({ entries, onRevert }: { entries: AuditEntryResponse[]; onRevert: RevertHandler }) {
  return (
    <Box component="ul" aria-label="Audit log" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid={`audit-entry-${entry.id}`}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {who(entry)} · {actionLabel(entry.action)}
          </Typography>
          <Typography variant="body2">{targetLabel(entry.targetType, entry.targetId, entry.targetName)}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(entry.createdAt)} · #{entry.id}
          </Typography>
          <Box sx={{ color: 'text.secondary' }}>
            <EntryDetails entry={entry} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <RevertState entry={entry} onRevert={onRevert} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * 'Revert this change?': each field the change set, old ← new. The server sets back only what still holds the
 * change's value (a later edit wins) and says which fields it left; the toast repeats that.
 */
function RevertDialog({
  entry,
  onClose,
  onFailed,
}: {
  entry: AuditEntryResponse | null;
  onClose: () => void;
  onFailed: () => void;
}) {
  const { toast } = useToast();
  const [revert, { isLoading }] = useRevertAuditEntryMutation();
  // The owner reads it (e-mail, their dashboard's history): a revert without one is refused.
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const lines = entry ? revertLines(entry.before, entry.after) : [];
  const close = () => {
    setReason('');
    setReasonMissing(false);
    onClose();
  };
  const confirm = () => {
    if (!entry) return;
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    revert({ id: entry.id, revertChangeRequest: { reason: reason.trim() } })
      .unwrap()
      .then(
        (outcome) => {
          toast({ title: 'Change Reverted', description: revertOutcomeText(outcome) });
          close();
        },
        (error: unknown) => {
          toast({ title: 'Revert Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
          close();
          // The entry may have been reverted or edited meanwhile: show the trail as it is now.
          onFailed();
        },
      );
  };
  return (
    <Dialog
      open={!!entry}
      onClose={() => !isLoading && close()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="revert-change-title"
    >
      <DialogTitle id="revert-change-title">Revert this change?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {entry ? targetLabel(entry.targetType, entry.targetId, entry.targetName) : ''}: each field goes back to its
          old value. A field changed again since keeps its newer value.
        </DialogContentText>
        <Box
          component="dl"
          aria-label="Fields to revert"
          sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {lines.map((line) => (
            <Box key={line.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {line.field}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {line.old}
                </Box>
                <Box component="span" aria-label="back from" sx={{ mx: 1 }}>
                  ←
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                  {line.current}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
        <TextField
          sx={{ mt: 3 }}
          fullWidth
          multiline
          minRows={2}
          required
          label="Reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
          error={reasonMissing}
          helperText={
            reasonMissing
              ? 'Please say why the change is reverted'
              : 'E-mailed to the owner who made the change and shown in their dashboard'
          }
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={confirm} disabled={isLoading}>
          Revert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
