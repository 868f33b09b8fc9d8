import { Alert, Autocomplete, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { GRADE_LEVELS, SCHOOL_TYPES } from '@/entities/school';
import {
  errorText,
  useChangeManagedAlertMutation,
  useGetSchoolFacetsQuery,
  type ManagedAlertResponse,
  type RadiusMiles,
  type SchoolFilterRequest,
  type SchoolType,
} from '@/shared/api';
import { RADIUS_CHOICES } from '@/shared/lib/url-filters';

type Saved = SchoolFilterRequest & Record<string, unknown>;

/** The main directory filters of one alert, edited in place; saved filters the form does not show are kept. */
export function AlertFiltersForm({
  alert,
  token,
  onDone,
}: {
  alert: ManagedAlertResponse;
  token: string;
  onDone: () => void;
}) {
  const saved = alert.filters as Saved;
  const hasPosition = saved.lat !== undefined && saved.lng !== undefined;
  const [usePosition, setUsePosition] = useState(hasPosition);
  const [near, setNear] = useState(saved.near ?? '');
  const [radius, setRadius] = useState<string>(saved.radius === undefined ? '' : String(saved.radius));
  const [location, setLocation] = useState(saved.location ?? '');
  const [grades, setGrades] = useState<string[]>(saved.grades ?? []);
  const [schoolTypes, setSchoolTypes] = useState<SchoolType[]>(saved.schoolTypes ?? []);
  const [features, setFeatures] = useState<string[]>(saved.features ?? []);
  const [tuitionMin, setTuitionMin] = useState(saved.tuitionMin === undefined ? '' : String(saved.tuitionMin));
  const [tuitionMax, setTuitionMax] = useState(saved.tuitionMax === undefined ? '' : String(saved.tuitionMax));
  const facets = useGetSchoolFacetsQuery();
  const [change, changing] = useChangeManagedAlertMutation();
  const fieldErrors =
    (changing.error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors ?? {};
  const fieldError = (name: string) => fieldErrors[`filters.${name}`]?.[0];
  /** A field's message from the server's 400 (`filters.<name>`). */
  const problemOf = (name: string) => ({ error: !!fieldError(name), helperText: fieldError(name) });

  const submit = async () => {
    const { lat, lng, near: _near, radius: _radius, location: _location, ...others } = saved;
    const filters: Saved = {
      ...others,
      ...(usePosition && hasPosition ? { lat, lng } : near.trim() ? { near: near.trim() } : {}),
      ...(radius ? { radius: Number(radius) as RadiusMiles } : {}),
      ...(location.trim() ? { location: location.trim() } : {}),
      grades,
      schoolTypes,
      features,
      tuitionMin: tuitionMin === '' ? undefined : Number(tuitionMin),
      tuitionMax: tuitionMax === '' ? undefined : Number(tuitionMax),
    };
    for (const key of Object.keys(filters) as (keyof Saved)[]) {
      const value = filters[key];
      if (value === undefined || (Array.isArray(value) && !value.length)) delete filters[key];
    }
    const result = await change({ id: alert.id, token, changeAlertRequest: { filters } });
    if (!('error' in result)) onDone();
  };

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Edit the search of this alert"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {changing.error && (
        <Alert severity="error" role="alert">
          {errorText(changing.error, 'Something went wrong. Please try again.')}
        </Alert>
      )}
      {hasPosition && usePosition ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography>Near the location you saved</Typography>
          <Button size="small" onClick={() => setUsePosition(false)}>
            Use a ZIP or place instead
          </Button>
        </Stack>
      ) : (
        <TextField
          size="small"
          label="Near (ZIP code or place in the valley)"
          value={near}
          onChange={(event) => setNear(event.target.value)}
          {...problemOf('near')}
          inputProps={{ maxLength: 100 }}
        />
      )}
      <TextField
        select
        size="small"
        label="Within"
        value={radius}
        onChange={(event) => setRadius(event.target.value)}
        error={!!fieldError('radius')}
        helperText={fieldError('radius') ?? 'Needs a place or your location'}
      >
        <MenuItem value="">Any distance</MenuItem>
        {RADIUS_CHOICES.map((miles) => (
          <MenuItem key={miles} value={String(miles)}>
            {miles} {miles === 1 ? 'mile' : 'miles'}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Name, city, ZIP or address contains"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        {...problemOf('location')}
        inputProps={{ maxLength: 200 }}
      />
      <Autocomplete
        multiple
        size="small"
        options={[...GRADE_LEVELS] as string[]}
        value={grades}
        onChange={(_event, value) => setGrades(value)}
        renderTags={(value, getTagProps) =>
          value.map((option, index) => <Chip label={option} size="small" {...getTagProps({ index })} key={option} />)
        }
        renderInput={(params) => <TextField {...params} label="Grades" {...problemOf('grades')} />}
      />
      <Autocomplete
        multiple
        size="small"
        options={[...SCHOOL_TYPES]}
        value={schoolTypes}
        onChange={(_event, value) => setSchoolTypes(value)}
        renderInput={(params) => <TextField {...params} label="School types" {...problemOf('schoolTypes')} />}
      />
      <Autocomplete
        multiple
        size="small"
        options={facets.data?.features.map((facet) => facet.value) ?? features}
        value={features}
        onChange={(_event, value) => setFeatures(value)}
        renderInput={(params) => (
          <TextField {...params} label="Programs and features (all of them)" {...problemOf('features')} />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          type="number"
          label="Tuition from ($ a year)"
          value={tuitionMin}
          onChange={(event) => setTuitionMin(event.target.value)}
          {...problemOf('tuitionMin')}
          inputProps={{ min: 0, step: 500 }}
        />
        <TextField
          size="small"
          type="number"
          label="Tuition up to ($ a year)"
          value={tuitionMax}
          onChange={(event) => setTuitionMax(event.target.value)}
          {...problemOf('tuitionMax')}
          inputProps={{ min: 0, step: 500 }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={changing.isLoading}>
          Save search
        </Button>
        <Button onClick={onDone} disabled={changing.isLoading}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
