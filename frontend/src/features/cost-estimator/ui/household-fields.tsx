import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { GRADES, HOUSEHOLD_MAX, gradeName, householdErrors } from '../model/estimate';
import { wholeNumber } from '../model/household-entries';

export interface HouseholdFieldsValue {
  size: string;
  income: string;
  grades: number[];
}

/** The household as the estimate reads it, its refusals, and whether both numbers are typed. */
export function readHousehold(value: HouseholdFieldsValue) {
  const household = { size: wholeNumber(value.size), income: wholeNumber(value.income), childGrades: value.grades };
  const errors = householdErrors(household);
  const entered = value.size !== '' && value.income !== '';
  return { household, errors, entered, ready: entered && Object.keys(errors).length === 0 };
}

/**
 * The family's household size, income and each child's grade: the estimator's inputs on the school page,
 * the shortlist and the compare page. Plain fields in no form: nothing to submit, nothing in the address.
 * `gradeNote` marks grades a school publishes no tuition for (the school page's one school).
 */
export function HouseholdFields({
  value,
  onChange,
  gradeNote,
}: {
  value: HouseholdFieldsValue;
  onChange: (next: HouseholdFieldsValue) => void;
  gradeNote?: (grade: number) => string;
}) {
  const { errors, entered } = readHousehold(value);
  const { size, income, grades } = value;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="People in your household"
          value={size}
          onChange={(event) => onChange({ ...value, size: event.target.value })}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          error={size !== '' && !!errors.size}
          helperText={size !== '' && errors.size ? errors.size : `1 to ${HOUSEHOLD_MAX}`}
          size="small"
        />
        <TextField
          label="Yearly household income ($)"
          value={income}
          onChange={(event) => onChange({ ...value, income: event.target.value })}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          error={income !== '' && !!errors.income}
          helperText={income !== '' && errors.income ? errors.income : 'Before taxes'}
          size="small"
        />
      </Stack>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {grades.map((grade, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="center">
            <TextField
              select
              label={`Child ${index + 1}: grade next school year`}
              value={String(grade)}
              onChange={(event) =>
                onChange({
                  ...value,
                  grades: grades.map((each, at) => (at === index ? Number(event.target.value) : each)),
                })
              }
              size="small"
              sx={{ minWidth: 260 }}
            >
              {GRADES.map((option) => (
                <MenuItem key={option} value={String(option)}>
                  {gradeName(option)}
                  {gradeNote?.(option) ?? ''}
                </MenuItem>
              ))}
            </TextField>
            {grades.length > 1 && (
              <IconButton
                aria-label={`Remove child ${index + 1}`}
                onClick={() => onChange({ ...value, grades: grades.filter((_, at) => at !== index) })}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => onChange({ ...value, grades: [...grades, grades[grades.length - 1] ?? 0] })}
            disabled={grades.length >= HOUSEHOLD_MAX}
          >
            Add a child
          </Button>
        </Box>
        {errors.children && entered && <Alert severity="info">{errors.children}</Alert>}
      </Stack>
    </>
  );
}
