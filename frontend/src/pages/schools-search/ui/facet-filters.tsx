import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useState } from 'react';
import type { AffiliationGroupResponse, FacetCountResponse } from '@/shared/api';
import { changeFilters, toggleListValue, type SchoolFilters } from '@/shared/lib/url-filters';
import { visuallyHidden } from '@/shared/ui';

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
      <FormGroup role="group" aria-label={label}>
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

export interface AffiliationCheckboxesProps {
  /** The facets' families with their denominations (GET /api/schools/facets); undefined while loading. */
  groups: readonly AffiliationGroupResponse[] | undefined;
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  form?: string;
}

/** 'Conservative' from 'Jewish (Conservative)' under the family 'Jewish'. */
function denominationLabel(family: string, value: string): string {
  return value.startsWith(`${family} (`) && value.endsWith(')') ? value.slice(family.length + 2, -1) : value;
}

/**
 * Religious affiliations by family (issue 35): 'Jewish' with 'Conservative' and 'Orthodox' under it,
 * not unrelated boxes. Ticking a family finds every school of it (the server's rule), so its
 * denominations then show ticked and fixed; a denomination alone finds only its own schools.
 */
export function AffiliationCheckboxes({ groups, filters, onChange, form }: AffiliationCheckboxesProps) {
  const [all, setAll] = useState(false);
  const selected = filters.religiousAffiliation;
  if (!groups) return <Typography color="text.secondary">Loading…</Typography>;
  const listed = new Set(groups.flatMap((group) => [group.value, ...group.denominations.map((d) => d.value)]));
  // A value from an old link that the catalogue no longer has still shows (ticked), so it can be removed.
  const values = [
    ...groups,
    ...selected.filter((value) => !listed.has(value)).map((value) => ({ value, count: 0, denominations: [] })),
  ];
  if (values.length === 0) return <Typography color="text.secondary">None listed yet.</Typography>;
  const shown = all
    ? values
    : values.filter(
        (group, index) =>
          index < SHOWN_AT_FIRST ||
          selected.includes(group.value) ||
          group.denominations.some((d) => selected.includes(d.value)),
      );
  const toggleFamily = (group: AffiliationGroupResponse) => {
    const members = new Set(group.denominations.map((d) => d.value));
    const without = selected.filter((value) => value !== group.value && !members.has(value));
    const next = selected.includes(group.value) ? without : [...without, group.value];
    onChange(changeFilters(filters, { religiousAffiliation: next }));
  };
  const count = (n: number) => (
    <Typography component="span" variant="body2" color="text.secondary">
      ({n})
    </Typography>
  );
  return (
    <>
      <FormGroup role="group" aria-label="Religious affiliation">
        {shown.map((group) => {
          const familyTicked = selected.includes(group.value);
          const someTicked = group.denominations.some((d) => selected.includes(d.value));
          return (
            <Box key={group.value}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    name="religiousAffiliation"
                    value={group.value}
                    slotProps={{ input: { form } as object }}
                    checked={familyTicked}
                    indeterminate={!familyTicked && someTicked}
                    onChange={() => toggleFamily(group)}
                  />
                }
                label={
                  <>
                    {group.value} {count(group.count)}
                  </>
                }
              />
              {group.denominations.length > 0 && (
                <FormGroup role="group" aria-label={`${group.value} denominations`} sx={{ pl: 3.5 }}>
                  {group.denominations.map((denomination) => (
                    <FormControlLabel
                      key={denomination.value}
                      control={
                        <Checkbox
                          size="small"
                          // A ticked family sends itself; its denominations are implied, not sent again.
                          name={familyTicked ? undefined : 'religiousAffiliation'}
                          value={denomination.value}
                          slotProps={{ input: { form } as object }}
                          checked={familyTicked || selected.includes(denomination.value)}
                          disabled={familyTicked}
                          onChange={() =>
                            onChange(toggleListValue(filters, 'religiousAffiliation', denomination.value))
                          }
                        />
                      }
                      label={
                        <>
                          <Box component="span" sx={visuallyHidden}>
                            {group.value}{' '}
                          </Box>
                          {denominationLabel(group.value, denomination.value)} {count(denomination.count)}
                        </>
                      }
                    />
                  ))}
                </FormGroup>
              )}
            </Box>
          );
        })}
      </FormGroup>
      {values.length > SHOWN_AT_FIRST && (
        <Button size="small" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${values.length}`}
        </Button>
      )}
    </>
  );
}
