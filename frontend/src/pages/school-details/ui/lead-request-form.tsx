import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { errorText, type SubmitLeadRequest } from '@/shared/api';
import { FormTextField, useToast } from '@/shared/ui';
import {
  EMPTY_TOUR_TIME,
  emptyLeadForm,
  firstTourDate,
  lastTourDate,
  leadFormSchema,
  MAX_PREFERRED_TIMES,
  MESSAGE_MAX,
  newIdempotencyKey,
  PERIOD_OPTIONS,
  schoolToday,
  schoolYearOptions,
  toLeadRequest,
  type LeadFormInstance,
  type LeadFormValues,
  type LeadType,
  type ValidLeadForm,
} from '../model/lead-form';
import { childGradesTaught } from '../model/child-grades';

export const SEND_FAILED = 'Failed to send your request. Please try again in a moment.';

/**
 * Off-screen rather than display:none, so form-filling bots still see the honeypot and fill it.
 * Sizes in px: in `sx` a bare 1 means 100%.
 */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

type FieldName = keyof LeadFormValues;

/** Field errors the server listed in a 400 (`errors: {field: [messages]}`), for the fields of this form. */
function serverFieldErrors(error: unknown): [FieldName, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  const fields = emptyLeadForm('tour');
  return Object.entries(errors)
    .filter(([field, messages]) => field in fields && messages.length > 0)
    .map(([field, messages]) => [field as FieldName, messages[0]]);
}

export interface LeadRequestFormProps {
  schoolName: string;
  /** The grades the school teaches (its response's span): the grade list offers only those. */
  schoolGrades?: { gradeMin: number | null; gradeMax: number | null };
  type: LeadType;
  /** The path the family was on, stored with the lead so the school sees where it came from. */
  sourcePage: string;
  /** Sends the request; rejects with the call's error. */
  send: (body: SubmitLeadRequest) => Promise<unknown>;
  /** Called after the server accepted the request, with the e-mail the confirmation goes to. */
  onSent: (email: string) => void;
  /** Injected by tests; the form otherwise judges dates against the real today. */
  today?: Date;
}

/**
 * The family's request to a school: information or a tour. One mounted form is
 * one request: its idempotency key and start time stay the same across retries.
 */
