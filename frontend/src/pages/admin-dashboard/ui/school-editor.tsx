import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import type { ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MapPinFields, SOCIAL_NETWORKS, SchoolTypeSelect } from '@/features/school-edit-form';
import { useListNeighborhoodsForAdminQuery, type AdminSchoolResponse } from '@/shared/api/signed-in';
import { FormTextField } from '@/shared/ui';
import {
  schoolEditorSchema,
  toSchoolEditorRequest,
  toSchoolEditorValues,
  type SchoolEditorField,
  type SchoolEditorOutput,
  type SchoolEditorValues,
} from '../model/school-editor';

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** The server's field messages (400 `errors`), keyed by the form's field names. */
function serverFieldErrors(error: unknown): [SchoolEditorField, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors ?? {};
  return Object.entries(errors).flatMap(([field, messages]) => {
    const name = (field.startsWith('socialLinks.') ? field.slice('socialLinks.'.length) : field) as SchoolEditorField;
    return messages?.length ? [[name, messages[0]] as [SchoolEditorField, string]] : [];
  });
}

function Section({ children }: { children: string }) {
  return (
    <Grid size={{ xs: 12 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
        {children}
      </Typography>
    </Grid>
  );
}

export interface SchoolEditorProps {
  /** The school to edit, or null for 'New School'. */
  school: AdminSchoolResponse | null;
  /** Saves; rejects with the call's error (its field messages are shown on their fields). */
  onSave: (body: ReturnType<typeof toSchoolEditorRequest>) => Promise<unknown>;
  onCancel: () => void;
}

/** The admin's school editor: every field of the listing, with the owner forms' rules and texts. */
export function SchoolEditor({ school, onSave, onCancel }: SchoolEditorProps) {
  const idPrefix = `school-editor-${school?.id ?? 'new'}`;
  // Archived guides too: a school in one keeps it when the admin saves (issue 36).
  const { data: neighborhoods = [] } = useListNeighborhoodsForAdminQuery();
  const { control, handleSubmit, setError, formState } = useForm<SchoolEditorValues, unknown, SchoolEditorOutput>({
    resolver: zodResolver(schoolEditorSchema),
    defaultValues: toSchoolEditorValues(school),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toSchoolEditorRequest(values));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
    }
  });

  const field = (name: SchoolEditorField, label: string, extra: Partial<ComponentProps<typeof MuiTextField>> = {}) => (
    <FormTextField {...extra} control={control} name={name} id={`${idPrefix}-${name}`} label={label} />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={school ? `Edit ${school.name}` : 'New school'}>
      <Grid container spacing={2}>
        <Section>Basic information</Section>
        <Grid size={{ xs: 12 }}>
          {field('name', 'School Name', {
            required: true,
            helperText: school
              ? 'Renaming moves the page; the old address keeps redirecting to the new one'
              : undefined,
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SchoolTypeSelect control={control} idPrefix={idPrefix} name="schoolType" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('grades', 'Grades', { required: true, helperText: 'e.g., K-12, Pre-K - 8th' })}
        </Grid>
        <Grid size={{ xs: 12 }}>{field('religiousAffiliation', 'Religious Affiliation (Optional)')}</Grid>
        <Grid size={{ xs: 12 }}>{field('description', 'Description', { multiline: true, minRows: 4 })}</Grid>

        <Section>Location</Section>
        <Grid size={{ xs: 12 }}>{field('address', 'Address', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('city', 'City', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('zipCode', 'ZIP Code', { required: true })}</Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            control={control}
            name="neighborhoodId"
            render={({ field: select, fieldState }) => (
              <FormTextFieldSelect
                id={`${idPrefix}-neighborhoodId`}
                value={select.value}
                onChange={select.onChange}
                error={fieldState.error?.message}
                options={neighborhoods.map((n) => ({
                  value: String(n.id),
                  label: n.archivedAt ? `${n.name} (archived)` : n.name,
                }))}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <MapPinFields control={control} idPrefix={idPrefix} latitude="latitude" longitude="longitude" />
        </Grid>

        <Section>Contact</Section>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'Phone', { type: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'Email', { type: 'email' })}</Grid>
        <Grid size={{ xs: 12 }}>{field('website', 'Website', { type: 'url', placeholder: 'https://' })}</Grid>

        <Section>Academics and tuition</Section>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('tuitionMin', 'Tuition Min ($)', { inputMode: 'numeric', helperText: 'Whole dollars per year' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('tuitionMax', 'Tuition Max ($)', { inputMode: 'numeric', helperText: 'Whole dollars per year' })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          {field('features', 'Features', { helperText: 'Comma-separated, e.g. STEM, Arts, Athletics' })}
        </Grid>
        <Grid size={{ xs: 12 }}>{field('academicNotes', 'Academic Notes', { multiline: true, minRows: 2 })}</Grid>

        <Section>Media and social links</Section>
        <Grid size={{ xs: 12 }}>
          {field('imageUrl', 'Main Image URL', {
            helperText: 'A site path such as /images/schools/x.svg, or a full address',
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          {field('additionalImages', 'Additional Image URLs', {
            multiline: true,
            minRows: 2,
            helperText: 'One per line',
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          {field('videoUrls', 'Video URLs', { multiline: true, minRows: 2, helperText: 'One per line' })}
        </Grid>
        {SOCIAL_NETWORKS.map((network) => (
          <Grid key={network} size={{ xs: 12, sm: 6 }}>
            {field(network, NETWORK_LABELS[network], { type: 'url', placeholder: 'https://' })}
          </Grid>
        ))}

        {!school && (
          <Grid size={{ xs: 12 }}>
            <Controller
              control={control}
              name="isActive"
              render={({ field: toggle }) => (
                <FormControlLabel
                  control={
                    <Switch checked={toggle.value} onChange={(event) => toggle.onChange(event.target.checked)} />
                  }
                  label={toggle.value ? 'Live (listed publicly once saved)' : 'Draft (hidden until made live)'}
                />
              )}
            />
          </Grid>
        )}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : school ? 'Save Changes' : 'Create School'}
        </Button>
      </Box>
    </Box>
  );
}

function FormTextFieldSelect({
  id,
  value,
  onChange,
  error,
  options,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <MuiTextField
      select
      fullWidth
      id={id}
      label="Neighborhood"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? 'Optional; the neighborhood page lists the school'}
    >
      <MenuItem value="">No neighborhood</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
