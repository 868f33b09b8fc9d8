import { Alert, Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useClaimWithSubscriptionMutation, useGetSchoolBySlugQuery, useListSubscriptionPlansQuery } from '@/shared/api';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero } from '@/shared/ui';
import { clearClaimDraft, loadClaimPlan, saveClaimPlan } from '../model/claim-draft';
import { checkoutSessionId } from '../model/checkout-return';
import { DEFAULT_PLAN, type PlanType } from '../model/claim-form';
import { BenefitsCard } from './benefits-card';
import { CheckoutReturnPanel } from './checkout-return-panel';
import { ClaimForm } from './claim-form';
import { PricingCard } from './pricing-card';

/** /claim-school (spec 001 §2): benefits, pricing with the plan toggle, and the claim request form. */
export function ClaimSchoolPage() {
  usePageMeta(staticPageMeta('claimSchool'));
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const status = searchParams.get('status');
  // 'Claim This School' on a school's page: /claim-school?school=<slug> names the school for the form.
  // Only a well-formed slug is looked up: the value goes into the request path.
  const schoolSlug = /^[\w-]{1,255}$/.test(searchParams.get('school') ?? '') ? searchParams.get('school') : null;
  const school = useGetSchoolBySlugQuery({ slug: schoolSlug ?? '' }, { skip: !schoolSlug || status === 'success' });
  const [planType, setPlanType] = useState<PlanType>(() => loadClaimPlan() ?? DEFAULT_PLAN);
  const plans = useListSubscriptionPlansQuery();
  const [claim] = useClaimWithSubscriptionMutation();

  const choosePlan = (plan: PlanType) => {
    setPlanType(plan);
    saveClaimPlan(plan);
  };

  // Checkout came back paid: the kept draft has done its job.
  useEffect(() => {
    if (status === 'success') clearClaimDraft();
  }, [status]);

  // A link to /claim-school#pricing lands on the pricing card once the page has rendered.
  useEffect(() => {
    if (hash !== '#pricing' || status === 'success') return;
    const timer = window.setTimeout(() => document.getElementById('pricing')?.scrollIntoView({ block: 'start' }), 50);
    return () => window.clearTimeout(timer);
  }, [hash, status]);

  // The success panel (DECISIONS.md) confirms the payment with the server first.
  if (status === 'success') return <CheckoutReturnPanel sessionId={checkoutSessionId(searchParams)} />;

  return (
    <>
      <PageHero
        title="Claim Your School Profile"
        subtitle="Take charge of your school's listing, reach more families and unlock premium features."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {status === 'cancelled' && (
          <Alert severity="info" sx={{ mb: 3 }}>
            Checkout was cancelled and nothing was charged. Your details are still filled in below: submit your claim
            again whenever you are ready.
          </Alert>
        )}
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ display: 'grid', gap: 3 }}>
              <BenefitsCard />
              <PricingCard
                plans={plans.data}
                isLoading={plans.isLoading}
                planType={planType}
                onPlanTypeChange={choosePlan}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <Typography variant="h3" component="h2" gutterBottom>
                  Claim Request
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  Tell us who you are and how you are connected to the school. Our team verifies the request, typically
                  within 24-48 hours.
                </Typography>
                <ClaimForm
                  planType={planType}
                  schoolName={school.data?.name}
                  submit={(body) => claim({ claimWithSubscriptionRequest: body }).unwrap()}
                />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
