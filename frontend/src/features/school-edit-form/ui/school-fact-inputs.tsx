import { Box, Grid, MenuItem, Typography } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SCHOOL_TYPES } from '@/entities/school';
import { FormTextField } from '@/shared/ui';
import { MAP_PIN_HELP } from '../model/school-fields';

interface BoundField<Values extends FieldValues, Transformed> {
  control: Control<Values, unknown, Transformed>;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** A note shown first in the helper text (an owner's form: 'Reviewed before publishing'). */
  note?: string;
}

/** The school type, chosen from the list of docs/product.md "The lists" (free text let a typo drop a school out of every filter). */
export function SchoolTypeSelect<Values extends FieldValues, Transformed = Values>({
  control,
  idPrefix,
  name,
  note,
}: BoundField<Values, Transformed> & { name: FieldPath<Values> }) {
  const hint = 'The one that describes the school best; families filter by it';
  return (
    <FormTextField
      select
      required
      control={control}
      name={name}
      id={`${idPrefix}-schoolType`}
      label="School Type"
      helperText={note ? `${note} · ${hint}` : hint}
    >
      {SCHOOL_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {type}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

const COORDINATES = [
  { label: 'Latitude', example: 'e.g., 36.1699; leave blank for no pin' },
  { label: 'Longitude', example: 'e.g., -115.1398 (west is negative)' },
] as const;

/** Latitude and longitude as one explained group: what they are for and where they must lie. */
export function MapPinFields<Values extends FieldValues, Transformed = Values>({
  control,
  idPrefix,
  latitude,
  longitude,
  note,
}: BoundField<Values, Transformed> & { latitude: FieldPath<Values>; longitude: FieldPath<Values> }) {
  const headingId = `${idPrefix}-map-pin`;
  const helpId = `${idPrefix}-map-pin-help`;
  return (
    <Box role="group" aria-labelledby={headingId} aria-describedby={helpId}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        Location on the map
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {note ? `${note} · ${MAP_PIN_HELP}` : MAP_PIN_HELP}
      </Typography>
      <Grid container spacing={2}>
        {COORDINATES.map(({ label, example }) => (
          <Grid key={label} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={label === 'Latitude' ? latitude : longitude}
              id={`${idPrefix}-${label.toLowerCase()}`}
              label={label}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={example}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
