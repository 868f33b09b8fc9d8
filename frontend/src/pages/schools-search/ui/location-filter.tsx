import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { LOCATION_MAX_LENGTH } from '@/entities/school';
import { PlaceSuggestions, usePlaceNames } from '@/entities/place';
import type { RadiusMiles } from '@/shared/api';
import {
  RADIUS_CHOICES,
  changeCentre,
  changeFilters,
  changeLocationText,
  hasCentre,
  locationBoxText,
  type SchoolFilters,
} from '@/shared/lib/url-filters';
import { InputField, SelectField } from '@/shared/ui';
import { directoryHref } from '../model/directory-href';
import { useGeolocation } from '../model/use-geolocation';

/** Typing settles for this long before the URL (and the search) changes. */
const TYPING_DELAY_MS = 450;

const RADIUS_OPTIONS = [
  { value: '', label: 'Any distance' },
  ...RADIUS_CHOICES.map((miles) => ({
    value: String(miles),
    label: `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`,
  })),
];

export interface LocationFilterProps {
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  /** Keeps the ids apart when the sidebar and the phone's panel are both on the page. */
  idPrefix: string;
}

/**
 * The directory's one place for location (issue 35): a box that takes a ZIP code, a place of the valley
 * (suggested while typing) or a school's name, the browser's location, and the radius around the
 * place. A ZIP or a known place searches around it (nearest first, distances on the cards); other
 * text searches names, addresses and neighborhoods as before. It sits inside the sidebar's form, whose
 * Apply (or Enter) applies the box at once and, without JavaScript, sends it with the other filters.
 */
export function LocationFilter({ filters, onChange, idPrefix }: LocationFilterProps) {
  const placeNames = usePlaceNames();
  const shown = locationBoxText(filters);
  const [text, setText] = useState(shown);
  // The URL is the source of truth: Back/Forward or a link updates the box. Only a change of the URL does
  // (state adjusted while rendering, not an effect on mount, which would also wipe text typed before hydration).
  const [urlText, setUrlText] = useState(shown);
  if (urlText !== shown) {
    setUrlText(shown);
    if (text.trim() !== shown) setText(shown);
  }

  useEffect(() => {
    if (text.trim() === shown) return;
    const timer = window.setTimeout(() => onChange(changeLocationText(filters, text, placeNames)), TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, shown, filters, onChange, placeNames]);

  const onPosition = useCallback(
    // Text in the box (a school's name, a program) stays: it is then searched around the family's position.
    (position: { lat: number; lng: number }) => onChange(changeCentre(filters, position)),
    [filters, onChange],
  );
  const { state, locate } = useGeolocation(onPosition);
  const usingLocation = filters.near === '' && filters.lat !== null && filters.lng !== null;
  const suggestions = `${idPrefix}-places`;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <InputField
          id={`${idPrefix}-location-text`}
          name="location"
          label="ZIP code, place or school"
          placeholder="89117, Skye Canyon, a school's name"
          value={text}
          onChange={setText}
          maxLength={LOCATION_MAX_LENGTH}
          list={suggestions}
          autoComplete="off"
          size="small"
          fullWidth
          startIcon={<SearchIcon fontSize="small" />}
        />
        <PlaceSuggestions id={suggestions} />
      </Stack>
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
        label="Radius"
        size="small"
        value={filters.radius === null ? '' : String(filters.radius)}
        options={RADIUS_OPTIONS}
        onChange={(radius) =>
          onChange(changeFilters(filters, { radius: radius === '' ? null : (Number(radius) as RadiusMiles) }))
        }
        helperText={hasCentre(filters) ? undefined : 'Type a ZIP code or place, or use your location'}
      />
      {hasCentre(filters) && (
        <Button
          size="small"
          href={directoryHref(changeCentre(filters, null))}
          onClick={(event) => {
            event.preventDefault();
            setText('');
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
