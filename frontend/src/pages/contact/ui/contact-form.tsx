import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SubmitContactMessageRequest } from '@/shared/api';
import { useToast, FormTextField, NoScriptNote, useHydrated } from '@/shared/ui';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  SUBJECT_OPTIONS,
  toContactRequest,
  type ContactFormValues,
} from '../model/contact-form';

export const SENT_FALLBACK = "Thank you for contacting us. We'll get back to you within 24 hours.";
export const SEND_FAILED = 'Failed to send message. Please try again or contact us directly.';

export interface ContactFormProps {
  /** Sends the message; resolves with the server's answer, rejects with the call's error. */
  send: (body: SubmitContactMessageRequest) => Promise<{ message?: string }>;
  /** The site's address, offered instead when the page runs without JavaScript. */
  contactEmail?: string;
}

type FieldName = keyof ContactFormValues;

/** Field errors the server listed in a 400 (`errors: {field: [messages]}`), for the fields of this form. */
function serverFieldErrors(error: unknown): [FieldName, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([field, messages]) => field in EMPTY_CONTACT_FORM && messages.length > 0)
    .map(([field, messages]) => [field as FieldName, messages[0]]);
}

/** The message form, then its success panel; 'Send Another Message' returns to an empty form. */
export function ContactForm({ send, contactEmail }: ContactFormProps) {
  const { toast } = useToast();
  // The message is sent by the page's script. Until it has taken the form over (or never, without JavaScript)
  // the button is disabled, and the form says POST: the browser once sent it itself as a GET, with the name,
  // e-mail and message in the address (and the server's logs), and nothing reached us.
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  // The form is much taller than the panel that replaces it: the panel is brought into view (below the
  // sticky header) and focused, or it could sit above the screen with the visitor looking at the FAQ.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [sent]);
  const form = useForm<ContactFormValues, unknown, ReturnType<typeof contactFormSchema.parse>>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_CONTACT_FORM,
    mode: 'onSubmit',
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send(toContactRequest(values));
      toast({ title: 'Message Sent!', description: answer?.message || SENT_FALLBACK });
      setSent(true);
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
      toast({ title: 'Error', description: SEND_FAILED, variant: 'destructive' });
    }
  });

  const sendAnother = () => {
    reset(EMPTY_CONTACT_FORM);
    setSent(false);
  };

  if (sent) {
    return (
      <Box
        ref={panel}
        role="status"
        tabIndex={-1}
        sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, scrollMarginTop: 96, outline: 'none' }}
      >
        <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main', mb: 2 }} />
        <Typography variant="h3" component="h3" gutterBottom>
          Message Sent Successfully!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 460, mx: 'auto' }}>
          Thank you for reaching out. We&apos;ll get back to you within 24 hours. A copy of your message is on its way
          to your inbox.
        </Typography>
        <Button variant="outlined" onClick={sendAnother}>
          Send Another Message
        </Button>
      </Box>
    );
  }

  const text = (name: FieldName, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <FormTextField {...extra} control={control} name={name} id={`contact-${name}`} label={label} />
  );

  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Contact form">
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('lastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('email', 'Email Address', { required: true, type: 'email', autoComplete: 'email' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('phone', 'Phone Number (Optional)', { type: 'tel', autoComplete: 'tel' })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            name="subject"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="contact-subject"
                select
                required
                fullWidth
                label="Subject"
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{ select: { displayEmpty: false } }}
              >
                {SUBJECT_OPTIONS.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          {text('message', 'Message', {
            required: true,
            multiline: true,
            // A fixed height: an auto-sized box is measured in the browser and grew once the page was hydrated,
            // moving everything below it under a visitor's finger.
            rows: 6,
            placeholder: 'Tell us how we can help you...',
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting || !hydrated}
            startIcon={<SendIcon aria-hidden />}
          >
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
          <NoScriptNote>
            Sending a message needs JavaScript, which is turned off in your browser. Please turn it on and reload the
            page
            {contactEmail ? (
              <>
                , or e-mail us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </>
            ) : null}
            .
          </NoScriptNote>
        </Grid>
      </Grid>
    </Box>
  );
}
