import { Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useState } from 'react';
import type { FacetCountResponse } from '@/shared/api';
import { toggleListValue, type SchoolFilters } from '@/shared/lib/url-filters';

const SHOWN_AT_FIRST = 8;

export interface FacetCheckboxesProps {
  label: string;
  facet: 'features' | 'religiousAffiliation';
  options: readonly FacetCountResponse[] | undefined;
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  hint?: string;
  /** The directory's plain GET form (filter-sidebar.tsx), for the boxes to be sent with it. */
  form?: string;
}

/** Checkboxes for the values the directory really has (GET /api/schools/facets), with counts. */
export function FacetCheckboxes({ label, facet, options, filters, onChange, hint, form }: FacetCheckboxesProps) {
  const [all, setAll] = useState(false);
  const selected = filters[facet];
  // A value from an old link that the catalogue no longer has still shows (ticked), so it can be removed.
  const values = [
    ...(options ?? []),
    ...selected.filter((value) => !options?.some((o) => o.value === value)).map((value) => ({ value, count: 0 })),
  ];
  if (!options) return <Typography color="text.secondary">Loading…</Typography>;
  if (values.length === 0) return <Typography color="text.secondary">None listed yet.</Typography>;
  // A ticked value is always shown, so that the plain form sends it even while the list is short.
  const shown = all
    ? values
    : values.filter((option, index) => index < SHOWN_AT_FIRST || selected.includes(option.value));
  return (
    <>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {hint}
        </Typography>
      )}
      <FormGroup aria-label={label}>
        {shown.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                name={facet}
                value={option.value}
                slotProps={{ input: { form } as object }}
                checked={selected.includes(option.value)}
                onChange={() => onChange(toggleListValue(filters, facet, option.value))}
              />
            }
            label={
              <>
                {option.value}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({option.count})
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      {values.length > SHOWN_AT_FIRST && (
        <Button size="small" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${values.length}`}
        </Button>
      )}
    </>
  );
}
