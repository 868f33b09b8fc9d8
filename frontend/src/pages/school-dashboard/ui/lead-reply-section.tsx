import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText, fieldErrorsOf } from '@/shared/api';
import {
  useChangeLeadStatusMutation,
  useCreateLeadReplyTemplateMutation,
  useDeleteLeadReplyTemplateMutation,
  useListLeadReplyTemplatesQuery,
  useReplyToLeadMutation,
  useRetryLeadReplyMailMutation,
  useUpdateLeadReplyTemplateMutation,
  type LeadDetailResponse,
  type LeadReplyTemplateResponse,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { formatDateTime } from '../model/lead-pipeline';
import { deliveryLabel, fillTemplate, replyProblem, templateProblems } from '../model/lead-replies';

const bubble = { whiteSpace: 'pre-line', p: 1.5, mt: 0.5, borderRadius: 2, overflowWrap: 'anywhere' } as const;

/** The family's request, then every reply sent, oldest first, each with where its mail stands. */
function Thread({ lead, schoolId }: { lead: LeadDetailResponse; schoolId: number }) {
  const { toast } = useToast();
  const [retry, { isLoading }] = useRetryLeadReplyMailMutation();
  const family = `${lead.parentFirstName} ${lead.parentLastName}`.trim() || 'The family';
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Conversation">
      <li>
        <Typography variant="body2" color="text.secondary">
          {family} · {formatDateTime(lead.createdAt)}
        </Typography>
        <Typography sx={{ ...bubble, bgcolor: '#f3f6fa' }}>{lead.message || 'Erased'}</Typography>
      </li>
      {lead.replies.map((reply) => {
        const delivery = deliveryLabel(reply.delivery.state);
        return (
          <li key={reply.id} data-testid={`lead-reply-${reply.id}`}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
              <Typography variant="body2" color="text.secondary">
                {reply.authorName} · {formatDateTime(reply.createdAt)}
              </Typography>
              <Chip size="small" label={delivery.label} color={delivery.tone} variant="outlined" />
            </Stack>
            <Typography sx={{ ...bubble, bgcolor: '#eef7ee', ml: { sm: 4 } }}>{reply.body || 'Erased'}</Typography>
            {reply.delivery.state === 'failed' && (
              <Alert
                severity="error"
                sx={{ mt: 1 }}
                action={
                  <Button
                    color="inherit"
                    size="small"
                    disabled={isLoading}
                    onClick={async () => {
                      try {
                        await retry({ schoolId, leadId: lead.id, replyId: reply.id }).unwrap();
                        toast({ title: 'Sending Again', description: 'The reply is queued to be sent again.' });
                      } catch (error) {
                        toast({
                          title: 'Retry Failed',
                          description: errorText(error, 'Please try again.'),
                          variant: 'destructive',
                        });
                      }
                    }}
                  >
                    Retry
                  </Button>
                }
              >
                This reply could not be delivered{reply.delivery.lastError ? `: ${reply.delivery.lastError}` : '.'}
              </Alert>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

/** The owner's saved replies: rename, change the text, delete. New ones are saved from the reply form. */
function TemplatesDialog({
  open,
  onClose,
  templates,
}: {
  open: boolean;
  onClose: () => void;
  templates: LeadReplyTemplateResponse[];
}) {
  const { toast } = useToast();
  const [editing, setEditing] = useState<LeadReplyTemplateResponse | null>(null);
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ name?: string; body?: string }>({});
  const [update, { isLoading: saving }] = useUpdateLeadReplyTemplateMutation();
  const [remove] = useDeleteLeadReplyTemplateMutation();

  const edit = (template: LeadReplyTemplateResponse) => {
    setEditing(template);
    setName(template.name);
    setBody(template.body);
    setProblems({});
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const found = templateProblems({ name, body });
    setProblems(found);
    if (found.name || found.body) return;
    try {
      await update({ templateId: editing.id, updateLeadReplyTemplateRequest: { name, body } }).unwrap();
      setEditing(null);
      toast({ title: 'Template Saved', description: `“${name.trim()}” is saved.` });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblems({ name: fields.name, body: fields.body });
      toast({
        title: 'Template Not Saved',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="templates-title">
      <DialogTitle id="templates-title">Your Reply Templates</DialogTitle>
      <DialogContent dividers>
        {editing ? (
          <Box component="form" onSubmit={save} noValidate aria-label="Edit template">
            <Stack spacing={2}>
              <TextField
                label="Template Name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={!!problems.name}
                helperText={problems.name}
              />
              <TextField
                label="Template Text"
                value={body}
                onChange={(event) => setBody(event.target.value)}
                multiline
                minRows={4}
                error={!!problems.body}
                helperText={problems.body ?? '{firstName} and {schoolName} are filled in when you use it.'}
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={saving}>
                  Save Template
                </Button>
                <Button onClick={() => setEditing(null)}>Cancel</Button>
              </Stack>
            </Stack>
          </Box>
        ) : templates.length === 0 ? (
          <Typography color="text.secondary">
            No templates yet. Write a reply and choose Save as Template to keep it for next time.
          </Typography>
        ) : (
          <List disablePadding>
            {templates.map((template) => (
              <ListItem
                key={template.id}
                disableGutters
                divider
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <Button size="small" onClick={() => edit(template)} aria-label={`Edit ${template.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete ${template.name}`}
                      onClick={async () => {
                        try {
                          await remove({ templateId: template.id }).unwrap();
                          toast({ title: 'Template Deleted', description: `“${template.name}” is deleted.` });
                        } catch (error) {
                          toast({
                            title: 'Template Not Deleted',
                            description: errorText(error, 'Please try again.'),
                            variant: 'destructive',
                          });
                        }
                      }}
                    >
                      Delete
                    </Button>
                  </Stack>
                }
              >
                <ListItemText
                  primary={template.name}
                  secondary={template.body}
                  sx={{ pr: 16 }}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Answering the family from the product (issue 44): the thread, a reply written here or from one of the
 * owner's templates, sent with the school's name as sender and the owner's address as Reply-To, so the
 * family's answer comes to the owner's own mailbox. Only replies sent here count in the public response time;
 * a lead answered by phone can still be marked contacted.
 */
export function LeadReplySection({
  lead,
  schoolId,
  schoolName,
}: {
  lead: LeadDetailResponse;
  schoolId: number;
  schoolName: string;
}) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [naming, setNaming] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [managing, setManaging] = useState(false);
  const { data: templates = [] } = useListLeadReplyTemplatesQuery();
  const [send, { isLoading: sending }] = useReplyToLeadMutation();
  const [createTemplate, { isLoading: savingTemplate }] = useCreateLeadReplyTemplateMutation();
  const [changeStatus, { isLoading: marking }] = useChangeLeadStatusMutation();
  const canReply = !lead.erasedAt && lead.status !== 'spam';

  const applyTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.find((candidate) => candidate.id === id);
    if (template) {
      setText(fillTemplate(template.body, { firstName: lead.parentFirstName, schoolName }));
      setProblem(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = replyProblem(text);
    setProblem(found);
    if (found) return;
    try {
      await send({ schoolId, leadId: lead.id, leadReplyRequest: { body: text.trim() } }).unwrap();
      setText('');
      setTemplateId('');
      toast({ title: 'Reply Sent', description: `Your reply to ${lead.email} is on its way.` });
    } catch (error) {
      setProblem(fieldErrorsOf(error).body ?? null);
      toast({ title: 'Reply Not Sent', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const saveTemplate = async () => {
    const found = templateProblems({ name: templateName, body: text });
    setNameProblem(found.name);
    if (found.body) setProblem('Please write the template text');
    if (found.name || found.body) return;
    try {
      const saved = await createTemplate({
        leadReplyTemplateRequest: { name: templateName.trim(), body: text.trim() },
      }).unwrap();
      setNaming(false);
      setTemplateName('');
      setTemplateId(saved.id);
      toast({ title: 'Template Saved', description: `“${saved.name}” is in your templates.` });
    } catch (error) {
      setNameProblem(fieldErrorsOf(error).name);
      toast({
        title: 'Template Not Saved',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const markByPhone = async () => {
    try {
      await changeStatus({
        schoolId,
        leadId: lead.id,
        changeLeadStatusRequest: { status: 'contacted', closedReason: null },
      }).unwrap();
      toast({ title: 'Status Updated', description: 'The lead is now Contacted.' });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Box component="section" aria-labelledby="lead-conversation-title">
      <Typography id="lead-conversation-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        Conversation
      </Typography>
      <Thread lead={lead} schoolId={schoolId} />
      {canReply && (
        <Box component="form" onSubmit={submit} noValidate aria-label="Reply to the family" sx={{ mt: 2 }}>
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <TextField
                select
                size="small"
                label="Use a Template"
                value={templateId}
                onChange={(event) => applyTemplate(event.target.value)}
                sx={{ minWidth: 240 }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{templates.length ? 'Choose a template' : 'No templates yet'}</MenuItem>
                {templates.map((template) => (
                  <MenuItem key={template.id} value={template.id}>
                    {template.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button size="small" onClick={() => setManaging(true)}>
                Manage Templates
              </Button>
            </Stack>
            <TextField
              label="Your Reply"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
              multiline
              minRows={4}
              fullWidth
              error={!!problem}
              helperText={
                problem ??
                `Sent by e-mail as ${schoolName}; the family's answer comes to your own e-mail address. It is kept with this lead.`
              }
            />
            {naming && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
                <TextField
                  size="small"
                  label="Template Name"
                  value={templateName}
                  onChange={(event) => setTemplateName(event.target.value)}
                  error={!!nameProblem}
                  helperText={nameProblem ?? '{firstName} and {schoolName} in the text are filled in when used.'}
                  sx={{ minWidth: 260 }}
                />
                <Button variant="outlined" onClick={saveTemplate} disabled={savingTemplate}>
                  Save Template
                </Button>
                <Button onClick={() => setNaming(false)}>Cancel</Button>
              </Stack>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
                {sending ? 'Sending...' : 'Send Reply'}
              </Button>
              {!naming && (
                <Button variant="outlined" onClick={() => setNaming(true)}>
                  Save as Template
                </Button>
              )}
              {lead.status === 'new' && (
                <Button onClick={markByPhone} disabled={marking}>
                  Answered by Phone
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      )}
      <TemplatesDialog open={managing} onClose={() => setManaging(false)} templates={templates} />
    </Box>
  );
}
