import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { OpeningGrade } from '@/shared/api';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AffiliationCheckboxes, FacetCheckboxes } from './facet-filters';
import { LocationFilter } from './location-filter';
import { GRADE_BANDS, SCHOOL_TYPES, gradeLabel } from '@/entities/school';
import { usePlaceNames } from '@/entities/place';
import { useGetSchoolFacetsQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import {
  changeFilters,
  TUITION_RANGES,
  TUITION_RANGE_PARAM,
  changeLocationText,
  clearFilters,
  hasActiveFilters,
  selectedTuitionRange,
  toggleListValue,
  toggleTuitionRange,
  tuitionRangeValue,
  type SchoolFilters,
} from '@/shared/lib/url-filters';
import { AdmissionsFilterSection, OPENING_GRADE_CHOICES } from './admissions-filter-section';
import { SelectField } from '@/shared/ui';
import { KeptFilters } from './kept-filters';

/**
 * A collapsible section: the browser's own disclosure (<details>), so it opens and closes before the
 * page's script has run and without it, and a closed section's boxes are still sent with the plain form.
 * It took MUI's Accordion, Collapse and their transitions before.
 */
function Section({
  id,
  title,
  children,
  collapsed = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** Closed at first. */
  collapsed?: boolean;
}) {
  // The first state only: React would otherwise close a section the visitor opened whenever `collapsed` flips
  // (unticking the last special program).
  const [openAtFirst] = useState(!collapsed);
  return (
    <Box
      component="details"
      open={openAtFirst}
      id={id}
      sx={{
        borderBottom: 1,
        borderColor: '#e3e9f0',
        '&[open] > summary .section-toggle': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          minHeight: 48,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <ExpandMoreIcon
          className="section-toggle"
          aria-hidden
          sx={{ color: 'action.active', transition: 'transform 150ms' }}
        />
      </Box>
      <Box sx={{ pb: 2 }}>{children}</Box>
    </Box>
  );
}

/**
 * The sidebar is also a plain GET form to /schools (progressive enhancement): without JavaScript the
 * location form's Apply sends its box and radius, every ticked filter of the other sections and the
 * sort above the results (tied to it by the `form` attribute: the sections cannot share one <form>),
 * and the filters the sidebar does not show travel along hidden. With JavaScript every change applies
 * at once.
 */
export const FILTER_FORM_ID = 'directory-filter-form';

/** Query keys the form's own controls send; a new search starts at page 1. */
const FORM_KEYS: ReadonlySet<string> = new Set([
  'location',
  // The one location box sends a typed place as `location` (the page reads it as the centre).
  'near',
  'radius',
  'grades',
  'schoolTypes',
  'tuitionMin',
  'tuitionMax',
  TUITION_RANGE_PARAM,
  'features',
  'religiousAffiliation',
  'acceptsOpportunityScholarship',
  'tuitionAssistance',
  'tuitionGrade',
  'minRating',
  'repliesWithinADay',
  'deadlineNotPassed',
  'openingsGrade',
  'sort',
  'page',
]);

export interface FilterSidebarProps {
  filters: SchoolFilters;
  onChange: (next: SchoolFilters) => void;
  /** In the phone's filter panel: a close button beside the title. */
  onClose?: () => void;
}

/**
 * The collapsible filter sections of the directory: location (one box for a ZIP code, a place or a
 * school, with the radius), grades, tuition and type open at first; special programs and religious
 * affiliation (long lists) closed until asked for.
 */
export function FilterSidebar({ filters, onChange, onClose }: FilterSidebarProps) {
  // The sidebar (hidden on phones by CSS) and the phone's panel can both be in the page: their ids differ.
  const idPrefix = onClose ? 'panel-filter' : 'filter';
  // The phone's panel applies every change at once and is never submitted; the sidebar's controls are the form's.
  const form = onClose ? undefined : FILTER_FORM_ID;
  const placeNames = usePlaceNames();

  const submitLocation = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('location');
    onChange(changeLocationText(filters, typeof text === 'string' ? text : '', placeNames));
  };

  const tuition = selectedTuitionRange(filters);
  const { data: facets } = useGetSchoolFacetsQuery();

  return (
    <Paper component="aside" aria-label="Filters" variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          Filters
        </Typography>
        <Stack direction="row" spacing={0.5} alignItems="center">
          {hasActiveFilters(filters) && (
            // A link to the bare directory, so it clears without JavaScript too.
            <Button
              size="small"
              href={paths.schools.href()}
              onClick={(event) => {
                event.preventDefault();
                onChange(clearFilters());
              }}
            >
              Clear All
            </Button>
          )}
          {onClose && (
            <IconButton aria-label="Close filters" onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          )}
        </Stack>
      </Stack>

      <Section id={`${idPrefix}-location`} title="Location">
        <Box
          component="form"
          role="search"
          aria-label="Search by location"
          onSubmit={submitLocation}
          id={onClose ? undefined : FILTER_FORM_ID}
          method="get"
          action={paths.schools.href()}
        >
          {!onClose && <KeptFilters filters={filters} sent={FORM_KEYS} />}
          <Stack spacing={1.5}>
            <LocationFilter filters={filters} onChange={onChange} idPrefix={idPrefix} />
            <Button type="submit" variant="contained" size="small">
              Apply
            </Button>
          </Stack>
        </Box>
      </Section>

      <Section id={`${idPrefix}-grades`} title="Grade Levels">
        <FormGroup role="group" aria-label="Grade levels">
          {/* A grade from an old link that is not one of the levels still shows (ticked), so it can be removed. */}
          {[
            ...GRADE_BANDS,
            ...filters.grades.filter((grade) => !(GRADE_BANDS as readonly string[]).includes(grade)),
          ].map((level) => (
            <FormControlLabel
              key={level}
              control={
                <Checkbox
                  size="small"
                  name="grades"
                  value={level}
                  slotProps={{ input: { form } as object }}
                  checked={filters.grades.includes(level)}
                  onChange={() => onChange(toggleListValue(filters, 'grades', level))}
                />
              }
              label={level}
            />
          ))}
        </FormGroup>
      </Section>

      <Section id={`${idPrefix}-tuition`} title="Tuition Range">
        {/* 'Tuition for {grade}' (issue 40): the ranges then read that grade's published band. */}
        <SelectField
          id={`${idPrefix}-tuition-grade`}
          label="Tuition for"
          name="tuitionGrade"
          form={form}
          size="small"
          fullWidth
          sx={{ mb: 1 }}
          value={filters.tuitionGrade ?? ''}
          options={OPENING_GRADE_CHOICES}
          onChange={(grade) => onChange(changeFilters(filters, { tuitionGrade: grade || undefined }))}
        />
        <FormGroup
          role="group"
          aria-label={
            filters.tuitionGrade ? `Tuition for ${gradeLabel(filters.tuitionGrade as OpeningGrade)}` : 'Tuition range'
          }
        >
          {TUITION_RANGES.map((range) => (
            <FormControlLabel
              key={range.label}
              control={
                <Checkbox
                  size="small"
                  name={TUITION_RANGE_PARAM}
                  value={tuitionRangeValue(range)}
                  slotProps={{ input: { form } as object }}
                  checked={tuition === range}
                  onChange={() => onChange(toggleTuitionRange(filters, range))}
                />
              }
              label={range.label}
            />
          ))}
        </FormGroup>
      </Section>

      <Section id={`${idPrefix}-rating`} title="Family Rating">
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              name="minRating"
              value="4"
              slotProps={{ input: { form } as object }}
              checked={filters.minRating === 4}
              onChange={(event) =>
                onChange(changeFilters(filters, { minRating: event.target.checked ? 4 : undefined }))
              }
            />
          }
          label="Rated 4 and up"
        />
      </Section>

      {/* 'Replies within a day' (issue 44): the school page's 'Usually replies within …' at a business day or less. */}
      <Section id={`${idPrefix}-replies`} title="Response Time">
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              name="repliesWithinADay"
              value="true"
              slotProps={{ input: { form, 'aria-describedby': `${idPrefix}-replies-hint` } as object }}
              checked={!!filters.repliesWithinADay}
              onChange={(event) =>
                onChange(changeFilters(filters, { repliesWithinADay: event.target.checked || undefined }))
              }
            />
          }
          label="Replies within a day"
        />
        <Typography
          id={`${idPrefix}-replies-hint`}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', ml: 4, mt: -0.5 }}
        >
          Schools that usually answer requests sent through this site within one business day (last 90 days).
        </Typography>
      </Section>

      <Section id={`${idPrefix}-types`} title="School Type">
        <FormGroup role="group" aria-label="School type">
          {SCHOOL_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  size="small"
                  name="schoolTypes"
                  value={type}
                  slotProps={{ input: { form } as object }}
                  checked={filters.schoolTypes.includes(type)}
                  onChange={() => onChange(toggleListValue(filters, 'schoolTypes', type))}
                />
              }
              label={type}
            />
          ))}
        </FormGroup>
      </Section>

      <Section id={`${idPrefix}-features`} title="Special Programs" collapsed={filters.features.length === 0}>
        <FacetCheckboxes
          label="Special programs"
          facet="features"
          options={facets?.features}
          filters={filters}
          onChange={onChange}
          form={form}
          hint="Schools offering all the ticked ones."
        />
      </Section>

      <Section
        id={`${idPrefix}-religion`}
        title="Religious Affiliation"
        collapsed={filters.religiousAffiliation.length === 0}
      >
        <AffiliationCheckboxes
          groups={facets?.religiousAffiliationGroups}
          filters={filters}
          onChange={onChange}
          form={form}
        />
      </Section>

      <Section id={`${idPrefix}-admissions`} title="Admissions">
        <AdmissionsFilterSection filters={filters} onChange={onChange} idPrefix={idPrefix} form={form} />
      </Section>
    </Paper>
  );
}
