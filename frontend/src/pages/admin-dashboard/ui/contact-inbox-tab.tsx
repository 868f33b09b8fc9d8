import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Card, CardContent, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import { useSetContactMessageStatusMutation, type ContactInboxMessageResponse } from '@/shared/api/signed-in';
import {
  useListContactMessagesQuery,
  useRetryContactMailMutation,
  type ContactMailDeliveryResponse,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { CONTACT_STATUS_TEXT, formatDateTime, MAIL_STATE_COLOR, MAIL_STATE_TEXT, mailStateLine } from '../model/people';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ContactMessageWork } from './contact-message-work';
import { ListState, Pager, SearchBox } from './list-controls';

const LIMIT = 20;
type Status = ContactInboxMessageResponse['status'];
const STATUSES = Object.keys(CONTACT_STATUS_TEXT) as Status[];
/** While a mail is still on its way the list asks again, so Sent (or Failed) shows without a reload. */
const POLL_MS = 3000;

/**
 * Inbox tab: every contact message with the delivery of its two mails, a status, Retry for failed mails,
 * and (issue 36) an assignee, team notes and replies sent from the product.
 */
export function ContactInboxTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, isLoading, isError, isFetching } = useListContactMessagesQuery(
    { search: query || undefined, status: status || undefined, page, limit: LIMIT },
    { refetchOnMountOrArgChange: true, pollingInterval },
  );
  const items = data?.items ?? [];
  const inFlight = items.some((m) =>
    [m.notification, m.confirmation, ...m.replies.map((sent) => sent.delivery)].some((mail) => isInFlight(mail)),
  );
  if ((inFlight ? POLL_MS : 0) !== pollingInterval) setPollingInterval(inFlight ? POLL_MS : 0);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchBox
          label="Search messages by name, email or text"
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status | '');
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {CONTACT_STATUS_TEXT[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !items.length}
        search={query}
        noun="messages"
        emptyText="No contact messages yet"
      />
      {items.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
    </Stack>
  );
}

function isInFlight(mail: ContactMailDeliveryResponse): boolean {
  return mail.state === 'queued' || mail.state === 'retrying';
}

function Delivery({ label, mail }: { label: string; mail: ContactMailDeliveryResponse }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Box>
          <Chip size="small" color={MAIL_STATE_COLOR[mail.state]} label={MAIL_STATE_TEXT[mail.state]} />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {mail.state === 'sent'
            ? `to ${mail.recipient} · ${formatDateTime(mail.sentAt)}`
            : `${mail.recipient ? `to ${mail.recipient} · ` : ''}${mailStateLine(mail)}`}
        </Typography>
      </Stack>
    </Stack>
  );
}

function MessageCard({ message }: { message: ContactInboxMessageResponse }) {
  const { toast } = useToast();
  const [setStatus, statusState] = useSetContactMessageStatusMutation();
  const [retry, retryState] = useRetryContactMailMutation();
  const failed = (error: unknown) =>
    toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
  const name = `${message.firstName} ${message.lastName}`;
  const hasFailed = message.notification.state === 'failed' || message.confirmation.state === 'failed';

  return (
    <Card variant="outlined" data-testid={`contact-message-${message.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h3">
                {name}
              </Typography>
              <Chip size="small" variant="outlined" label={message.subjectLabel} />
              {hasFailed && <Chip size="small" color="error" label="Mail failed" />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <Link href={`mailto:${message.email}`}>{message.email}</Link>
              {message.phone ? ` · ${message.phone}` : ''} · {formatDateTime(message.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Typography>
            <Delivery label="Notification" mail={message.notification} />
            <Delivery label="Confirmation" mail={message.confirmation} />
            <ContactMessageWork message={message} name={name} />
          </Stack>
          <Stack spacing={1} sx={{ flexShrink: 0, minWidth: { md: 200 } }}>
            <TextField
              select
              size="small"
              label="Status"
              value={message.status}
              disabled={statusState.isLoading}
              slotProps={{ htmlInput: { 'aria-label': `Status of the message from ${name}` } }}
              onChange={(event) =>
                setStatus({ id: message.id, setContactStatusRequest: { status: event.target.value as Status } })
                  .unwrap()
                  .then(
                    (saved) =>
                      toast({
                        title: 'Status Updated',
                        description: `Marked ${CONTACT_STATUS_TEXT[saved.status].toLowerCase()}.`,
                      }),
                    failed,
                  )
              }
            >
              {STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {CONTACT_STATUS_TEXT[s]}
                </MenuItem>
              ))}
            </TextField>
            {hasFailed && (
              <Button
                variant="contained"
                startIcon={<ReplayIcon />}
                disabled={retryState.isLoading}
                onClick={() =>
                  retry({ id: message.id })
                    .unwrap()
                    .then(
                      () => toast({ title: 'Mail Queued Again', description: 'The failed mail will be sent again.' }),
                      failed,
                    )
                }
              >
                Retry failed mail
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
