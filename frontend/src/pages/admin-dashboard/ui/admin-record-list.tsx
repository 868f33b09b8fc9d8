import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { errorText } from '@/shared/api';
import { useToast, visuallyHidden } from '@/shared/ui';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { ListState, Pager, SearchBox } from './list-controls';

const LIMIT = 20;
/** The public endpoints serve only live schools and published articles: a draft has no public page yet. */
export const VIEW_DRAFT_HINT = 'Publish to view the public page';

export interface AdminRecordListProps<T, Body> {
  /** Plural, lower case ("schools"): the loading, error and empty texts use it. */
  noun: string;
  searchLabel: string;
  /** The generated list query hook. */
  useList: (arg: { search?: string; page: number; limit: number }) => {
    data?: { items: T[]; total: number };
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
  };
  /** A record's card: title, badge, detail lines (empty ones skipped), caption, switch state and public page. */
  row: (record: T) => {
    testId: string;
    title: string;
    badge?: ReactNode;
    lines: (string | null)[];
    caption?: string;
    isOn: boolean;
    viewHref: string;
  };
  /**
   * The switch reads `onLabel` ('Live', 'Published') or Draft; its accessible name is "<title> is <onLabel>".
   * `confirm`, when it answers a text for a change, asks before making it (a paying school being hidden).
   */
  status: {
    onLabel: string;
    set: (record: T, isOn: boolean) => Promise<unknown>;
    updatedText: string;
    confirm?: (record: T, isOn: boolean) => StatusConfirmation | null;
  };
  /** Shown beside the search box (e.g. a 'New School' button). */
  toolbar?: ReactNode;
  /**
   * Archive and restore: an archived record is hidden from the public and kept for history; its switch is
   * off and locked until it is restored (as a draft).
   */
  archive?: {
    archivedAt: (record: T) => string | null;
    archive: (record: T) => Promise<unknown>;
    restore: (record: T) => Promise<unknown>;
    archivedText: string;
    restoredText: string;
    /** What the admin is asked before archiving (it takes the record off the public pages at once). */
    confirm: (record: T) => StatusConfirmation;
  };
  /** The Edit dialog; `title` is also asked while the dialog closes, when nothing is being edited any more. */
  edit: {
    title: (record: T | null) => ReactNode;
    form: (record: T, save: (body: Body) => Promise<void>, cancel: () => void) => ReactNode;
    save: (record: T, body: Body) => Promise<unknown>;
    savedToast: { title: string; description: string };
  };
}

/** What the admin is asked before a status change that has consequences. */
export type StatusConfirmation = Omit<Confirmation, 'run'>;

/** An admin list of records: search, pages, and per record a status switch, an Edit dialog and a View link. */
export function AdminRecordList<T extends { id: number }, Body>(props: AdminRecordListProps<T, Body>) {
  const { noun, searchLabel, useList, row, status, edit, toolbar, archive } = props;
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | null>(null);
  // The change waiting for the admin's yes: a status switch with consequences, or an archive.
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, isError, isFetching } = useList({ search: query || undefined, page, limit: LIMIT });
  const failed = (error: unknown) =>
    toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });

  const setStatus = (record: T, isOn: boolean) =>
    status.set(record, isOn).then(() => toast({ title: 'Status Updated', description: status.updatedText }), failed);

  const requestStatus = (record: T, isOn: boolean) => {
    const text = status.confirm?.(record, isOn);
    if (text) setConfirming({ ...text, run: () => void setStatus(record, isOn) });
    else void setStatus(record, isOn);
  };

  const setArchived = (record: T, archived: boolean) =>
    (archived ? archive!.archive(record) : archive!.restore(record)).then(
      () =>
        toast({
          title: archived ? 'Archived' : 'Restored',
          description: archived ? archive!.archivedText : archive!.restoredText,
        }),
      failed,
    );

  const save = async (body: Body) => {
    if (!editing) return;
    try {
      await edit.save(editing, body);
      toast(edit.savedToast);
      setEditing(null);
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  const items = data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <SearchBox
            label={searchLabel}
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
        </Box>
        {toolbar}
      </Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !items.length}
        search={query}
        noun={noun}
        emptyText={`No ${noun} available`}
      />
      {items.map((record) => {
        const { testId, title, badge, lines, caption, isOn, viewHref } = row(record);
        const archivedAt = archive?.archivedAt(record) ?? null;
        return (
          <Card key={record.id} variant="outlined" data-testid={testId}>
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Stack spacing={0.5}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h3">
                      {title}
                    </Typography>
                    {badge}
                    {archivedAt && <Chip size="small" color="default" variant="outlined" label="Archived" />}
                  </Stack>
                  {lines.filter(Boolean).map((line, index) => (
                    <Typography key={index} variant="body2" color="text.secondary">
                      {line}
                    </Typography>
                  ))}
                  {caption && (
                    <Typography variant="caption" color="text.secondary">
                      {caption}
                    </Typography>
                  )}
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={isOn}
                        disabled={!!archivedAt}
                        onChange={(event) => requestStatus(record, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${title} is ${status.onLabel.toLowerCase()}` } }}
                      />
                    }
                    label={archivedAt ? 'Archived' : isOn ? status.onLabel : 'Draft'}
                  />
                  {archive &&
                    (archivedAt ? (
                      <Button
                        size="small"
                        startIcon={<UnarchiveIcon />}
                        onClick={() => void setArchived(record, false)}
                      >
                        Restore
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        startIcon={<ArchiveIcon />}
                        onClick={() =>
                          setConfirming({ ...archive.confirm(record), run: () => void setArchived(record, true) })
                        }
                      >
                        Archive
                      </Button>
                    ))}
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(record)}>
                    Edit
                  </Button>
                  {isOn ? (
                    <Button
                      size="small"
                      startIcon={<OpenInNewIcon />}
                      href={viewHref}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      View
                    </Button>
                  ) : (
                    // A disabled button takes no pointer events: the tooltip listens on a wrapper.
                    <Tooltip title={VIEW_DRAFT_HINT} describeChild>
                      <span>
                        <Button
                          size="small"
                          startIcon={<OpenInNewIcon />}
                          disabled
                          aria-describedby={`view-hint-${testId}`}
                        >
                          View
                        </Button>
                        <Box component="span" id={`view-hint-${testId}`} sx={visuallyHidden}>
                          {VIEW_DRAFT_HINT}
                        </Box>
                      </span>
                    </Tooltip>
                  )}
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
      <Dialog open={!!editing} onClose={() => setEditing(null)} maxWidth="md" fullWidth>
        <DialogTitle>{edit.title(editing)}</DialogTitle>
        <DialogContent dividers>{editing && edit.form(editing, save, () => setEditing(null))}</DialogContent>
      </Dialog>
    </Stack>
  );
}
