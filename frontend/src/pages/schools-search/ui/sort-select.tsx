import type { SchoolSort } from '@/shared/api';
import { SORT_CHOICES, changeFilters, defaultSort, hasCentre, type SchoolFilters } from '@/shared/lib/url-filters';
import { SelectField } from '@/shared/ui';
import { FILTER_FORM_ID } from './filter-sidebar';

/** Best match, Distance (only with a centre, and then the default), Tuition low→high / high→low, Name. */
export function SortSelect({ filters, onChange }: { filters: SchoolFilters; onChange: (next: SchoolFilters) => void }) {
  const centre = hasCentre(filters);
  const choices = SORT_CHOICES.filter((choice) => choice.value !== 'distance' || centre);
  // With a place set the default is nearest first (issue 35); Best match is then a choice of its own.
  const value = filters.sort === 'distance' && !centre ? 'best' : (filters.sort ?? defaultSort(filters));
  return (
    <SelectField
      id="sort-by"
      label="Sort by"
      // Sent with the sidebar's plain GET form (no JavaScript); best match is the default, left out of the URL.
      name="sort"
      form={FILTER_FORM_ID}
      size="small"
      value={value}
      options={choices}
      onChange={(sort) =>
        onChange(changeFilters(filters, { sort: sort === 'best' && !centre ? null : (sort as SchoolSort) }))
      }
      sx={{ minWidth: 190 }}
    />
  );
}
