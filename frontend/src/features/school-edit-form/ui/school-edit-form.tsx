import { zodResolver } from '@hookform/resolvers/zod';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Alert, Box, Button, Chip, Grid, Stack, type TextField, Typography } from '@mui/material';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { fieldList } from '@/entities/pending-change';
import { REVIEWED_NOTE, withReviewNote } from '@/entities/school';
import { FormTextField } from '@/shared/ui';
import type { OwnerEditResponse, SubmitProfileChangesRequest } from '@/shared/api/signed-in';
import {
  inputForServerField,
  schoolEditSchema,
  toSchoolEditValues,
  toSchoolUpdate,
  type EditableSchool,
  type SchoolEditFieldName,
  type SchoolEditValues,
} from '../model/school-edit-form';
import { admissionsFieldPath } from '../model/admissions-fields';
import { SOCIAL_NETWORKS } from '../model/school-fields';
import { AdmissionsInputs } from './admissions-inputs';
import { MapPinFields, SchoolTypeSelect } from './school-fact-inputs';

/** What a save did: the fields applied at once and those waiting for an admin. */
type SaveResult = Pick<OwnerEditResponse, 'publishedFields' | 'reviewedFields'>;

export interface SchoolEditFormProps {
  school: EditableSchool;
  /** Saves and answers what went live and what waits; rejects with the call's error (field messages shown). */
  onSave: (body: SubmitProfileChangesRequest) => Promise<SaveResult>;
}

type FieldProps = Partial<ComponentProps<typeof TextField>>;

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

function serverFieldErrors(error: unknown): [FieldPath<SchoolEditValues>, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  const result: [FieldPath<SchoolEditValues>, string][] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (!messages.length) continue;
    const input = inputForServerField(field);
    if (input) result.push([input, messages[0]]);
    const admissions = admissionsFieldPath(field);
    if (admissions) result.push([admissions as FieldPath<SchoolEditValues>, messages[0]]);
  }
  return result;
}

/** What the last save did, field by field: live at once, or waiting for the team (issue 36). */
function SaveOutcome({ outcome }: { outcome: SaveResult }) {
  const { publishedFields: live, reviewedFields: waiting } = outcome;
  return (
    <Alert severity={waiting.length ? 'info' : 'success'} role="status" aria-label="What your save did" sx={{ mt: 3 }}>
      {!live.length && !waiting.length && 'Nothing changed: every field already matches your live listing.'}
      {live.length > 0 && (
        <Box component="p" sx={{ m: 0 }}>
          <strong>Live now:</strong> {fieldList(live)}.
        </Box>
      )}
      {waiting.length > 0 && (
        <Box component="p" sx={{ m: 0, mt: live.length ? 0.5 : 0 }}>
          <strong>Waiting for review:</strong> {fieldList(waiting)}. {waiting.length === 1 ? 'It goes' : 'They go'} live
          once our team approves, typically within 24-48 hours; the school dashboard&apos;s Pending tab shows where it
          stands.
        </Box>
      )}
    </Alert>
  );
}

