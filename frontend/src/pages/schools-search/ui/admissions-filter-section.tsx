import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { OPENING_GRADE_KEYS, gradeLabel } from '@/entities/school';
import { changeFilters, type SchoolFilters } from '@/shared/lib/url-filters';
import { SelectField } from '@/shared/ui';

const OPENING_GRADE_CHOICES = [
  { value: '', label: 'Any grade' },
  ...OPENING_GRADE_KEYS.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
];

export interface AdmissionsFilterSectionProps {
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  /** Keeps the ids apart when the sidebar and the phone's panel are both on the page. */
  idPrefix: string;
  /** The directory's plain GET form (filter-sidebar.tsx), for the controls to be sent with it. */
  form?: string;
}

/**
 * The directory's admissions filters (issue 20): 'Accepts Opportunity
 * Scholarship', 'Has openings for {grade}' and 'Deadline not passed'. Its own
 * file so the rest of the sidebar can change independently.
 */
export function AdmissionsFilterSection({ filters, onChange, idPrefix, form }: AdmissionsFilterSectionProps) {
  return (
    <FormGroup aria-label="Admissions">
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            name="acceptsOpportunityScholarship"
            value="true"
            slotProps={{ input: { form } as object }}
            checked={!!filters.acceptsOpportunityScholarship}
            onChange={(event) =>
              onChange(changeFilters(filters, { acceptsOpportunityScholarship: event.target.checked || undefined }))
            }
          />
        }
        label="Accepts Opportunity Scholarship"
      />
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            name="deadlineNotPassed"
            value="true"
            slotProps={{ input: { form } as object }}
            checked={!!filters.deadlineNotPassed}
            onChange={(event) =>
              onChange(changeFilters(filters, { deadlineNotPassed: event.target.checked || undefined }))
            }
          />
        }
        label="Deadline not passed"
      />
      <SelectField
        id={`${idPrefix}-openings-grade`}
        label="Has openings for"
        name="openingsGrade"
        form={form}
        size="small"
        fullWidth
        sx={{ mt: 1.5 }}
        value={filters.openingsGrade ?? ''}
        options={OPENING_GRADE_CHOICES}
        onChange={(grade) => onChange(changeFilters(filters, { openingsGrade: grade || undefined }))}
      />
    </FormGroup>
  );
}
