import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, type TextField } from '@mui/material';
import { useEffect, type ComponentProps } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { REVIEWED_NOTE, withReviewNote } from '@/entities/school';
import { FormTextField } from '@/shared/ui';
import type { AdminUpdateSchoolRequest } from '@/shared/api/signed-in';
import {
  SCHOOL_EDIT_FIELDS,
  schoolEditSchema,
  toSchoolEditValues,
  toSchoolUpdate,
  type EditableSchool,
  type SchoolEditFieldName,
  type SchoolEditValues,
} from '../model/school-edit-form';
import { admissionsFieldPath } from '../model/admissions-fields';
import { AdmissionsInputs } from './admissions-inputs';
import { MapPinFields, SchoolTypeSelect } from './school-fact-inputs';

export interface SchoolEditFormProps {
  school: EditableSchool & { id: number };
  /** Saves; rejects with the call's error (server field messages are shown on their fields). */
  onSave: (body: AdminUpdateSchoolRequest) => Promise<unknown>;
  submitLabel?: string;
  onCancel?: () => void;
  /** An owner's form: marks the fields an admin reviews before they go live (DECISIONS.md). */
  markReviewed?: boolean;
}

function serverFieldErrors(error: unknown): [FieldPath<SchoolEditValues>, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  const result: [FieldPath<SchoolEditValues>, string][] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (!messages.length) continue;
    if ((SCHOOL_EDIT_FIELDS as readonly string[]).includes(field))
      result.push([field as SchoolEditFieldName, messages[0]]);
    const admissions = admissionsFieldPath(field);
    if (admissions) result.push([admissions as FieldPath<SchoolEditValues>, messages[0]]);
  }
  return result;
}

/** The school facts form of the portal's Schools tab and of the admin's Edit dialog. */
export function SchoolEditForm({
  school,
  onSave,
  submitLabel = 'Save Changes',
  onCancel,
  markReviewed = false,
}: SchoolEditFormProps) {
  const note = markReviewed ? REVIEWED_NOTE : undefined;
  const { control, handleSubmit, reset, setError, formState } = useForm<
    SchoolEditValues,
    unknown,
    ReturnType<typeof schoolEditSchema.parse>
  >({
    resolver: zodResolver(schoolEditSchema),
    defaultValues: toSchoolEditValues(school),
  });

  // Another school picked (or the saved record came back): show its values.
  useEffect(() => {
    reset(toSchoolEditValues(school));
  }, [school, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toSchoolUpdate(values));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
    }
  });

  const field = (
    name: Exclude<SchoolEditFieldName, 'admissions'>,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => {
    const hint = extra.helperText as string | undefined;
    const helperText = markReviewed ? withReviewNote(name, hint) : hint;
    return (
      <FormTextField
        {...extra}
        helperText={helperText}
        control={control}
        name={name}
        id={`school-edit-${school.id}-${name}`}
        label={label}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit School Information">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>{field('name', 'School Name', { required: true })}</Grid>
        <Grid size={{ xs: 12 }}>{field('address', 'Address', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('city', 'City', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('zipCode', 'ZIP Code', { required: true })}</Grid>
        <Grid size={{ xs: 12 }}>
          <MapPinFields
            control={control}
            idPrefix={`school-edit-${school.id}`}
            latitude="latitude"
            longitude="longitude"
            note={note}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'Phone', { type: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'Email', { type: 'email' })}</Grid>
        <Grid size={{ xs: 12 }}>{field('website', 'Website', { type: 'url', placeholder: 'https://' })}</Grid>
        <Grid size={{ xs: 12 }}>{field('description', 'Description', { multiline: true, rows: 4 })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('tuitionMin', 'Tuition Min ($)', {
            inputMode: 'numeric',
            helperText: 'Whole dollars; leave blank to clear',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('tuitionMax', 'Tuition Max ($)', {
            inputMode: 'numeric',
            helperText: 'Whole dollars; leave blank to clear',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('grades', 'Grades', { required: true, helperText: 'e.g., K-12, Pre-K - 8th' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SchoolTypeSelect control={control} idPrefix={`school-edit-${school.id}`} name="schoolType" note={note} />
        </Grid>
        <Grid size={{ xs: 12 }}>{field('religiousAffiliation', 'Religious Affiliation (Optional)')}</Grid>
        <Grid size={{ xs: 12 }} sx={{ mt: 2 }}>
          <AdmissionsInputs control={control} idPrefix={`school-edit-${school.id}`} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