function Section({ title, premium = false, children }: { title: string; premium?: boolean; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, mt: 1 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {premium && <Chip size="small" color="secondary" icon={<WorkspacePremiumIcon />} label="Premium feature" />}
      </Stack>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/**
 * The owner's profile editor, one form for the portal's School Information
 * and the school dashboard's Profile: every field an owner may edit, the
 * reviewed ones marked (docs/product.md "Edits and moderation"), and after a save
 * which fields went live and which wait for review.
 */
export function SchoolEditForm({ school, onSave }: SchoolEditFormProps) {
  const [outcome, setOutcome] = useState<SaveResult | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<
    SchoolEditValues,
    unknown,
    ReturnType<typeof schoolEditSchema.parse>
  >({
    resolver: zodResolver(schoolEditSchema),
    defaultValues: toSchoolEditValues(school),
  });
  const idPrefix = `school-edit-${school.id}`;

  // Another school picked (or the saved record came back): show its values.
  useEffect(() => {
    reset(toSchoolEditValues(school));
  }, [school, reset]);
  // What was saved for one school says nothing about another.
  useEffect(() => setOutcome(null), [school.id]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      setOutcome(await onSave(toSchoolUpdate(values)));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
    }
  });

  const field = (name: SchoolEditFieldName, label: string, extra: FieldProps = {}, wide = false) => (
    <Grid key={name} size={{ xs: 12, sm: wide ? 12 : 6 }}>
      <FormTextField
        {...extra}
        helperText={withReviewNote(name, extra.helperText as string | undefined)}
        control={control}
        name={name}
        id={`${idPrefix}-${name.replace('.', '-')}`}
        label={label}
      />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit School Information">
      <Alert severity="info" sx={{ mb: 3 }}>
        Contact details, description, tuition, grades, features, academic notes and admissions facts go live as soon as
        you save. Fields marked &lsquo;{REVIEWED_NOTE}&rsquo; go live once our team approves them, typically within
        24-48 hours.
      </Alert>
      <Stack spacing={3}>
        <Section title="Basic Info">
          {field('name', 'School Name', { required: true }, true)}
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchoolTypeSelect control={control} idPrefix={idPrefix} name="schoolType" note={REVIEWED_NOTE} />
          </Grid>
          {field('grades', 'Grades', { required: true, helperText: 'e.g., K-12, Pre-K - 8th' })}
          {field('religiousAffiliation', 'Religious Affiliation (Optional)', {}, true)}
          {field('description', 'Description', { multiline: true, minRows: 4 }, true)}
          {field('features', 'Features', { helperText: 'Separate with commas, e.g., STEM, Arts, Athletics' }, true)}
          {field('enrollment', 'Enrollment (students)', {
            inputMode: 'numeric',
            helperText: "Shown as the school's figure, dated today, beside the NCES survey's",
          })}
          {field('teachersFte', 'Full-time-equivalent teachers', {
            inputMode: 'decimal',
            helperText: 'e.g., 24.5; leave blank to clear',
          })}
        </Section>
        <Section title="Location & Contact">
          {field('address', 'Address', { required: true }, true)}
          {field('city', 'City', { required: true })}
          {field('zipCode', 'ZIP Code', { required: true })}
          <Grid size={{ xs: 12 }}>
            <MapPinFields
              control={control}
              idPrefix={idPrefix}
              latitude="latitude"
              longitude="longitude"
              note={REVIEWED_NOTE}
            />
          </Grid>
          {field('phone', 'Phone', { type: 'tel' })}
          {field('email', 'Email', { type: 'email' })}
          {field('website', 'Website', { type: 'url', placeholder: 'https://' }, true)}
        </Section>
        <Section title="Tuition & Academics" premium>
          {field('tuitionMin', 'Tuition Min ($)', {
            inputMode: 'numeric',
            helperText: 'Whole dollars; leave blank to clear',
          })}
          {field('tuitionMax', 'Tuition Max ($)', {
            inputMode: 'numeric',
            helperText: 'Whole dollars; leave blank to clear',
          })}
          {field(
            'academicNotes',
            'Academic Notes',
            { multiline: true, minRows: 4, helperText: 'Programs, accreditation, class sizes, curriculum highlights' },
            true,
          )}
        </Section>
        {/* Its own group, with its own 'Admissions' legend. */}
        <AdmissionsInputs control={control} idPrefix={idPrefix} />
        <Section title="Media & Social" premium>
          {field('videoUrls', 'Video URLs', { helperText: 'Separate with commas' }, true)}
          {field('additionalImages', 'Additional Image URLs', { helperText: 'Separate with commas' }, true)}
          {SOCIAL_NETWORKS.map((network) =>
            field(`socialLinks.${network}`, NETWORK_LABELS[network], { placeholder: `https://${network}.com/…` }),
          )}
        </Section>
      </Stack>
      {outcome && <SaveOutcome outcome={outcome} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}
