import DownloadIcon from '@mui/icons-material/Download';
import InboxIcon from '@mui/icons-material/Inbox';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListSchoolLeadsQuery, type LeadResponse } from '@/shared/api/signed-in';
import { StatePanel } from '@/shared/ui';
import {
  dateRangeProblem,
  FILTER_STATUSES,
  filterParams,
  formatDateTime,
  LEAD_TYPES,
  leadsExportHref,
  NO_FILTERS,
  STATUS_LABELS,
  TYPE_LABELS,
  typeLabel,
  type LeadFilters,
} from '../model/lead-pipeline';
import { leadFromUrl, withLead } from '../model/dashboard-url';
import { LeadStatusChip, OverdueChip } from './lead-chips';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadNotificationSetting } from './lead-notification-setting';
import { ResponseTimeCard } from './response-time-card';

const LIMIT = 20;

function leadName(lead: LeadResponse): string {
  return lead.erasedAt ? 'Erased lead' : `${lead.parentFirstName} ${lead.parentLastName}`.trim();
}

function LeadRow({ lead, onOpen }: { lead: LeadResponse; onOpen: () => void }) {
  const name = leadName(lead);
  return (
    <ListItem disablePadding divider data-testid={`lead-${lead.id}`}>
      <ListItemButton onClick={onOpen} aria-label={`Open lead from ${name}`} sx={{ py: 1.5 }}>
        <ListItemText
          disableTypography
          primary={
            <Stack direction="row" spacing={1} useFlexGap alignItems="center" flexWrap="wrap" sx={{ mb: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: lead.status === 'new' ? 700 : 600 }}>
                {name}
              </Typography>
              <Chip size="small" variant="outlined" label={typeLabel(lead.type)} />
              <LeadStatusChip status={lead.status} closedReason={lead.closedReason} />
              {lead.overdue && <OverdueChip />}
            </Stack>
          }
          secondary={
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[lead.email, lead.childGrade, `Received ${formatDateTime(lead.createdAt)}`].filter(Boolean).join(' · ')}
            </Typography>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The school's lead inbox: newest first, paged, filtered by status, type and
 * date, searched by name or e-mail; a row opens the lead's detail.
 */
export function LeadsTab({
  schoolId,
  schoolName,
  acceptsLeads,
}: {
  schoolId: number;
  schoolName: string;
  /** Only a school with an active premium listing shows the request buttons on its page. */
  acceptsLeads: boolean;
}) {
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  // The open lead is in the URL (`&lead=<uuid>`): the new-lead e-mail's link opens it, closing drops it.
  const [urlParams, setUrlParams] = useSearchParams();
  const openLeadId = leadFromUrl(urlParams);
  const openLead = (leadId: string | null) => setUrlParams((current) => withLead(current, leadId), { replace: true });
  const rangeProblem = dateRangeProblem(filters);
  const params = filterParams(filters);
  const { data, isLoading, isFetching, isError } = useListSchoolLeadsQuery(
    { schoolId, ...params, page, limit: LIMIT },
    { skip: !!rangeProblem, refetchOnMountOrArgChange: true },
  );

  const update = (change: Partial<LeadFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText });
  };
  const clear = () => {
    setSearchText('');
    update(NO_FILTERS);
  };
  const filtered = Object.keys(params).length > 0;
  const pages = data ? Math.ceil(data.total / LIMIT) : 0;

  return (
    <Stack spacing={2}>
      {!acceptsLeads && (
        <Alert severity="info">
          Families can ask for information or a tour from your school&apos;s page while it has an active premium
          listing. Earlier requests stay here.
        </Alert>
      )}
      <ResponseTimeCard schoolId={schoolId} />
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Box>
              <Typography variant="h5" component="h2">
                Leads
              </Typography>
              <Typography color="text.secondary" aria-live="polite">
                {data ? `${data.newCount} new · ${data.total} ${filtered ? 'matching' : 'in total'}` : ' '}
              </Typography>
            </Box>
            <Button
              component="a"
              href={leadsExportHref(schoolId, filters)}
              download
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!!rangeProblem}
            >
              Export CSV
            </Button>
          </Stack>
          <Box sx={{ mb: 2 }}>
            <LeadNotificationSetting schoolId={schoolId} />
          </Box>
          <Grid container spacing={1.5} component="section" aria-label="Lead filters">
            <Grid size={{ xs: 12, md: 4 }}>
              <Box component="form" role="search" onSubmit={search}>
                <TextField
                  type="search"
                  label="Search by name or e-mail"
                  value={searchText}
                  onChange={(event) => setSearchText(event.target.value)}
                  size="small"
                  fullWidth
                  slotProps={{
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <Button type="submit" size="small" startIcon={<SearchIcon />} sx={{ mr: -1 }}>
                            Search
                          </Button>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
              </Box>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                select
                size="small"
                fullWidth
                label="Status"
                value={filters.status}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                onChange={(event) => update({ status: event.target.value as LeadFilters['status'] })}
              >
                <MenuItem value="">All (no spam)</MenuItem>
                {FILTER_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                select
                size="small"
                fullWidth
                label="Type"
                value={filters.type}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                onChange={(event) => update({ type: event.target.value as LeadFilters['type'] })}
              >
                <MenuItem value="">All types</MenuItem>
                {LEAD_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                type="date"
                size="small"
                fullWidth
                label="From"
                value={filters.from}
                onChange={(event) => update({ from: event.target.value })}
                error={!!rangeProblem}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                type="date"
                size="small"
                fullWidth
                label="To"
                value={filters.to}
                onChange={(event) => update({ to: event.target.value })}
                error={!!rangeProblem}
                helperText={rangeProblem}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          </Grid>
          {(filtered || searchText) && (
            <Button size="small" onClick={clear} sx={{ mt: 1 }}>
              Clear filters
            </Button>
          )}
        </CardContent>
      </Card>

      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label="Loading leads">
          <CircularProgress />
        </Box>
      ) : isError ? (
        <StatePanel role="alert" title="Unable to load leads" description="Please try again later." />
      ) : !data || data.leads.length === 0 ? (
        <StatePanel
          icon={<InboxIcon />}
          title={filtered ? 'No Matching Leads' : 'No Leads Yet'}
          description={
            filtered
              ? 'No lead matches these filters.'
              : "Requests for information and tours from your school's page, and open house RSVPs, will appear here."
          }
        />
      ) : (
        <Card variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1 }}>
          <List disablePadding aria-label="Leads, newest first">
            {data.leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} onOpen={() => openLead(lead.id)} />
            ))}
          </List>
        </Card>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} color="primary" />
        </Box>
      )}

      <LeadDetailDialog
        schoolId={schoolId}
        schoolName={schoolName}
        leadId={openLeadId}
        onClose={() => openLead(null)}
      />
    </Stack>
  );
}
