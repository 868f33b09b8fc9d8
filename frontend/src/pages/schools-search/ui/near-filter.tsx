import MyLocationIcon from '@mui/icons-material/MyLocation';
import NearMeIcon from '@mui/icons-material/NearMe';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { RadiusMiles } from '@/shared/api';
import { RADIUS_CHOICES, changeCentre, changeFilters, hasCentre, type SchoolFilters } from '@/shared/lib/url-filters';
import { paths } from '@/shared/config';
import { InputField, SelectField } from '@/shared/ui';
import { KeptFilters } from './kept-filters';
import { directoryHref } from '../model/directory-href';
import { useGeolocation } from '../model/use-geolocation';

/** The longest place the box takes (the server accepts up to 100 characters). */
const NEAR_MAX_LENGTH = 80;

/** Query keys the place form's own controls send: a new place drops the old centre and the page. */
const NEAR_FORM_KEYS: ReadonlySet<string> = new Set(['near', 'lat', 'lng', 'radius', 'page']);

const RADIUS_OPTIONS = [
  { value: '', label: 'Any distance' },
  ...RADIUS_CHOICES.map((miles) => ({
    value: String(miles),
    label: `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`,
  })),
];

export interface NearFilterProps {
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  /** Keeps the ids apart when the sidebar and the phone's panel are both on the page. */
  idPrefix: string;
}

/** The search centre (a typed valley ZIP, neighborhood or city, or the browser's location) and the radius. */
export function NearFilter({ filters, onChange, idPrefix }: NearFilterProps) {
  const [near, setNear] = useState(filters.near);
  useEffect(() => setNear(filters.near), [filters.near]);
  const onPosition = useCallback(
    (position: { lat: number; lng: number }) => onChange(changeCentre(filters, position)),
    [filters, onChange],
  );
  const { state, locate } = useGeolocation(onPosition);
  const formId = `${idPrefix}-near-form`;
  const usingLocation = filters.near === '' && filters.lat !== null && filters.lng !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(changeCentre(filters, { near }));
  };

  return (
    <Stack spacing={1.5}>
      {/* A plain GET form as well (no JavaScript): the place, the radius below (tied by its `form` attribute)
          and the other filters, kept hidden. */}
      <Box
        component="form"
        role="search"
        aria-label="Search near a place"
        onSubmit={submit}
        id={formId}
        method="get"
        action={paths.schools.href()}
      >
        <KeptFilters filters={filters} sent={NEAR_FORM_KEYS} />
        <Stack direction="row" spacing={1}>
          <InputField
            id={`${idPrefix}-near-place`}
            name="near"
            label="Near ZIP or place"
            placeholder="89117, Summerlin, Henderson"
            value={near}
            onChange={(text) => setNear(text.slice(0, NEAR_MAX_LENGTH))}
            maxLength={NEAR_MAX_LENGTH}
            size="small"
            fullWidth
            startIcon={<NearMeIcon fontSize="small" />}
          />
          <Button type="submit" variant="outlined" size="small" sx={{ flexShrink: 0 }}>
            Set
          </Button>
        </Stack>
      </Box>
      <Button
        variant={usingLocation ? 'contained' : 'outlined'}
        size="small"
        startIcon={state.status === 'locating' ? <CircularProgress size={16} color="inherit" /> : <MyLocationIcon />}
        onClick={locate}
        disabled={state.status === 'locating'}
        aria-pressed={usingLocation}
      >
        {state.status === 'locating' ? 'Finding your location…' : 'Use my location'}
      </Button>
      {usingLocation && (
        <Typography variant="body2" color="text.secondary">
          Centred on your location.
        </Typography>
      )}
      {state.status === 'error' && (
        <Alert severity="warning" role="alert">
          {state.message}
        </Alert>
      )}
      <SelectField
        id={`${idPrefix}-radius`}
        name="radius"
        form={formId}
        label="Radius"
        size="small"
        value={filters.radius === null ? '' : String(filters.radius)}
        options={RADIUS_OPTIONS}
        onChange={(radius) =>
          onChange(changeFilters(filters, { radius: radius === '' ? null : (Number(radius) as RadiusMiles) }))
        }
        helperText={hasCentre(filters) ? undefined : 'Set a place or use your location first'}
      />
      {hasCentre(filters) && (
        <Button
          size="small"
          href={directoryHref(changeCentre(filters, null))}
          onClick={(event) => {
            event.preventDefault();
            onChange(changeCentre(filters, null));
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          Clear place
        </Button>
      )}
    </Stack>
  );
}
