import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { OPEN_HOUSE_GRADES, formatOpenHouseTime } from '@/entities/open-house';
import {
  errorText,
  useRsvpToOpenHouseMutation,
  type OpenHouseResponse,
  type RsvpRequest,
  type RsvpResultResponse,
} from '@/shared/api';
import { FormTextField } from '@/shared/ui';
import {
  EMPTY_RSVP_FORM,
  PARTY_MAX,
  RSVP_NAME_MAX,
  rsvpFormSchema,
  serverFieldErrors,
  toRsvpRequest,
  type RsvpFormValues,
  type ValidRsvpForm,
} from '../model/rsvp-form';

export const FULL = 'This open house is full';

export interface RsvpDialogProps {
  openHouse: OpenHouseResponse;
  onClose: () => void;
  /** Sends the RSVP (the API by default; tests pass their own). Rejects with the call's error. */
  send?: (body: RsvpRequest) => Promise<RsvpResultResponse>;
}

/**
 * RSVP without an account; when the open house is full, the family may join the waitlist instead. The
 * fields are checked in the browser with the server's rules and messages, each under its field; the
 * banner is only for what is not about one field (full, cancelled, already registered).
 */
export function RsvpDialog({ openHouse, onClose, send }: RsvpDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [full, setFull] = useState(openHouse.seatsLeft === 0);
  const [result, setResult] = useState<{ answer: RsvpResultResponse; email: string } | null>(null);
  const [rsvp] = useRsvpToOpenHouseMutation();
  const sendRsvp = send ?? ((body: RsvpRequest) => rsvp({ id: openHouse.id, rsvpRequest: body }).unwrap());
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RsvpFormValues, unknown, ValidRsvpForm>({
    resolver: zodResolver(rsvpFormSchema),
    defaultValues: EMPTY_RSVP_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      setResult({ answer: await sendRsvp(toRsvpRequest(values, full)), email: values.email });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      for (const [field, message] of fieldErrors) setError(field, { type: 'server', message }, { shouldFocus: true });
      // Said under its field already: no banner repeating it.
      if (fieldErrors.length > 0) return;
      const message = errorText(error, 'Something went wrong. Please try again.');
      if (message === FULL) setFull(true);
      setProblem(message);
    }
  });

  const select = (name: 'partySize' | 'childGrade', label: string, options: { value: string; label: string }[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          id={`rsvp-${name}`}
          select
          required={name === 'childGrade'}
          fullWidth
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (name === 'partySize' ? 'Everyone coming, you included' : undefined)}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rsvp-title">
      <DialogTitle id="rsvp-title">RSVP: {openHouse.title}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {result.answer.status === 'confirmed'
                ? `You're registered! We e-mailed your confirmation to ${result.email}, with a calendar invite and a link to cancel.`
                : `You're on the waitlist. We'll e-mail ${result.email} as soon as seats open up.`}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate aria-label="RSVP">
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {openHouse.school.name} · {formatOpenHouseTime(openHouse.startsAt, openHouse.endsAt)}
              </Typography>
              {problem && (
                <Alert severity={full ? 'warning' : 'error'} role="alert">
                  {problem}
                  {full &&
                    problem === FULL &&
                    '. You can join the waitlist: families get freed seats in the order they joined.'}
                </Alert>
              )}
              {full && !problem && (
                <Alert severity="info">
                  This open house is full. Join the waitlist and we&apos;ll e-mail you if seats open up.
                </Alert>
              )}
              <FormTextField
                control={control}
                name="name"
                id="rsvp-name"
                label="Your name"
                required
                autoComplete="name"
                slotProps={{ htmlInput: { maxLength: RSVP_NAME_MAX } }}
              />
              <FormTextField
                control={control}
                name="email"
                id="rsvp-email"
                label="E-mail"
                type="email"
                required
                autoComplete="email"
              />
              {select(
                'partySize',
                'Party size',
                Array.from({ length: PARTY_MAX }, (_, index) => ({
                  value: String(index + 1),
                  label: String(index + 1),
                })),
              )}
              {select(
                'childGrade',
                "Child's grade",
                // Only the grades the event is for: a 6th-12th open house offered Kindergarten.
                OPEN_HOUSE_GRADES.filter(
                  (grade) => grade.value >= openHouse.gradeMin && grade.value <= openHouse.gradeMax,
                ).map((grade) => ({ value: grade.label, label: grade.label })),
              )}
              <Typography variant="caption" color="text.secondary">
                Only {openHouse.school.name} and our administrators see your RSVP. It also reaches the school as a
                request, and your name and e-mail are erased 30 days after the open house.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {full ? 'Join the waitlist' : 'RSVP'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
