import { Alert, Box, Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api';
import {
  useCreateScholarshipRulesMutation,
  useListScholarshipRulesQuery,
  useUpdateScholarshipRulesMutation,
  type ScholarshipRulesResponse,
} from '@/shared/api/signed-in';
import { FormTextField, useToast } from '@/shared/ui';
import {
  HOUSEHOLD_SIZES,
  rulesFormValuesOf,
  rulesRequestOf,
  scholarshipRulesFormSchema,
  type ScholarshipRulesFormValues,
} from '../model/scholarship-rules-form';

function RulesForm({ rules }: { rules: ScholarshipRulesResponse | null }) {
  const { toast } = useToast();
  const [create, creating] = useCreateScholarshipRulesMutation();
  const [update, updating] = useUpdateScholarshipRulesMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ScholarshipRulesFormValues>({
    resolver: zodResolver(scholarshipRulesFormSchema),
    defaultValues: rulesFormValuesOf(rules),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const scholarshipRulesRequest = rulesRequestOf(values);
      if (rules) await update({ id: rules.id, scholarshipRulesRequest }).unwrap();
      else await create({ scholarshipRulesRequest }).unwrap();
      toast({ title: 'Rules Saved', description: `The estimator uses the ${values.schoolYear} figures now.` });
    } catch (error) {
      const fieldErrors = (error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {};
      for (const [field, messages] of Object.entries(fieldErrors))
        setError(field as keyof ScholarshipRulesFormValues, { message: messages[0] });
      setProblem(errorText(error, 'Not saved. Please try again.'));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Opportunity Scholarship rules">
      <Stack spacing={2}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="schoolYear" label="School year" size="small" />
          <FormTextField control={control} name="maxAward" label="Maximum award ($)" size="small" />
          <FormTextField
            control={control}
            name="checkedOn"
            label="Checked on"
            type="date"
            size="small"
            InputLabelProps={{ shrink: true }}
          />
        </Stack>
        <FormTextField control={control} name="sourceUrl" label="Source (program page)" size="small" />
        <Typography variant="subtitle2">Yearly income limit by household size ($)</Typography>
        <Grid container spacing={1.5}>
          {Array.from({ length: HOUSEHOLD_SIZES }, (_, index) => (
            <Grid key={index} size={{ xs: 6, sm: 4, md: 2 }}>
              <FormTextField
                control={control}
                name={`incomeLimits.${index}`}
                label={`Household of ${index + 1}`}
                size="small"
                inputProps={{ inputMode: 'numeric' }}
              />
            </Grid>
          ))}
        </Grid>
        <Box>
          <Button type="submit" variant="contained" disabled={creating.isLoading || updating.isLoading}>
            {rules ? 'Save rules' : 'Add school year'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * The Nevada Opportunity Scholarship's rules (issue 40) in the Data tab: one school year at a time, entered
 * from the program's page with the date checked. The estimator on school pages names the year and source.
 */
export function ScholarshipRulesCard() {
  const { data = [], isLoading } = useListScholarshipRulesQuery();
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const selected = chosen === 'new' ? null : (data.find((rules) => rules.id === chosen) ?? data[0] ?? null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Opportunity Scholarship rules
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The income limits and maximum award the families' cost estimator uses. Check them against the program's page
          each year.
        </Typography>
        {!isLoading && (
          <>
            <TextField
              select
              size="small"
              label="Rules for school year"
              value={chosen === 'new' || !selected ? 'new' : String(selected.id)}
              onChange={(event) => setChosen(event.target.value === 'new' ? 'new' : Number(event.target.value))}
              sx={{ mb: 2, minWidth: 200 }}
            >
              {data.map((rules) => (
                <MenuItem key={rules.id} value={String(rules.id)}>
                  {rules.schoolYear}
                </MenuItem>
              ))}
              <MenuItem value="new">A new school year</MenuItem>
            </TextField>
            <RulesForm
              key={selected ? `${selected.id}-${selected.checkedOn}-${selected.maxAward}` : 'new'}
              rules={selected}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
