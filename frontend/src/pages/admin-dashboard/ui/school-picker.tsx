import { Autocomplete, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { SCHOOL_TYPES } from '@/entities/school';
import { EMPTY_NEW_SCHOOL, type NewSchoolDraft, type SchoolChoice } from '../model/claim-approval';
import { useSchoolOptions, type SchoolOption } from '../model/school-options';

/** Picks the listing a claim is for: search the directory (drafts included), or create one from the claim. */
export function SchoolPicker({
  claimId,
  claimSchoolName,
  value,
  onChange,
  disabled,
}: {
  claimId: number;
  claimSchoolName: string;
  value: SchoolChoice;
  onChange: (choice: SchoolChoice) => void;
  disabled?: boolean;
}) {
  // The box shows only a chosen school (or what the admin types): a name in it while nothing is chosen read as
  // chosen, with Approve disabled (issue 36). Empty, it lists the directory's matches for the claim's name.
  const [input, setInput] = useState(value.kind === 'existing' ? value.label : '');
  const { options, loading } = useSchoolOptions(input || claimSchoolName, value.kind === 'new');

  if (value.kind === 'new') {
    const field = (key: keyof NewSchoolDraft, label: string, size = 6, options?: readonly string[]) => (
      <Grid size={{ xs: 12, sm: size }}>
        <TextField
          id={`claim-${claimId}-new-${key}`}
          label={label}
          size="small"
          fullWidth
          select={!!options}
          required={key !== 'name'}
          disabled={disabled}
          value={value.school[key] ?? ''}
          onChange={(event) => onChange({ kind: 'new', school: { ...value.school, [key]: event.target.value } })}
        >
          {options?.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    );
    return (
      <Stack spacing={1.5}>
        <Grid container spacing={1.5}>
          {field('name', `School name (default: ${claimSchoolName})`, 12)}
          {field('address', 'Street address', 12)}
          {field('city', 'City', 5)}
          {field('zipCode', 'ZIP code', 3)}
          {field('grades', 'Grades (e.g. K-12)', 4)}
          {field('schoolType', 'School type', 12, SCHOOL_TYPES)}
        </Grid>
        <Button
          size="small"
          onClick={() => onChange({ kind: 'existing', schoolId: null, label: '' })}
          disabled={disabled}
        >
          Choose an existing school instead
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <Autocomplete<SchoolOption>
        id={`claim-${claimId}-school`}
        size="small"
        disabled={disabled}
        options={options}
        loading={loading}
        filterOptions={(all) => all}
        value={value.schoolId === null ? null : { id: value.schoolId, label: value.label }}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={input}
        // The box starts on the chosen school or empty: focusing it lists the matches of the claim's school name.
        openOnFocus
        onInputChange={(_event, text) => setInput(text)}
        onChange={(_event, option) =>
          onChange({ kind: 'existing', schoolId: option?.id ?? null, label: option?.label ?? '' })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="School in the directory"
            placeholder={`Search the directory (the claim names “${claimSchoolName}”)`}
            helperText={value.schoolId === null ? 'No school chosen yet' : undefined}
          />
        )}
      />
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={disabled}
        onClick={() => onChange({ kind: 'new', school: { ...EMPTY_NEW_SCHOOL } })}
      >
        Not listed? Create it from this claim
      </Button>
    </Stack>
  );
}
