import { filtersToSearchParams, type SchoolFilters } from '@/shared/lib/url-filters';

/**
 * The current filters a plain GET form's own controls do not send, as hidden inputs, so that submitting
 * it without JavaScript keeps them (progressive enhancement). `sent`: the query keys its controls send.
 */
export function KeptFilters({ filters, sent }: { filters: SchoolFilters; sent: ReadonlySet<string> }) {
  const kept = [...filtersToSearchParams(filters)].filter(([name]) => !sent.has(name));
  return (
    <>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
