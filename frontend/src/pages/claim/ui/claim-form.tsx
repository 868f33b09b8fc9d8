import { zodResolver } from '@hookform/resolvers/zod';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Grid, type TextField, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { ClaimWithSubscriptionRequest } from '@/shared/api';
import { errorText } from '@/shared/api';
import { useToast, FormTextField } from '@/shared/ui';
import {
  claimFormSchema,
  EMPTY_CLAIM_FORM,
  toClaimRequest,
  type ClaimFormValues,
  type PlanType,
} from '../model/claim-form';

export interface ClaimFormProps {
  /** The plan chosen in the pricing card; it is what gets sent. */
  planType: PlanType;
  /** Sends the claim; resolves with the checkout address, rejects with the call's error. */
  submit: (body: ClaimWithSubscriptionRequest) => Promise<{ checkoutUrl: string }>;
  /** Leaves for the checkout page (a full navigation: it is another site, or the sandbox). */
  redirect?: (url: string) => void;
}

type FieldName = keyof ClaimFormValues;

function serverFieldErrors(error: unknown): [FieldName, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([field, list]) => field in EMPTY_CLAIM_FORM && list.length > 0)
    .map(([field, list]) => [field as FieldName, list[0]]);
}

/** The claim request form: on success the browser goes to the checkout of the chosen plan. */
export function ClaimForm({ planType, submit, redirect = (url) => window.location.assign(url) }: ClaimFormProps) {
  const { toast } = useToast();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isSubmitSuccessful },
  } = useForm<ClaimFormValues, unknown, ReturnType<typeof claimFormSchema.parse>>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: EMPTY_CLAIM_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { checkoutUrl } = await submit(toClaimRequest(values, planType));
      redirect(checkoutUrl);
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error)) setError(field, { type: 'server', message });
      toast({
        title: 'Submission Failed',
        description: errorText(error, 'Please try again later.'),
        variant: 'destructive',
      });
      throw error;
    }
  });

  // Stays 'Processing...' after success too: the page is being replaced by the checkout.
  const busy = isSubmitting || isSubmitSuccessful;

  const text = (name: FieldName, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <FormTextField {...extra} control={control} name={name} id={`claim-${name}`} label={label} required />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label="Claim request form"
      onSubmit={(event) => {
        onSubmit(event).catch(() => undefined);
      }}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12 }}>{text('schoolName', 'School Name', { autoComplete: 'organization' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', 'First Name', { autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', 'Last Name', { autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'Email Address', { type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', 'Phone Number', { type: 'tel', autoComplete: 'tel' })}</Grid>
        <Grid size={{ xs: 12 }}>
          {text('position', 'Position/Title', {
            autoComplete: 'organization-title',
            placeholder: 'e.g. Principal, Admissions Director',
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          {text('message', 'Your Affiliation with the School', {
            multiline: true,
            minRows: 4,
            placeholder: 'Tell us about your role at the school and how we can verify it.',
          })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            startIcon={<LockIcon />}
            sx={{ py: 1.5 }}
          >
            {busy ? 'Processing...' : 'Submit Claim & Continue to Payment'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
            You will pay securely on the next page. Our team verifies every claim, typically within 24-48 hours.
          </Typography>
        </Grid>
      </Grid>
    </Box>
  );
}
