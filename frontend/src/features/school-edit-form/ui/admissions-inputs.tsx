import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  IconButton,
  Link,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import {
  Controller,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { OPENING_STATUS_LABELS, gradeLabel } from '@/entities/school';
import { paths } from '@/shared/config';
import { FormTextField } from '@/shared/ui';
import { OPENING_GRADES } from '@/shared/lib/opening-grades';
import { MAX_DEADLINES, type AdmissionsValues } from '../model/admissions-fields';

type WithAdmissions = FieldValues & { admissions: AdmissionsValues };

export interface AdmissionsInputsProps<Values extends WithAdmissions, Transformed> {
  control: Control<Values, unknown, Transformed>;
  idPrefix: string;
}

/**
 * The admissions facts inputs (issue 20), inside a school form: deadlines per
 * entry year, financial aid, openings per grade and the Opportunity
 * Scholarship. They go live at once when an owner saves (docs/product.md "Edits and moderation").
 */
export function AdmissionsInputs<Values extends WithAdmissions, Transformed = Values>({
  control,
  idPrefix,
}: AdmissionsInputsProps<Values, Transformed>) {
  const path = (name: string) => `admissions.${name}` as FieldPath<Values>;
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'admissions.deadlines' as ArrayPath<Values>,
  });
  const nextYear = new Date().getFullYear() + 1;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={`${idPrefix}-admissions-title`}>
      <Typography id={`${idPrefix}-admissions-title`} variant="h6" component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        Admissions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Shown in the Admissions section of the school page and used by the directory&rsquo;s filters. Published as soon
        as you save.
      </Typography>

      <Controller
        control={control}
        name={path('acceptsOpportunityScholarship')}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                id={`${idPrefix}-acceptsOpportunityScholarship`}
                checked={!!field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={
              <>
                Accepts the Nevada Opportunity Scholarship (
                <Link href={paths.opportunityScholarship.href()} target="_blank" rel="noopener">
                  what is it?
                </Link>
                )
              </>
            }
          />
        )}
      />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        Application Deadlines
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((row, index) => (
          <Grid container spacing={1.5} key={row.id} alignItems="flex-start" aria-label={`Deadline ${index + 1}`}>
            <Grid size={{ xs: 4, sm: 2.5 }}>
              <FormTextField
                control={control}
                name={path(`deadlines.${index}.entryYear`)}
                id={`${idPrefix}-deadline-${index}-entryYear`}
                label="Entry year"
                inputMode="numeric"
                helperText="Fall it starts"
              />
            </Grid>
            <Grid size={{ xs: 8, sm: 4 }}>
              <FormTextField
                control={control}
                name={path(`deadlines.${index}.deadline`)}
                id={`${idPrefix}-deadline-${index}-deadline`}
                label="Deadline"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 10, sm: 4.5 }}>
              <FormTextField
                control={control}
                name={path(`deadlines.${index}.label`)}
                id={`${idPrefix}-deadline-${index}-label`}
                label="Label (optional)"
                placeholder="e.g., Priority deadline"
              />
            </Grid>
            <Grid size={{ xs: 2, sm: 1 }}>
              <IconButton aria-label={`Remove deadline ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={fields.length >= MAX_DEADLINES}
        onClick={() =>
          append({ entryYear: String(nextYear), deadline: '', label: '' } as FieldArray<Values, ArrayPath<Values>>)
        }
      >
        Add Deadline
      </Button>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Financial Aid
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name={path('financialAidProvider')}
            id={`${idPrefix}-financialAidProvider`}
            label="Financial aid provider"
            placeholder="e.g., FACTS Grant & Aid"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            control={control}
            name={path('financialAidDeadline')}
            id={`${idPrefix}-financialAidDeadline`}
            label="Financial aid deadline"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Openings by Grade
      </Typography>
      <Grid container spacing={1.5}>
        {OPENING_GRADES.map((grade) => (
          <Grid key={grade} size={{ xs: 6, sm: 4, md: 3 }}>
            <FormTextField
              select
              size="small"
              control={control}
              name={path(`openings.${grade}`)}
              id={`${idPrefix}-openings-${grade}`}
              label={gradeLabel(grade)}
            >
              <MenuItem value="">Not shown</MenuItem>
              {(Object.keys(OPENING_STATUS_LABELS) as (keyof typeof OPENING_STATUS_LABELS)[]).map((status) => (
                <MenuItem key={status} value={status}>
                  {OPENING_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
