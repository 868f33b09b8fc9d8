import { Checkbox, FormControl, FormControlLabel, FormGroup, InputLabel, MenuItem, Select } from '@mui/material';
import { OPENING_GRADE_KEYS, gradeLabel } from '@/entities/school';
import { changeFilters, type SchoolFilters } from '@/shared/lib/url-filters';

export interface AdmissionsFilterSectionProps {
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
}

/**
 * The directory's admissions filters (issue 20): 'Accepts Opportunity
 * Scholarship', 'Has openings for {grade}' and 'Deadline not passed'. Its own
 * file so the rest of the sidebar can change independently.
 */
export function AdmissionsFilterSection({ filters, onChange }: AdmissionsFilterSectionProps) {
  return (
    <FormGroup aria-label="Admissions">
      <FormControlLabel
        control={
          <Checkbox
            size="small"
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
            checked={!!filters.deadlineNotPassed}
            onChange={(event) =>
              onChange(changeFilters(filters, { deadlineNotPassed: event.target.checked || undefined }))
            }
          />
        }
        label="Deadline not passed"
      />
      <FormControl size="small" fullWidth sx={{ mt: 1.5 }}>
        <InputLabel id="openings-grade-label">Has openings for</InputLabel>
        <Select
          labelId="openings-grade-label"
          id="openings-grade"
          label="Has openings for"
          value={filters.openingsGrade ?? ''}
          onChange={(event) => onChange(changeFilters(filters, { openingsGrade: event.target.value || undefined }))}
        >
          <MenuItem value="">Any grade</MenuItem>
          {OPENING_GRADE_KEYS.map((grade) => (
            <MenuItem key={grade} value={grade}>
              {gradeLabel(grade)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </FormGroup>
  );
}
