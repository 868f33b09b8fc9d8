import { zodResolver } from '@hookform/resolvers/zod';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Alert, Box, Button, Chip, Grid, Step, StepLabel, Stepper, type TextField, Typography } from '@mui/material';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { AdmissionsInputs, MapPinFields, SchoolTypeSelect, admissionsFieldPath } from '@/features/school-edit-form';
import { REVIEWED_NOTE, withReviewNote } from '@/entities/school';
import { FormTextField } from '@/shared/ui';
import type { OwnedSchoolResponse } from '@/shared/api/signed-in';
import type { SubmitProfileChangesRequest } from '@/shared/api/signed-in';
import {
  PROFILE_STEPS,
  firstStepWithError,
  profileFormSchema,
  toProfileRequest,
  toProfileValues,
  type ProfileFieldName,
  type ProfileFormValues,
} from '../model/profile-form';

export interface ProfileFormProps {
  school: OwnedSchoolResponse;
  /** Submits (facts go live, identifying fields to review); rejects with the call's error. */
  submit: (body: SubmitProfileChangesRequest) => Promise<unknown>;
}

type FieldProps = Partial<ComponentProps<typeof TextField>>;

const FIELD_LABELS: Record<ProfileFieldName, [string, FieldProps?]> = {
  name: ['School Name', { required: true }],
  schoolType: ['School Type'],
  grades: ['Grades', { required: true, helperText: 'e.g., K-12, Pre-K - 8th' }],
  religiousAffiliation: ['Religious Affiliation'],
  // Rendered as its own group (AdmissionsInputs); the label is the group's legend.
  admissions: ['Admissions'],
  description: ['Description', { multiline: true, minRows: 4 }],
  features: ['Features', { helperText: 'Separate with commas, e.g., STEM, Arts, Athletics' }],
  address: ['Street Address', { required: true }],
  city: ['City', { required: true }],
  zipCode: ['ZIP Code', { required: true }],
  phone: ['Phone', { type: 'tel' }],
  email: ['Email', { type: 'email' }],
  website: ['Website', { type: 'url', placeholder: 'https://' }],
  tuitionMin: ['Tuition Min ($)', { type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } }],
  tuitionMax: ['Tuition Max ($)', { type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } }],
  latitude: ['Latitude'],
  longitude: ['Longitude'],
  academicNotes: [
    'Academic Notes',
    { multiline: true, minRows: 4, helperText: 'Programs, accreditation, class sizes, curriculum highlights' },
  ],
  videoUrls: ['Video URLs', { helperText: 'Separate with commas' }],
  additionalImages: ['Additional Image URLs', { helperText: 'Separate with commas' }],
  'socialLinks.facebook': ['Facebook', { placeholder: 'https://facebook.com/…' }],
  'socialLinks.instagram': ['Instagram', { placeholder: 'https://instagram.com/…' }],
  'socialLinks.twitter': ['Twitter', { placeholder: 'https://twitter.com/…' }],
  'socialLinks.youtube': ['YouTube', { placeholder: 'https://youtube.com/…' }],
  'socialLinks.linkedin': ['LinkedIn', { placeholder: 'https://linkedin.com/…' }],
};

const WIDE: ProfileFieldName[] = [
  'name',
  'description',
  'features',
  'address',
  'website',
  'academicNotes',
  'videoUrls',
  'additionalImages',
];

/**
 * Four steps with Previous/Next; one form underneath, so moving between steps
 * keeps every value. Next checks only the current step; the last step submits
 * everything (the server decides what goes live and what waits for review).
 */
export function ProfileForm({ school, submit }: ProfileFormProps) {
  const [step, setStep] = useState(0);
  const form = useForm<ProfileFormValues, unknown, ReturnType<typeof profileFormSchema.parse>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileValues(school),
    shouldUnregister: false,
  });
  const { control, handleSubmit, trigger, setError, formState } = form;
  const current = PROFILE_STEPS[step];
  const last = step === PROFILE_STEPS.length - 1;

  const next = async () => {
    // An invalid field is focused, which scrolls it into view: the step's errors may be above the button.
    if (await trigger(current.fields, { shouldFocus: true })) setStep(step + 1);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await submit(toProfileRequest(values));
      } catch (error) {
        const errors = (error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {};
        const known = Object.keys(FIELD_LABELS);
        const fields = Object.keys(errors).filter((field) => known.includes(field));
        for (const field of fields) setError(field as ProfileFieldName, { type: 'server', message: errors[field][0] });
        for (const field of Object.keys(errors)) {
          const path = admissionsFieldPath(field);
          if (path) {
            setError(path as ProfileFieldName, { type: 'server', message: errors[field][0] });
            fields.push('admissions');
          }
        }
        if (fields.length) setStep(firstStepWithError(fields));
      }
    },
    (errors) => setStep(firstStepWithError(Object.keys(errors))),
  );

  const field = (name: ProfileFieldName) => {
    if (name === 'schoolType') {
      return (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <SchoolTypeSelect control={control} idPrefix="profile" name="schoolType" note={REVIEWED_NOTE} />
        </Grid>
      );
    }
    if (name === 'admissions') {
      return (
        <Grid key={name} size={{ xs: 12 }} sx={{ mt: 2 }}>
          <AdmissionsInputs control={control} idPrefix="profile" />
        </Grid>
      );
    }
    // One explained group for both coordinates, placed where the latitude is listed.
    if (name === 'longitude') return null;
    if (name === 'latitude') {
      return (
        <Grid key={name} size={{ xs: 12 }}>
          <MapPinFields
            control={control}
            idPrefix="profile"
            latitude="latitude"
            longitude="longitude"
            note={REVIEWED_NOTE}
          />
        </Grid>
      );
    }
    const [label, extra = {}] = FIELD_LABELS[name];
    return (
      <Grid key={name} size={{ xs: 12, md: WIDE.includes(name) ? 12 : 6 }}>
        <FormTextField
          {...extra}
          helperText={withReviewNote(name, extra.helperText as string | undefined)}
          control={control}
          name={name}
          id={`profile-${name.replace('.', '-')}`}
          label={label}
        />
      </Grid>
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="School profile">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {PROFILE_STEPS.map((s) => (
          <Step key={s.label}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h3">
          {current.label}
        </Typography>
        {current.premium && (
          <Chip size="small" color="secondary" icon={<WorkspacePremiumIcon />} label="Premium feature" />
        )}
      </Box>
      {step === 0 && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Contact details, description, tuition, grades, features and academic notes go live as soon as you submit.
          Fields marked &lsquo;Reviewed before publishing&rsquo; go live once our team approves them, typically within
          24-48 hours.
        </Alert>
      )}
      <Grid container spacing={2}>
        {current.fields.map(field)}
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
        <Button onClick={() => setStep(step - 1)} disabled={step === 0 || formState.isSubmitting}>
          Previous
        </Button>
        {last ? (
          <Button key="submit" type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Submitting...' : 'Submit Changes'}
          </Button>
        ) : (
          <Button key="next" variant="contained" onClick={() => void next()}>
            Next
          </Button>
        )}
      </Box>
    </Box>
  );
}
