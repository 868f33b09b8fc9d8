import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText, fieldErrorsOf } from '@/shared/api';
import {
  useListUsersForAdminQuery,
  useReplyToContactMessageMutation,
  useUpdateContactMessageMutation,
  type ContactInboxMessageResponse,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { formatDateTime, MAIL_STATE_COLOR, MAIL_STATE_TEXT, mailStateLine, personName } from '../model/people';

/**
 * What the team does with a message (issue 36): who looks after it (an active admin), notes for the team,
 * and replies sent from the product (kept on the message, Reply-To the team's inbox, each with its mail's
 * delivery).
 */
export function ContactMessageWork({ message, name }: { message: ContactInboxMessageResponse; name: string }) {
  const { toast } = useToast();
  const { data: admins } = useListUsersForAdminQuery({ role: 'admin', status: 'active', limit: 100 });
  const [update, updateState] = useUpdateContactMessageMutation();
  const [reply, replyState] = useReplyToContactMessageMutation();
  const [notes, setNotes] = useState(message.notes ?? '');
  const [body, setBody] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const failed = (error: unknown) =>
    toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
  const options = admins?.items ?? [];
  // An assignee no longer among the active admins still shows, so the select never reads blank.
  const assigneeMissing = message.assignee && !options.some((admin) => admin.id === message.assignee!.id);

  const send = () => {
    setReplyError(null);
    if (!body.trim()) {
      setReplyError('Please write a reply');
      return;
    }
    reply({ id: message.id, contactReplyRequest: { body } })
      .unwrap()
      .then(
        () => {
          setBody('');
          toast({ title: 'Reply Sent', description: `Your reply is on its way to ${message.email}.` });
        },
        (error: unknown) => setReplyError(fieldErrorsOf(error).body ?? errorText(error, 'Please try again.')),
      );
  };

  return (
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Assigned to"
          value={message.assignee?.id ?? ''}
          disabled={updateState.isLoading}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'aria-label': `Assignee of the message from ${name}` } }}
          onChange={(event) =>
            update({ id: message.id, updateContactMessageRequest: { assigneeId: event.target.value || null } })
              .unwrap()
              .then(
                (saved) =>
                  toast({
                    title: 'Assignee Updated',
                    description: saved.assignee ? `${saved.assignee.name} looks after it.` : 'Nobody is assigned.',
                  }),
                failed,
              )
          }
        >
          <MenuItem value="">Nobody</MenuItem>
          {assigneeMissing && <MenuItem value={message.assignee!.id}>{message.assignee!.name}</MenuItem>}
          {options.map((admin) => (
            <MenuItem key={admin.id} value={admin.id}>
              {personName(admin)}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            size="small"
            label="Team notes"
            multiline
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            helperText="Only the team sees these"
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Box>
            <Button
              size="small"
              variant="outlined"
              disabled={updateState.isLoading || notes.trim() === (message.notes ?? '')}
              onClick={() =>
                update({ id: message.id, updateContactMessageRequest: { notes: notes.trim() || null } })
                  .unwrap()
                  .then(() => toast({ title: 'Notes Saved', description: 'The team notes are saved.' }), failed)
              }
            >
              Save notes
            </Button>
          </Box>
        </Stack>
      </Stack>

      {message.replies.length > 0 && (
        <Stack spacing={1} component="section" aria-label={`Replies to ${name}`}>
          {message.replies.map((sent) => (
            <Box key={sent.id} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Reply by {sent.authorName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(sent.createdAt)}
                </Typography>
                <Chip
                  size="small"
                  color={MAIL_STATE_COLOR[sent.delivery.state]}
                  label={MAIL_STATE_TEXT[sent.delivery.state]}
                  title={sent.delivery.state === 'sent' ? undefined : mailStateLine(sent.delivery)}
                />
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {sent.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}

      <TextField
        label={`Reply to ${message.firstName}`}
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={!!replyError}
        helperText={replyError ?? `Sent to ${message.email} from the site; their answer comes back to the team inbox`}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
      <Box>
        <Button variant="contained" startIcon={<SendIcon />} disabled={replyState.isLoading} onClick={send}>
          Send reply
        </Button>
      </Box>
    </Stack>
  );
}
