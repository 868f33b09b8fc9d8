import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  CHANGE_TYPE_LABELS,
  ChangeConflicts,
  ChangeFields,
  ChangeStatusChip,
  SubmittedAt,
} from '@/entities/pending-change';
import { errorText } from '@/shared/api';
import {
  useApproveChangeMutation,
  useListPendingChangesForAdminQuery,
  useRejectChangeMutation,
  type PendingChangeResponse,
} from '@/shared/api/signed-in';
import { formatLasVegasDateTime } from '@/shared/lib/format';
import { MarkdownContent, useToast } from '@/shared/ui';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ListState, Pager, SearchBox } from './list-controls';

const LIMIT = 20;
export const DEFAULT_REJECTION_NOTES = 'Changes need revision';

/** The submitter by name and e-mail, never by id. */
export function submitterText(change: Pick<PendingChangeResponse, 'submitterName' | 'submitterEmail'>): string {
  if (!change.submitterEmail) return change.submitterName ?? 'a deleted account';
  return change.submitterName && change.submitterName !== change.submitterEmail
    ? `${change.submitterName} (${change.submitterEmail})`
    : change.submitterEmail;
}

type Decision = { change: PendingChangeResponse; kind: 'approve' | 'reject' };

/**
 * Approvals tab: every submitted change, pending first ('Pending only' leaves the decided ones out);
 * Approve/Reject through a notes dialog. A change a newer one overlaps is flagged before it is approved.
 */
export function AdminApprovalsTab() {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [pendingOnly, setPendingOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notes, setNotes] = useState('');
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, isError, isFetching } = useListPendingChangesForAdminQuery({
    search: query || undefined,
    status: pendingOnly ? 'pending' : undefined,
    page,
    limit: LIMIT,
  });
  const [approve, approving] = useApproveChangeMutation();
  const [reject, rejecting] = useRejectChangeMutation();

  const open = (change: PendingChangeResponse, kind: Decision['kind']) => {
    setNotes(kind === 'reject' ? DEFAULT_REJECTION_NOTES : '');
    setDecision({ change, kind });
  };

  const confirm = async () => {
    if (!decision) return;
    const { change, kind } = decision;
    try {
      if (kind === 'approve') {
        await approve({ id: change.id, approveChangeRequest: notes.trim() ? { notes: notes.trim() } : {} }).unwrap();
        toast({ title: 'Change Approved', description: 'The change has been approved and applied.' });
      } else {
        await reject({
          id: change.id,
          rejectChangeRequest: { notes: notes.trim() || DEFAULT_REJECTION_NOTES },
        }).unwrap();
        toast({ title: 'Change Rejected', description: 'The change has been rejected.' });
      }
      setDecision(null);
    } catch (error) {
      toast({
        title: kind === 'approve' ? 'Approval Failed' : 'Rejection Failed',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const items = data?.items ?? [];
  const busy = approving.isLoading || rejecting.isLoading;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SearchBox
          label="Search by type, submitter or change data"
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <FormControlLabel
          sx={{ flexShrink: 0 }}
          control={
            <Switch
              checked={pendingOnly}
              onChange={(event) => {
                setPendingOnly(event.target.checked);
                setPage(1);
              }}
            />
          }
          label="Pending only"
        />
      </Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !items.length}
        search={query}
        noun="changes"
        emptyText={pendingOnly ? 'Nothing waits for review' : 'No pending changes'}
      />
      {items.map((change) => (
        <Card key={change.id} variant="outlined" data-testid={`admin-change-${change.id}`}>
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h3">
                    {CHANGE_TYPE_LABELS[change.changeType]}
                  </Typography>
                  <ChangeStatusChip status={change.status} reverted={change.revertedAt !== null} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  School: <strong>{change.schoolName}</strong> · Submitted by {submitterText(change)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <SubmittedAt at={change.createdAt} />
                  {change.reviewedAt ? ` · Reviewed ${formatLasVegasDateTime(change.reviewedAt)}` : ''}
                  {change.revertedAt ? ` · Reverted ${formatLasVegasDateTime(change.revertedAt)}` : ''}
                </Typography>
              </Stack>
              {change.status === 'pending' && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
                  <Button variant="contained" color="success" onClick={() => open(change, 'approve')}>
                    Approve
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => open(change, 'reject')}>
                    Reject
                  </Button>
                </Stack>
              )}
            </Stack>
            <ChangeConflicts conflicts={change.newerConflicts} />
            <Typography variant="subtitle2" gutterBottom>
              Proposed changes
            </Typography>
            <ChangeFields
              changeData={change.changeData}
              changeType={change.changeType}
              // The live values are "old" only while the change waits; once applied they equal the new ones.
              currentValues={change.status === 'pending' ? change.currentValues : null}
              renderMarkdown={(content) => <MarkdownContent content={content} />}
            />
            {change.adminNotes && (
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                <strong>Notes:</strong> {change.adminNotes}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
      <Dialog open={!!decision} onClose={() => !busy && setDecision(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{decision?.kind === 'approve' ? 'Approve Change' : 'Reject Change'}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {decision?.kind === 'approve'
              ? 'The change is applied at once and the submitter is notified by e-mail.'
              : 'Nothing is applied; the submitter receives your notes by e-mail.'}
          </Typography>
          {decision?.kind === 'approve' && <ChangeConflicts conflicts={decision.change.newerConflicts} />}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={decision?.kind === 'approve' ? 'Notes (optional)' : 'Notes'}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={decision?.kind === 'approve' ? 'success' : 'error'}
            onClick={() => void confirm()}
            disabled={busy}
          >
            {decision?.kind === 'approve' ? 'Approve' : 'Reject'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
