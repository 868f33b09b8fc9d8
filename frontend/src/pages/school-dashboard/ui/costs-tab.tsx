import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { AID_PROVIDER_LABELS, FEE_LABELS, GRADES, PAYMENT_PLAN_LABELS, gradeName } from '@/features/cost-estimator';
import { errorText } from '@/shared/api';
import { useGetCostScheduleQuery, usePutCostScheduleMutation } from '@/shared/api/signed-in';
import { FormTextField, useToast } from '@/shared/ui';
import {
  costFormValuesOf,
  costScheduleFormSchema,
  costScheduleRequestOf,
  formFieldOf,
  type CostScheduleFormValues,
} from '../model/cost-schedule-form';

type Values = CostScheduleFormValues;

function GradeSelect({ control, name, label }: { control: Control<Values>; name: FieldPath<Values>; label: string }) {
  return (
    <FormTextField control={control} name={name} label={label} select size="small" sx={{ minWidth: 150 }}>
      {GRADES.map((grade) => (
        <MenuItem key={grade} value={String(grade)}>
          {gradeName(grade)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

function DiscountInputs({
  control,
  which,
  label,
}: {
  control: Control<Values>;
  which: 'second' | 'third';
  label: string;
}) {
  const kind = useWatch({ control, name: `${which}Kind` });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField control={control} name={`${which}Kind`} label={label} select size="small" sx={{ minWidth: 220 }}>
        <MenuItem value="none">No discount</MenuItem>
        <MenuItem value="percent">Percent off tuition</MenuItem>
        <MenuItem value="amount">Dollars off tuition</MenuItem>
      </FormTextField>
      {kind !== 'none' && (
        <FormTextField
          control={control}
          name={`${which}Value`}
          label={kind === 'percent' ? 'Percent' : 'Dollars'}
          size="small"
          inputProps={{ inputMode: 'numeric' }}
          sx={{ maxWidth: 160 }}
        />
      )}
    </Stack>
  );
}

function ScheduleForm({ schoolId, initial }: { schoolId: number; initial: Values }) {
  const { toast } = useToast();
  const [save, { isLoading }] = usePutCostScheduleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(costScheduleFormSchema),
    defaultValues: initial,
  });
  const bands = useFieldArray({ control, name: 'bands' });
  const fees = useFieldArray({ control, name: 'fees' });
  const hasAid = useWatch({ control, name: 'hasAid' });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save({ schoolId, costScheduleRequest: costScheduleRequestOf(values) }).unwrap();
      toast({ title: 'Costs Published', description: 'Families see the new figures on your school page now.' });
    } catch (error) {
      const fieldErrors = (error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {};
      for (const [field, messages] of Object.entries(fieldErrors))
        setError(formFieldOf(field) as FieldPath<Values>, { message: messages[0] });
      setProblem(errorText(error, 'Not saved. Please try again.'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Tuition and costs">
      <Stack spacing={3}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <FormTextField control={control} name="schoolYear" label="School year" size="small" sx={{ maxWidth: 200 }} />

        <Box>
          <FormLabel component="legend">Tuition by grade band</FormLabel>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {bands.fields.map((field, index) => (
              <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
                <GradeSelect control={control} name={`bands.${index}.fromGrade`} label={`Band ${index + 1} from`} />
                <GradeSelect control={control} name={`bands.${index}.toGrade`} label={`Band ${index + 1} to`} />
                <FormTextField
                  control={control}
                  name={`bands.${index}.annualTuition`}
                  label={`Band ${index + 1} annual tuition ($)`}
                  size="small"
                  inputProps={{ inputMode: 'numeric' }}
                  sx={{ maxWidth: 240 }}
                />
                {bands.fields.length > 1 && (
                  <IconButton aria-label={`Remove band ${index + 1}`} onClick={() => bands.remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            onClick={() => bands.append({ fromGrade: '0', toGrade: '0', annualTuition: '' })}
          >
            Add a band
          </Button>
        </Box>

        <Box>
          <FormLabel component="legend">Fees (per child)</FormLabel>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {fees.fields.map((field, index) => (
              <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems="flex-start">
                <FormTextField
                  control={control}
                  name={`fees.${index}.kind`}
                  label={`Fee ${index + 1}`}
                  select
                  size="small"
                  sx={{ minWidth: 220 }}
                >
                  {Object.entries(FEE_LABELS).map(([kind, label]) => (
                    <MenuItem key={kind} value={kind}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name={`fees.${index}.name`}
                  label={`Fee ${index + 1} name`}
                  size="small"
                />
                <FormTextField
                  control={control}
                  name={`fees.${index}.amount`}
                  label={`Fee ${index + 1} amount ($)`}
                  size="small"
                  inputProps={{ inputMode: 'numeric' }}
                />
                <FormTextField
                  control={control}
                  name={`fees.${index}.frequency`}
                  label={`Fee ${index + 1} charged`}
                  select
                  size="small"
                  sx={{ minWidth: 150 }}
                >
                  <MenuItem value="one_time">Once</MenuItem>
                  <MenuItem value="yearly">Every year</MenuItem>
                </FormTextField>
                <IconButton aria-label={`Remove fee ${index + 1}`} onClick={() => fees.remove(index)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            onClick={() => fees.append({ kind: 'registration', name: '', amount: '', frequency: 'yearly' })}
          >
            Add a fee
          </Button>
        </Box>

        <Stack spacing={2}>
          <FormLabel component="legend">Sibling discounts</FormLabel>
          <DiscountInputs control={control} which="second" label="Second child" />
          <DiscountInputs control={control} which="third" label="Third child and more" />
        </Stack>

        <Controller
          control={control}
          name="paymentPlans"
          render={({ field }) => (
            <Box>
              <FormLabel component="legend">Payment plans</FormLabel>
              <FormGroup row>
                {Object.entries(PAYMENT_PLAN_LABELS).map(([plan, label]) => (
                  <FormControlLabel
                    key={plan}
                    label={label}
                    control={
                      <Checkbox
                        checked={field.value.includes(plan as Values['paymentPlans'][number])}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...field.value, plan] : field.value.filter((each) => each !== plan),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          )}
        />

        <Box>
          <Controller
            control={control}
            name="hasAid"
            render={({ field }) => (
              <FormControlLabel
                label="We offer tuition assistance"
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              />
            )}
          />
          {hasAid && (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <FormTextField
                control={control}
                name="provider"
                label="Apply through"
                select
                size="small"
                sx={{ maxWidth: 260 }}
              >
                {Object.entries(AID_PROVIDER_LABELS).map(([provider, label]) => (
                  <MenuItem key={provider} value={provider}>
                    {label}
                  </MenuItem>
                ))}
              </FormTextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name="opensOn"
                  label="Window opens"
                  type="date"
                  size="small"
                  InputLabelProps={{ shrink: true }}
                />
                <FormTextField
                  control={control}
                  name="closesOn"
                  label="Window closes"
                  type="date"
                  size="small"
                  InputLabelProps={{ shrink: true }}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField control={control} name="applicationFee" label="Aid application fee ($)" size="small" />
                <FormTextField
                  control={control}
                  name="percentReceivingAid"
                  label="Families receiving aid (%)"
                  size="small"
                />
                <FormTextField control={control} name="medianAward" label="Median award ($)" size="small" />
              </Stack>
              <Controller
                control={control}
                name="feeWaiver"
                render={({ field }) => (
                  <FormControlLabel
                    label="The application fee can be waived"
                    control={
                      <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                    }
                  />
                )}
              />
            </Stack>
          )}
        </Box>

        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Publish costs
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Published at once on your school page, confirmed as of today.
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

/** The school dashboard's 'Tuition & Costs' tab (issue 40): the schedule families see on the school page. */
export function CostsTab({
  schoolId,
  taught,
}: {
  schoolId: number;
  taught: { gradeMin: number | null; gradeMax: number | null };
}) {
  const { data, isLoading, isError } = useGetCostScheduleQuery({ schoolId });
  if (isLoading) return <CircularProgress aria-label="Loading" />;
  if (isError || !data)
    return <Alert severity="error">Your cost schedule could not be loaded. Please reload the page.</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Tuition &amp; Costs
      </Typography>
      {data.schedule ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Last confirmed {data.schedule.confirmedOn} by{' '}
          {data.schedule.confirmedBy === 'owner' ? 'the school' : 'the site team'}.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          You have not published your costs yet: families see a request-information link instead.
        </Typography>
      )}
      <ScheduleForm
        key={data.schedule?.confirmedOn ?? 'new'}
        schoolId={schoolId}
        initial={costFormValuesOf(data.schedule, taught)}
      />
    </Paper>
  );
}
