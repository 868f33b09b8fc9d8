import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid } from '@mui/material';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, type EditReviewRequest, type ManagedReviewResponse } from '@/shared/api';
import { FormTextField } from '@/shared/ui';
import { editReviewSchema, editValuesOf, toEditReviewRequest, type EditReviewValues } from '../model/review-form';
import { ReviewContentFields } from './review-content-fields';
import { showServerFieldErrors } from './write-review-form';

/** The manage page's edit of a review (the signed link of the mail). */
export function EditReviewForm({
  review,
  save,
}: {
  review: ManagedReviewResponse;
  /** Saves the edit; rejects with the call's error. */
  save: (body: EditReviewRequest) => Promise<unknown>;
}) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<EditReviewValues>({
    resolver: zodResolver(editReviewSchema),
    defaultValues: editValuesOf(review),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await save(toEditReviewRequest(values));
      setMessage({ ok: true, text: 'Your review was saved.' });
    } catch (error) {
      if (!showServerFieldErrors(error, editValuesOf(review), setError))
        setMessage({ ok: false, text: errorText(error, 'Your review could not be saved. Please try again.') });
    }
  });
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label="Edit your review">
      <Grid container spacing={2.5}>
        <ReviewContentFields control={control} idPrefix="edit-review" />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="displayName"
            id="edit-review-displayName"
            label="Display name"
            required
          />
        </Grid>
        {message && (
          <Grid size={{ xs: 12 }}>
            <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save changes
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
