import CloseIcon from '@mui/icons-material/Close';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '@/shared/api';
import { useGetSchoolLeadQuery } from '@/shared/api/signed-in';
import { useAddLeadNoteMutation, useChangeLeadStatusMutation, type LeadDetailResponse } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import {
  CLOSED_REASON_LABELS,
  CLOSED_REASONS,
  formatDateTime,
  formatDuration,
  formatPreferredTime,
  nextStatus,
  NOTE_MAX,
  replyMailto,
  SETTABLE_STATUSES,
  STATUS_LABELS,
  statusChange,
  statusLabel,
  typeLabel,
  type ClosedReason,
  type SettableStatus,
} from '../model/lead-pipeline';
import { LeadStatusChip, OverdueChip } from './lead-chips';
import { LeadReplySection } from './lead-reply-section';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The first step the select offers: the next along the pipeline, else the current (or contacted for new). */
function initialTarget(lead: LeadDetailResponse): SettableStatus {
  const next = nextStatus(lead.status);
  if (next && next !== 'new') return next as SettableStatus;
  return (SETTABLE_STATUSES as readonly string[]).includes(lead.status) ? (lead.status as SettableStatus) : 'contacted';
}

function StatusForm({ lead, schoolId }: { lead: LeadDetailResponse; schoolId: number }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<SettableStatus>(() => initialTarget(lead));
  const [reason, setReason] = useState<ClosedReason | ''>((lead.closedReason as ClosedReason | null) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [changeStatus, { isLoading }] = useChangeLeadStatusMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = statusChange(lead, status, reason);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    try {
      await changeStatus({
        schoolId,
        leadId: lead.id,
        changeLeadStatusRequest: { status: result.change.status, closedReason: result.change.closedReason ?? null },
      }).unwrap();
      toast({
        title: 'Status Updated',
        description: `The lead is now ${statusLabel(status, result.change.closedReason)}.`,
      });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Change status">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as SettableStatus);
            setProblem(null);
          }}
          sx={{ minWidth: 200 }}
        >
          {SETTABLE_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {STATUS_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        {status === 'closed' && (
          <TextField
            select
            size="small"
            label="Reason for closing"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as ClosedReason);
              setProblem(null);
            }}
            error={!!problem && !reason}
            sx={{ minWidth: 200 }}
          >
            {CLOSED_REASONS.map((option) => (
              <MenuItem key={option} value={option}>
                {CLOSED_REASON_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Update Status'}
        </Button>
      </Stack>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}

function NotesSection({ lead, schoolId, editable }: { lead: LeadDetailResponse; schoolId: number; editable: boolean }) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [addNote, { isLoading }] = useAddLeadNoteMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setProblem('Note is required');
    if (trimmed.length > NOTE_MAX) return setProblem(`Note must be at most ${NOTE_MAX} characters`);
    setProblem(null);
    try {
      await addNote({ schoolId, leadId: lead.id, addLeadNoteRequest: { text: trimmed } }).unwrap();
      setText('');
      toast({ title: 'Note Added', description: 'Your note is saved with the lead.' });
    } catch (error) {
      toast({ title: 'Note Not Saved', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Section id="lead-notes-title" title="Notes">
      {lead.notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No notes yet.
        </Typography>
      ) : (
        <List disablePadding sx={{ mb: 2 }}>
          {lead.notes.map((note) => (
            <ListItem key={note.id} disableGutters divider>
              <ListItemText
                primary={note.text || 'Erased'}
                secondary={`${note.authorName} · ${formatDateTime(note.createdAt)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editable && (
        <Box component="form" onSubmit={submit} noValidate aria-label="New note">
          <TextField
            label="Add a note"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={!!problem}
            helperText={problem ?? 'Only people who manage this school see notes.'}
          />
          <Button type="submit" variant="outlined" disabled={isLoading} sx={{ mt: 1 }}>
            {isLoading ? 'Saving...' : 'Add Note'}
          </Button>
        </Box>
      )}
    </Section>
  );
}

function LeadDetail({
  lead,
  schoolId,
  schoolName,
}: {
  lead: LeadDetailResponse;
  schoolId: number;
  schoolName: string;
}) {
  const erased = !!lead.erasedAt;
  const spam = lead.status === 'spam';
  const rsvp = lead.type === 'open_house';
  const responseTime = lead.firstRespondedAt
    ? formatDuration(new Date(lead.firstRespondedAt).getTime() - new Date(lead.createdAt).getTime())
    : null;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Chip size="small" variant="outlined" label={typeLabel(lead.type)} />
        <LeadStatusChip status={lead.status} closedReason={lead.closedReason} />
        {lead.overdue && <OverdueChip />}
      </Stack>
      {erased && (
        <Alert severity="info">
          The family&apos;s personal data was erased on {formatDateTime(lead.erasedAt)}; the request still counts in
          your totals.
        </Alert>
      )}
      {spam && <Alert severity="warning">This request was judged spam: it is left out of your inbox and counts.</Alert>}

      <LeadReplySection lead={lead} schoolId={schoolId} schoolName={schoolName} />
      {!erased && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <Button href={replyMailto(lead, schoolName)} variant="outlined" size="small" startIcon={<ReplyIcon />}>
            Reply by E-mail
          </Button>
          <Typography variant="body2" color="text.secondary">
            From your own mail program: such replies are not kept here or counted in your response time.
          </Typography>
        </Stack>
      )}

      <Section id="lead-request-title" title="Request">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {!erased && (
            <Fact label="Email">
              <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
            </Fact>
          )}
          {lead.phone && (
            <Fact label="Phone">
              <Link href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</Link>
            </Fact>
          )}
          <Fact label="Child's Grade">{lead.childGrade}</Fact>
          {/* What the family sent and nothing else: an RSVP's form asks no start, newsletter or consent line. */}
          {lead.intendedStart && <Fact label="Intended Start">{lead.intendedStart}</Fact>}
          <Fact label="Received">{formatDateTime(lead.createdAt)}</Fact>
          <Fact label="First Response">{responseTime ? `after ${responseTime}` : 'Not yet'}</Fact>
          {!rsvp && <Fact label="Newsletter">{lead.newsletter ? 'Yes, please add to the newsletter' : 'No'}</Fact>}
          {!rsvp && <Fact label="Consent">Agreed to be contacted on {formatDateTime(lead.consentedAt)}</Fact>}
          {lead.sourcePage && (
            <Fact label="Sent From">
              <Link href={lead.sourcePage} target="_blank" rel="noopener noreferrer">
                {lead.sourcePage}
              </Link>
            </Fact>
          )}
        </Box>
        {lead.type === 'tour' && lead.preferredTimes.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Preferred Tour Times
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {lead.preferredTimes.map((time) => (
                <li key={`${time.date}-${time.period}`}>
                  <Typography sx={{ fontWeight: 600 }}>{formatPreferredTime(time)}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {/* The family's message opens the conversation above (LeadReplySection), with the replies sent. */}
      </Section>

      {!erased && !spam && (
        <Section id="lead-status-title" title="Status">
          <StatusForm key={`${lead.status}-${lead.closedReason}`} lead={lead} schoolId={schoolId} />
        </Section>
      )}

      <Divider />
      <NotesSection lead={lead} schoolId={schoolId} editable={!erased} />

      <Section id="lead-history-title" title="History">
        <List disablePadding>
          {[...lead.history].reverse().map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={`${STATUS_LABELS[entry.fromStatus as keyof typeof STATUS_LABELS] ?? entry.fromStatus} → ${statusLabel(entry.toStatus, entry.closedReason)}`}
                secondary={`${entry.actorName} · ${formatDateTime(entry.createdAt)}`}
              />
            </ListItem>
          ))}
          <ListItem disableGutters>
            <ListItemText primary="Request received" secondary={formatDateTime(lead.createdAt)} />
          </ListItem>
        </List>
      </Section>
    </Stack>
  );
}

/** A lead's detail: everything the family sent, the page it came from, status, notes and history. */
export function LeadDetailDialog({
  schoolId,
  schoolName,
  leadId,
  onClose,
}: {
  schoolId: number;
  schoolName: string;
  leadId: string | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // The last lead opened stays in the dialog while it fades out on close (no flash of a spinner).
  const [shownId, setShownId] = useState(leadId);
  if (leadId && leadId !== shownId) setShownId(leadId);
  const { data, isLoading, isError, error } = useGetSchoolLeadQuery(
    { schoolId, leadId: shownId ?? '' },
    { skip: !shownId, refetchOnMountOrArgChange: true },
  );
  const lead = data && data.id === shownId ? data : undefined;
  // 404: no lead by this id in this school's inbox (another school's lead, or a mistyped link).
  const notHere = !lead && isError && (error as { status?: unknown } | undefined)?.status === 404;
  const name = lead
    ? lead.erasedAt
      ? 'Erased lead'
      : `${lead.parentFirstName} ${lead.parentLastName}`
    : notHere
      ? 'Lead Not Found'
      : 'Lead';

  return (
    <Dialog open={!!leadId} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="lead-title">
      <DialogTitle id="lead-title" sx={{ pr: 7 }}>
        {name}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label="Close" sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {lead ? (
          <LeadDetail lead={lead} schoolId={schoolId} schoolName={schoolName} />
        ) : isLoading || !isError ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label="Loading lead">
            <CircularProgress />
          </Box>
        ) : notHere ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography role="alert">
              This lead is not in {schoolName}&apos;s inbox. The link may be for another of your schools, or the lead no
              longer exists.
            </Typography>
            <Button variant="contained" onClick={onClose}>
              Show All Leads
            </Button>
          </Stack>
        ) : (
          <Typography role="alert">Unable to load this lead. Please try again later.</Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
