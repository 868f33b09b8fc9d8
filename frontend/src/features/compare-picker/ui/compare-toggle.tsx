import { Checkbox, FormControlLabel } from '@mui/material';
import { trackCompareAdd } from '@/shared/lib/analytics';
import { NEEDS_SCRIPT_CLASS, useToast } from '@/shared/ui';
import { COMPARE_MAX, compareSelection, useCompareSelection } from '../model/compare-selection';

/**
 * 'Compare' tick on a card or a shortlist row; a fifth school is refused with a message that closes when
 * the visitor leaves the page. `id` (when known) counts the add in the school's analytics; the selection
 * itself keeps slug and name only. Without JavaScript it shows as disabled (the page says why).
 */
export function CompareToggle({ school }: { school: { slug: string; name: string; id?: number } }) {
  const entries = useCompareSelection();
  const { toast } = useToast();
  const checked = entries.some((entry) => entry.slug === school.slug);
  return (
    <FormControlLabel
      className={`no-print ${NEEDS_SCRIPT_CLASS}`}
      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          slotProps={{ input: { 'aria-label': `Compare ${school.name}` } }}
          onChange={() => {
            const refused = compareSelection.toggle({ slug: school.slug, name: school.name });
            // About this page only: pressing 'Compare now' next must not carry it over the comparison table.
            if (refused)
              toast({
                title: `Up to ${COMPARE_MAX} schools`,
                description: refused,
                variant: 'destructive',
                closesOnPageChange: true,
              });
            else if (!checked && school.id !== undefined) trackCompareAdd(school.id);
          }}
        />
      }
      label="Compare"
    />
  );
}
