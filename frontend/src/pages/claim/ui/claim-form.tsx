import { zodResolver } from '@hookform/resolvers/zod';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Grid, Link, type TextField, Typography } from '@mui/material';
import { useEffect, useState, type ComponentProps } from 'react';
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
import { loadClaimDraft, saveClaimDraft } from '../model/claim-draft';

export interface ClaimFormProps {
  /** The plan chosen in the pricing card; it is what gets sent. Null: none chosen yet, the form asks for one. */
  planType: PlanType | null;
  /**
   * Sends the claim; resolves with the checkout address (null: the claim needs no payment and waits for the
   * team), rejects with the call's error.
   */
  submit: (body: ClaimWithSubscriptionRequest) => Promise<{ checkoutUrl: string | null }>;
  /** The claim was recorded without a checkout: the page says the team will verify it. */
  onReceived?: (schoolName: string) => void;
  /** Sent without a plan: the page points at the pricing card. */
  onPlanMissing?: () => void;
  /** Leaves for the checkout page (a full navigation: it is another site, or the sandbox). */
  redirect?: (url: string) => void;
  /** The school the claimant came from ('Claim This School' on its page): fills School Name in. */
  schoolName?: string;
}

type FieldName = keyof ClaimFormValues;

function serverFieldErrors(error: unknown): [FieldName, string][] {
  const errors = (error as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors;
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([field, list]) => field in EMPTY_CLAIM_FORM && list.length > 0)
    .map(([field, list]) => [field as FieldName, list[0]]);
}

/**
 * The claim request form: on success the browser goes to the checkout of the
 * chosen plan. What is typed is kept as a draft for this tab, so coming back
 * from a cancelled checkout finds the form as it was left.
 */
export function ClaimForm({
  planType,
  submit,
  redirect = (url) => window.location.assign(url),
  schoolName,
  onReceived,
  onPlanMissing,
}: ClaimFormProps) {
  const { toast } = useToast();
  const [initialValues] = useState<ClaimFormValues>(() => ({ ...EMPTY_CLAIM_FORM, ...loadClaimDraft() }));
  const [planMissing, setPlanMissing] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isSubmitting, isSubmitSuccessful },
  } = useForm<ClaimFormValues, unknown, ReturnType<typeof claimFormSchema.parse>>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: initialValues,
  });

  useEffect(() => {
    const subscription = watch((values) => saveClaimDraft(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  // The school's page named the school: that wins over an earlier draft's school, the claimant's own details stay.
  useEffect(() => {
    if (schoolName) setValue('schoolName', schoolName, { shouldDirty: true });
  }, [schoolName, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    if (!planType) {
      setPlanMissing(true);
      onPlanMissing?.();
      // Not a success: the button must not stay 'Processing...'.
      throw new Error('no plan chosen');
    }
    setPlanMissing(false);
    try {
      const { checkoutUrl } = await submit(toClaimRequest(values, planType));
      if (checkoutUrl) redirect(checkoutUrl);
      else onReceived?.(values.schoolName);
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
        // Said at once, beside the fields' own messages, not only once every field is valid.
        if (!planType) setPlanMissing(true);
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
        {planMissing && !planType && (
          <Grid size={{ xs: 12 }}>
            <Alert severity="error" role="alert">
              Please select a subscription plan.{' '}
              <Link href="#pricing" onClick={() => onPlanMissing?.()}>
                Choose a plan
              </Link>
            </Alert>
          </Grid>
        )}
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
