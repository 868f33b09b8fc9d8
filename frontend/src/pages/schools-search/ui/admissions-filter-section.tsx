import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { gradeLabel } from '@/entities/school';
import { OPENING_GRADES } from '@/shared/lib/opening-grades';
import { useGetSchoolFacetsQuery } from '@/shared/api';
import { changeFilters, type SchoolFilters } from '@/shared/lib/url-filters';
import { SelectField } from '@/shared/ui';

export const OPENING_GRADE_CHOICES = [
  { value: '', label: 'Any grade' },
  ...OPENING_GRADES.map((grade) => ({ value: grade, label: gradeLabel(grade) })),
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
/**
 * Under each filter: how many schools have not reported that fact (issue 35, "Unknown is not 'no'"), so a
 * family knows a school left out of the list may simply not have said.
 */
function NotReportedCount({
  id,
  count,
  of,
  indent = true,
}: {
  id: string;
  count: number | undefined;
  of: number | undefined;
  indent?: boolean;
}) {
  if (count === undefined || of === undefined || count === 0) return null;
  return (
    <Typography
      id={id}
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', ml: indent ? 4 : 0, mt: indent ? -0.5 : 0.5, mb: 0.5 }}
    >
      {count === of ? `No school has reported this yet` : `${count} of ${of} schools have not reported this`}
    </Typography>
  );
}

export function AdmissionsFilterSection({ filters, onChange, idPrefix, form }: AdmissionsFilterSectionProps) {
  const notReported = useGetSchoolFacetsQuery().data?.admissionsNotReported;
  const of = notReported?.schoolCount;
  return (
    <FormGroup aria-label="Admissions">
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            name="acceptsOpportunityScholarship"
            value="true"
            slotProps={{ input: { form, 'aria-describedby': `${idPrefix}-scholarship-unreported` } as object }}
            checked={!!filters.acceptsOpportunityScholarship}
            onChange={(event) =>
              onChange(changeFilters(filters, { acceptsOpportunityScholarship: event.target.checked || undefined }))
            }
          />
        }
        label="Accepts Opportunity Scholarship"
      />
      <NotReportedCount id={`${idPrefix}-scholarship-unreported`} count={notReported?.scholarship} of={of} />
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            name="tuitionAssistance"
            value="true"
            slotProps={{ input: { form } as object }}
            checked={!!filters.tuitionAssistance}
            onChange={(event) =>
              onChange(changeFilters(filters, { tuitionAssistance: event.target.checked || undefined }))
            }
          />
        }
        label="Offers tuition assistance"
      />
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            name="deadlineNotPassed"
            value="true"
            slotProps={{ input: { form, 'aria-describedby': `${idPrefix}-deadlines-unreported` } as object }}
            checked={!!filters.deadlineNotPassed}
            onChange={(event) =>
              onChange(changeFilters(filters, { deadlineNotPassed: event.target.checked || undefined }))
            }
          />
        }
        label="Deadline not passed"
      />
      <NotReportedCount id={`${idPrefix}-deadlines-unreported`} count={notReported?.deadlines} of={of} />
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
      <NotReportedCount id={`${idPrefix}-openings-unreported`} count={notReported?.openings} of={of} indent={false} />
    </FormGroup>
  );
}
