import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ASPECTS, RELATIONSHIP_OPTIONS, schoolYearLabel } from '@/entities/review';
import { FormTextField } from '@/shared/ui';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, schoolYearStarts, type EditReviewValues } from '../model/review-form';

/** A star rating a keyboard can set (MUI Rating: one radio per star, arrows move), named by its label. */
function StarField<T extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
  large,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  idPrefix: string;
  large?: boolean;
}) {
  const labelId = `${idPrefix}-${name}-label`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={!!fieldState.error} required>
          <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600 }}>
            {label}
          </FormLabel>
          <Rating
            name={`${idPrefix}-${name}`}
            value={(field.value as number | null) ?? null}
            onChange={(_, value) => field.onChange(value)}
            onBlur={field.onBlur}
            size={large ? 'large' : 'medium'}
            aria-labelledby={labelId}
            data-testid={`${idPrefix}-${name}`}
          />
          {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/**
 * The fields a reviewer writes and may edit later: the ratings, title, text, relationship, school years.
 * Shared by 'Write a Review' and the manage page, so both ask the same.
 */
export function ReviewContentFields<T extends EditReviewValues>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  const c = control as unknown as Control<EditReviewValues>;
  const body = useWatch({ control: c, name: 'body' });
  const relationship = useWatch({ control: c, name: 'relationship' });
  const years = useMemo(() => schoolYearStarts(new Date()), []);

  const yearSelect = (name: 'schoolYearFrom' | 'schoolYearTo', label: string) => (
    <Controller
      name={name}
      control={c}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          id={`${idPrefix}-${name}`}
          select
          required
          fullWidth
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {years.map((year) => (
            <MenuItem key={year} value={year}>
              {schoolYearLabel(year)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <>
      <Grid size={{ xs: 12 }}>
        <StarField control={c} name="overall" label="Overall rating" idPrefix={idPrefix} large />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Stack
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
          aria-label="Ratings by aspect"
          role="group"
        >
          {ASPECTS.map((aspect) => (
            <StarField key={aspect.key} control={c} name={aspect.key} label={aspect.label} idPrefix={idPrefix} />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormTextField control={c} name="title" id={`${idPrefix}-title`} label="Title" required />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormTextField
          control={c}
          name="body"
          id={`${idPrefix}-body`}
          label="Your review"
          required
          multiline
          rows={6}
          helperText={`${body.trim().length}/${REVIEW_TEXT_MAX} characters (at least ${REVIEW_TEXT_MIN})`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="relationship"
          control={c}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id={`${idPrefix}-relationship`}
              select
              required
              fullWidth
              label="Your relationship to the school"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {Object.entries(RELATIONSHIP_OPTIONS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>{yearSelect('schoolYearFrom', 'From school year')}</Grid>
      <Grid size={{ xs: 6, sm: 3 }}>{yearSelect('schoolYearTo', 'To school year')}</Grid>
      {relationship === 'staff_or_relative' && (
        <Grid size={{ xs: 12 }}>
          <Typography variant="body2" color="text.secondary">
            Your review will be labelled &lsquo;Works at or for this school&rsquo; and not counted in the rating.
          </Typography>
        </Grid>
      )}
      {relationship === 'student' && (
        <Grid size={{ xs: 12 }}>
          <Controller
            name="studentAge13OrOver"
            control={c}
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    />
                  }
                  label="I confirm that I am 13 or over"
                />
                {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
      )}
    </>
  );
}
