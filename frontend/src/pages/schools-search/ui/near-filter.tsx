import MyLocationIcon from '@mui/icons-material/MyLocation';
import NearMeIcon from '@mui/icons-material/NearMe';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { RadiusMiles } from '@/shared/api';
import { RADIUS_CHOICES, changeCentre, changeFilters, hasCentre, type SchoolFilters } from '@/shared/lib/url-filters';
import { useGeolocation } from '../model/use-geolocation';

export interface NearFilterProps {
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
}

/** The search centre (a typed valley ZIP, neighborhood or city, or the browser's location) and the radius. */
export function NearFilter({ filters, onChange }: NearFilterProps) {
  const [near, setNear] = useState(filters.near);
  useEffect(() => setNear(filters.near), [filters.near]);
  const onPosition = useCallback(
    (position: { lat: number; lng: number }) => onChange(changeCentre(filters, position)),
    [filters, onChange],
  );
  const { state, locate } = useGeolocation(onPosition);
  const usingLocation = filters.near === '' && filters.lat !== null && filters.lng !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(changeCentre(filters, { near }));
  };

  return (
    <Stack spacing={1.5}>
      <Box component="form" role="search" aria-label="Search near a place" onSubmit={submit}>
        <Stack direction="row" spacing={1}>
          <TextField
            label="Near ZIP or place"
            placeholder="89117, Summerlin, Henderson"
            value={near}
            onChange={(event) => setNear(event.target.value.slice(0, 80))}
            size="small"
            fullWidth
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <NearMeIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
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
      <TextField
        select
        label="Radius"
        size="small"
        value={filters.radius === null ? '' : String(filters.radius)}
        onChange={(event) =>
          onChange(
            changeFilters(filters, {
              radius: event.target.value === '' ? null : (Number(event.target.value) as RadiusMiles),
            }),
          )
        }
        helperText={hasCentre(filters) ? undefined : 'Set a place or use your location first'}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Any distance</MenuItem>
        {RADIUS_CHOICES.map((miles) => (
          <MenuItem key={miles} value={String(miles)}>
            Within {miles} {miles === 1 ? 'mile' : 'miles'}
          </MenuItem>
        ))}
      </TextField>
      {hasCentre(filters) && (
        <Button size="small" onClick={() => onChange(changeCentre(filters, null))} sx={{ alignSelf: 'flex-start' }}>
          Clear place
        </Button>
      )}
    </Stack>
  );
}
