import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorText, fieldErrorsOf, useSuggestSchoolCorrectionMutation, type SchoolResponse } from '@/shared/api';
import { FormTextField } from '@/shared/ui';
import {
  CORRECTABLE_FIELDS,
  correctionFormSchema,
  currentValueOf,
  emptyCorrectionForm,
  NOTE_MAX,
  toSuggestCorrectionRequest,
  type CorrectionFormValues,
} from '../model/correction-form';

export const CORRECTION_SENT = 'Thank you: your correction was sent';
const SEND_FAILED = 'Your correction could not be sent. Please try again in a moment.';

/** Off-screen rather than display:none, so form-filling bots still see the honeypot and fill it. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

function CorrectionForm({ school, onSent }: { school: SchoolResponse; onSent: (told: boolean) => void }) {
  const [suggest] = useSuggestSchoolCorrectionMutation();
  const startedAt = useRef(Date.now());
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CorrectionFormValues>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: emptyCorrectionForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const field = useWatch({ control, name: 'field' });
  const current = currentValueOf(school, field);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await suggest({
        schoolId: school.id,
        suggestCorrectionRequest: toSuggestCorrectionRequest(values, startedAt.current),
      }).unwrap();
      onSent(values.email.trim() !== '');
    } catch (error) {
      const named = Object.entries(fieldErrorsOf(error)).filter(([name]) => name in emptyCorrectionForm());
      for (const [name, message] of named) {
        setError(name as keyof CorrectionFormValues, { type: 'server', message });
      }
      if (!named.length) setRefusal(errorText(error, SEND_FAILED));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`Suggest a correction to ${school.name}`}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          Seen something wrong? Tell us the right value: the school or the directory team checks it before anything
          changes. No account needed.
        </Typography>
        <FormTextField
          control={control}
          name="field"
          id="correction-field"
          label="What is wrong?"
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText={`Shown now: ${current || '(nothing)'}`}
        >
          {CORRECTABLE_FIELDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormTextField>
        <FormTextField control={control} name="value" id="correction-value" label="Correct value" required />
        <FormTextField
          control={control}
          name="note"
          id="correction-note"
          label="Note (optional)"
          multiline
          minRows={2}
          helperText={`How you know, if you like (up to ${NOTE_MAX} characters)`}
        />
        <FormTextField
          control={control}
          name="email"
          id="correction-email"
          label="Your e-mail (optional)"
          type="email"
          autoComplete="email"
          helperText="Only to tell you whether it was accepted; erased 90 days after the decision."
        />
        <Box sx={offScreen} aria-hidden>
          <FormTextField
            control={control}
            name="website"
            id="correction-website"
            label="Website"
            tabIndex={-1}
            autoComplete="off"
          />
        </Box>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending…' : 'Send correction'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The school page's 'Suggest a correction' link and its dialog (issue 44). */
export function SuggestCorrection({ school }: { school: SchoolResponse }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<{ told: boolean } | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)} sx={{ textTransform: 'none' }}>
        Suggest a correction
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby="correction-dialog-title"
        slotProps={{
          transition: {
            onExited: () => {
              setSent(null);
              setFormKey((key) => key + 1);
            },
          },
        }}
      >
        <DialogTitle id="correction-dialog-title" sx={{ pr: 7 }}>
          Suggest a correction
          <Typography component="span" display="block" color="text.secondary">
            {school.name}
          </Typography>
        </DialogTitle>
        <IconButton onClick={() => setOpen(false)} aria-label="Close" sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {sent ? (
            <Alert severity="success" role="status" data-testid="correction-sent">
              <Typography sx={{ fontWeight: 700 }}>{CORRECTION_SENT}</Typography>
              {sent.told
                ? 'We will e-mail you once the school or the directory team has decided.'
                : 'The school or the directory team will check it.'}
            </Alert>
          ) : (
            <CorrectionForm key={formKey} school={school} onSent={(told) => setSent({ told })} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
