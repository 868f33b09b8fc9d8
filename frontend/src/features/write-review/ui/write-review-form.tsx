import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid, Link, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormSetError } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, fieldErrorsOf, useWriteReviewMutation } from '@/shared/api';
import { paths } from '@/shared/config';
import { FormTextField } from '@/shared/ui';
import {
  defaultDisplayName,
  emptyWriteReview,
  toWriteReviewRequest,
  writeReviewSchema,
  type WriteReviewValues,
} from '../model/review-form';
import { ReviewContentFields } from './review-content-fields';

export const REVIEW_SENT = 'Check your e-mail to publish your review';
const SEND_FAILED = 'Your review could not be sent. Please try again in a moment.';

/**
 * The server's 400 messages on the fields they name; true when any named a field of the form. The rest (403 for
 * the school's own owners, 429) are shown above the button.
 */
export function showServerFieldErrors<T extends Record<string, unknown>>(
  error: unknown,
  fields: T,
  setError: UseFormSetError<T>,
): boolean {
  const named = Object.entries(fieldErrorsOf(error)).filter(([field]) => field in fields);
  for (const [field, message] of named) setError(field as FieldPath<T>, { type: 'server', message });
  return named.length > 0;
}

const focusFirstInvalid = (form: HTMLFormElement | null) =>
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input')?.focus(), 0);

/** 'Write a Review' (issue 39): no account; the review is held until the reviewer confirms it from the mail. */
export function WriteReviewForm({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const [writeReview] = useWriteReviewMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<WriteReviewValues>({
    resolver: zodResolver(writeReviewSchema),
    defaultValues: emptyWriteReview(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });

  const onSubmit = handleSubmit(
    async (values) => {
      setRefusal(null);
      try {
        await writeReview({ schoolId, writeReviewRequest: toWriteReviewRequest(values) }).unwrap();
        setSentTo(values.email.trim());
      } catch (error) {
        if (showServerFieldErrors(error, emptyWriteReview(), setError)) focusFirstInvalid(formRef.current);
        else setRefusal(errorText(error, SEND_FAILED));
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  if (sentTo) {
    return (
      <Alert severity="success" role="status" data-testid="review-sent">
        <Typography sx={{ fontWeight: 700 }}>{REVIEW_SENT}</Typography>
        {`We sent a link to ${sentTo}. Your review of ${schoolName} appears once you confirm it; the link expires in 7 days.`}
      </Alert>
    );
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={`Write a review of ${schoolName}`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Please read the{' '}
        <Link component={RouterLink} to={paths.reviewGuidelines.href()} underline="always">
          review guidelines
        </Link>{' '}
        first: they are the same for every school, whatever it pays.
      </Typography>
      <Grid container spacing={2.5}>
        <ReviewContentFields control={control} idPrefix="write-review" />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            id="write-review-firstName"
            label="First name"
            required
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            id="write-review-lastName"
            label="Last name"
            required
            autoComplete="family-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="displayName"
            id="write-review-displayName"
            label="Display name"
            placeholder={defaultDisplayName(firstName, lastName) || 'Jane D.'}
            helperText={`Shown with your review. Empty: ${defaultDisplayName(firstName, lastName) || 'your first name and last initial'}`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            id="write-review-email"
            label="Email address"
            type="email"
            required
            autoComplete="email"
            helperText="To confirm and manage your review. Never shown."
          />
        </Grid>
        {refusal && (
          <Grid size={{ xs: 12 }}>
            <Alert severity="error" role="alert" data-testid="review-refused">
              {refusal}
            </Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Submit review'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
