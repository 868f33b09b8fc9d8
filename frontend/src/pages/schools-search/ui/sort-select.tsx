import { MenuItem, TextField } from '@mui/material';
import type { SchoolSort } from '@/shared/api';
import { SORT_CHOICES, changeFilters, hasCentre, type SchoolFilters } from '@/shared/lib/url-filters';

/** Best match, Distance (only with a centre), Tuition low→high / high→low, Name. */
export function SortSelect({ filters, onChange }: { filters: SchoolFilters; onChange: (next: SchoolFilters) => void }) {
  const centre = hasCentre(filters);
  const choices = SORT_CHOICES.filter((choice) => choice.value !== 'distance' || centre);
  const value = filters.sort === 'distance' && !centre ? 'best' : (filters.sort ?? 'best');
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) =>
        onChange(
          changeFilters(filters, { sort: event.target.value === 'best' ? null : (event.target.value as SchoolSort) }),
        )
      }
      sx={{ minWidth: 190 }}
      slotProps={{ select: { inputProps: { 'aria-label': 'Sort by' } } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
