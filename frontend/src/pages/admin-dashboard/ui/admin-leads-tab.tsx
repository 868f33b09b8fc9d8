import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '@/shared/api';
import {
  useEraseLeadMutation,
  useGetAdminLeadSummaryQuery,
  useListSchoolLeadsQuery,
  useMarkLeadSpamMutation,
  type AdminSchoolLeadsResponse,
  type LeadResponse,
} from '@/shared/api/signed-in';
import { statusLabel, typeLabel } from '@/entities/lead';
import { paths } from '@/shared/config';
import { formatShortDate } from '@/shared/lib/format';
import { useToast, visuallyHidden } from '@/shared/ui';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ListState, SearchBox } from './list-controls';

const SCHOOL_LIMIT = 20;
const LEAD_LIMIT = 10;

type Verdict = { lead: LeadResponse; kind: 'spam' | 'erase' };

const VERDICT_TEXT = {
  spam: {
    title: 'Mark as Spam',
    body: 'The request leaves the school’s inbox and counts for good, and the school is never mailed about it.',
    done: 'Marked as Spam',
  },
  erase: {
    title: 'Erase Personal Data',
    body: 'The family’s name, e-mail, phone, message, preferred times, notes and stored mails are erased. The request still counts (type, grade, status and dates). This cannot be undone.',
    done: 'Personal Data Erased',
  },
} as const;

function leadName(lead: LeadResponse): string {
  return lead.erasedAt ? 'Erased lead' : `${lead.parentFirstName} ${lead.parentLastName}`;
}

/** One school's leads, spam included on request, with the admin's two verdicts behind a confirmation. */
function SchoolLeads({ school }: { school: AdminSchoolLeadsResponse }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<'' | 'spam'>('');
  const [page, setPage] = useState(1);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const { data, isLoading, isError } = useListSchoolLeadsQuery({
    schoolId: school.schoolId,
    status: status || undefined,
    page,
    limit: LEAD_LIMIT,
  });
  const [markSpam, spamState] = useMarkLeadSpamMutation();
  const [erase, eraseState] = useEraseLeadMutation();
  const busy = spamState.isLoading || eraseState.isLoading;
  const pages = data ? Math.ceil(data.total / LEAD_LIMIT) : 0;

  const confirm = async () => {
    if (!verdict) return;
    try {
      if (verdict.kind === 'spam') await markSpam({ leadId: verdict.lead.id }).unwrap();
      else await erase({ leadId: verdict.lead.id }).unwrap();
      toast({
        title: VERDICT_TEXT[verdict.kind].done,
        description: `${leadName(verdict.lead)} · ${school.schoolName}`,
      });
      setVerdict(null);
    } catch (error) {
      toast({ title: 'Action Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const headingId = `admin-leads-${school.schoolId}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            Leads of {school.schoolName}
          </Typography>
          <TextField
            select
            size="small"
            label="Show"
            value={status}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(event) => {
              setStatus(event.target.value as '' | 'spam');
              setPage(1);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All but spam</MenuItem>
            <MenuItem value="spam">Spam only</MenuItem>
          </TextField>
        </Stack>
        {isLoading ? (
          <CircularProgress size={28} aria-label="Loading leads" />
        ) : isError ? (
          <Alert severity="error">Leads could not be loaded. Please try again.</Alert>
        ) : !data || data.leads.length === 0 ? (
          <Typography color="text.secondary">No leads here.</Typography>
        ) : (
          <Stack divider={<Box sx={{ borderBottom: 1, borderColor: 'divider' }} />}>
            {data.leads.map((lead) => (
              <Stack
                key={lead.id}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ py: 1.25, alignItems: { md: 'center' } }}
                data-testid={`admin-lead-${lead.id}`}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {leadName(lead)} <Chip size="small" label={statusLabel(lead.status)} sx={{ ml: 0.5 }} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[lead.email, typeLabel(lead.type), formatShortDate(lead.createdAt)].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    color="warning"
                    variant="outlined"
                    disabled={lead.status === 'spam'}
                    onClick={() => setVerdict({ lead, kind: 'spam' })}
                  >
                    Mark as Spam
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    disabled={!!lead.erasedAt}
                    onClick={() => setVerdict({ lead, kind: 'erase' })}
                  >
                    Erase
                  </Button>
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            sx={{ mt: 2 }}
            aria-label="Lead pages"
          />
        )}
      </CardContent>
      <Dialog open={!!verdict} onClose={() => !busy && setVerdict(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{verdict ? VERDICT_TEXT[verdict.kind].title : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {verdict ? `${leadName(verdict.lead)} (${verdict.lead.email || 'no e-mail'}) · ${school.schoolName}` : ''}
          </DialogContentText>
          <DialogContentText>{verdict ? VERDICT_TEXT[verdict.kind].body : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setVerdict(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={verdict?.kind === 'erase' ? 'error' : 'warning'}
            onClick={() => void confirm()}
            disabled={busy}
          >
            {verdict ? VERDICT_TEXT[verdict.kind].title : 'Confirm'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** Leads tab: every school with leads and its counts; a school opens its leads for spam and erasure requests. */
export function AdminLeadsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminSchoolLeadsResponse | null>(null);
  const [onlyUnreached, setOnlyUnreached] = useState(false);
  const debounced = useDebouncedValue(search);
  const { data, isLoading, isError } = useGetAdminLeadSummaryQuery({
    search: debounced.trim() || undefined,
    reachesNobody: onlyUnreached || undefined,
    page,
    limit: SCHOOL_LIMIT,
  });
  const rows = data?.items ?? [];
  const pages = data ? Math.ceil(data.total / SCHOOL_LIMIT) : 0;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Requests families sent to premium schools. Schools work their leads in their own dashboard; here you mark spam
        and erase a family&apos;s data when they ask. A school marked <strong>Reaches nobody</strong> has no owner and
        no e-mail: its families&apos; requests were mailed to no one, so answer them yourself.
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={onlyUnreached}
            onChange={(event) => {
              setOnlyUnreached(event.target.checked);
              setPage(1);
            }}
          />
        }
        label="Only schools whose requests reach nobody"
      />
      <SearchBox
        label="Search schools with leads"
        value={search}
        onChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={rows.length === 0}
        search={debounced}
        noun="schools"
        emptyText="No school has received a lead yet."
      />
      {rows.length > 0 && (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label="Leads per school">
            <TableHead>
              <TableRow>
                <TableCell>School</TableCell>
                <TableCell align="right">New</TableCell>
                <TableCell align="right">Overdue</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Spam</TableCell>
                <TableCell>Last Lead</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.schoolId} selected={selected?.schoolId === row.schoolId}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.school.href(row.schoolSlug)}>
                      {row.schoolName}
                    </Link>
                    {row.reachesNobody && <Chip size="small" color="warning" label="Reaches nobody" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell align="right">{row.newCount}</TableCell>
                  <TableCell align="right">{row.overdueCount}</TableCell>
                  <TableCell align="right">{row.total}</TableCell>
                  <TableCell align="right">{row.spamCount}</TableCell>
                  <TableCell>{formatShortDate(row.lastLeadAt) ?? '—'}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setSelected(row)}
                      aria-label={`View leads of ${row.schoolName}`}
                    >
                      View Leads
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} aria-label="School pages" />
      )}
      {selected && <SchoolLeads key={selected.schoolId} school={selected} />}
    </Stack>
  );
}