export function LeadRequestForm({
  schoolName,
  schoolGrades = { gradeMin: null, gradeMax: null },
  type,
  sourcePage,
  send,
  onSent,
  today,
}: LeadRequestFormProps) {
  const { toast } = useToast();
  const [now] = useState(() => today ?? schoolToday(new Date()));
  const [instance] = useState<LeadFormInstance>(() => ({
    formStartedAt: Date.now(),
    idempotencyKey: newIdempotencyKey(),
    sourcePage,
  }));
  const schema = useMemo(() => leadFormSchema(now), [now]);
  const years = useMemo(() => schoolYearOptions(now), [now]);
  const form = useForm<LeadFormValues, unknown, ValidLeadForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyLeadForm(type),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = form;
  const times = useFieldArray({ control, name: 'preferredTimes' });
  const message = useWatch({ control, name: 'message' });
  const idPrefix = `lead-${type}`;

  const formRef = useRef<HTMLFormElement>(null);
  // The fields are MUI components whose refs reach their wrappers, so react-hook-form cannot focus them:
  // after the messages render, move to the first field marked invalid so a long form scrolls to it.
  const focusFirstError = () =>
    setTimeout(
      () =>
        formRef.current
          ?.querySelector<HTMLElement>(
            'input[aria-invalid="true"], textarea[aria-invalid="true"], [role="combobox"][aria-invalid="true"]',
          )
          ?.focus(),
      0,
    );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(toLeadRequest(values, instance));
      onSent(values.email);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      for (const [field, text] of fieldErrors) setError(field, { type: 'server', message: text });
      if (fieldErrors.length) focusFirstError();
      toast({
        title: 'Request Not Sent',
        description: fieldErrors.length ? 'Please check the highlighted fields.' : errorText(error, SEND_FAILED),
        variant: 'destructive',
      });
    }
  }, focusFirstError);

  const text = (name: FieldName, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <FormTextField {...extra} control={control} name={name} id={`${idPrefix}-${name}`} label={label} />
  );

  const select = (name: 'childGrade' | 'intendedStart', label: string, options: { value: string; label: string }[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`${idPrefix}-${name}`}
          select
          required
          fullWidth
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
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

  const timesError = (errors.preferredTimes as { message?: string } | undefined)?.message;

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={type === 'tour' ? 'Schedule a tour' : 'Request information'}
      sx={{ position: 'relative' }}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('parentFirstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('parentLastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('email', 'Email Address', { required: true, type: 'email', autoComplete: 'email' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('phone', 'Phone Number (Optional)', { type: 'tel', autoComplete: 'tel' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {select(
            'childGrade',
            "Child's Grade",
            childGradesTaught(schoolGrades).map((grade) => ({ value: grade, label: grade })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('intendedStart', 'Intended Start', years)}</Grid>

        {type === 'tour' && (
          <Grid size={{ xs: 12 }}>
            <FormControl component="fieldset" error={!!timesError} fullWidth>
              <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
                Preferred Tour Dates
              </FormLabel>
              <FormHelperText sx={{ mx: 0, mb: 1.5 }}>
                {timesError ?? `Weekdays only; list up to ${MAX_PREFERRED_TIMES} dates that suit you.`}
              </FormHelperText>
              <Stack spacing={2}>
                {times.fields.map((row, index) => (
                  <Stack
                    key={row.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    alignItems={{ sm: 'flex-start' }}
                    data-testid={`tour-time-${index + 1}`}
                  >
                    <FormTextField
                      control={control}
                      name={`preferredTimes.${index}.date`}
                      id={`${idPrefix}-date-${index + 1}`}
                      label={`Date ${index + 1}`}
                      type="date"
                      required
                      sx={{ maxWidth: { sm: 220 } }}
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: { min: firstTourDate(now), max: lastTourDate(now) },
                      }}
                    />
                    <Controller
                      name={`preferredTimes.${index}.period`}
                      control={control}
                      render={({ field, fieldState }) => (
                        <FormControl error={!!fieldState.error} sx={{ flex: 1 }}>
                          <RadioGroup
                            row
                            {...field}
                            aria-label={`Time of day for date ${index + 1}`}
                            sx={{ minHeight: 56, alignItems: 'center' }}
                          >
                            {PERIOD_OPTIONS.map((option) => (
                              <FormControlLabel
                                key={option.value}
                                value={option.value}
                                control={<Radio />}
                                label={option.label}
                              />
                            ))}
                          </RadioGroup>
                          {fieldState.error && (
                            <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>
                          )}
                        </FormControl>
                      )}
                    />
                    {times.fields.length > 1 && (
                      <IconButton
                        onClick={() => times.remove(index)}
                        aria-label={`Remove date ${index + 1}`}
                        sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    )}
                  </Stack>
                ))}
              </Stack>
              {times.fields.length < MAX_PREFERRED_TIMES && (
                <Button
                  onClick={() => times.append({ ...EMPTY_TOUR_TIME })}
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start', mt: 1.5 }}
                >
                  Add Another Date
                </Button>
              )}
            </FormControl>
          </Grid>
        )}

        <Grid size={{ xs: 12 }}>
          {text('message', 'Message', {
            required: true,
            multiline: true,
            rows: 4, // fixed, like the contact form's: an auto-sized box grows once hydrated
            placeholder:
              type === 'tour'
                ? 'Tell the school about your child and what you would like to see on the tour...'
                : 'What would you like to know about the school?',
            helperText: `${message.trim().length}/${MESSAGE_MAX} characters`,
          })}
        </Grid>

        <Grid size={{ xs: 12 }}>
          <Controller
            name="consent"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} required>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-required': true } }}
                    />
                  }
                  label={`I agree that ${schoolName} may contact me about admissions`}
                />
                {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <Controller
            name="newsletter"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
                label={`Send me ${schoolName}'s newsletter (optional)`}
              />
            )}
          />
          <Box aria-hidden sx={offScreen}>
            <Controller
              name="website"
              control={control}
              render={({ field }) => (
                <label>
                  Leave this field empty
                  <input {...field} type="text" tabIndex={-1} autoComplete="off" />
                </label>
              )}
            />
          </Box>
        </Grid>

        <Grid size={{ xs: 12 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Your request goes to {schoolName} only, and a copy comes to your inbox.
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            startIcon={<SendIcon aria-hidden />}
          >
            {isSubmitting ? 'Sending...' : type === 'tour' ? 'Request Tour' : 'Send Request'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
