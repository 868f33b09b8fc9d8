import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useClaimWithSubscriptionMutation, useGetSchoolBySlugQuery, useListSubscriptionPlansQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { formatPlanPrices } from '@/shared/lib/format';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, StatePanel } from '@/shared/ui';
import { clearClaimDraft, loadClaimPlan, saveClaimPlan } from '../model/claim-draft';
import { checkoutSessionId } from '../model/checkout-return';
import type { PlanType } from '../model/claim-form';
import { BenefitsCard } from './benefits-card';
import { CheckoutReturnPanel } from './checkout-return-panel';
import { ClaimForm } from './claim-form';
import { PricingCard } from './pricing-card';

/** /claim-school (docs/product.md "Signed-in screens"): benefits, pricing with the plan toggle, and the claim request form. */
export function ClaimSchoolPage() {
  usePageMeta(staticPageMeta('claimSchool'));
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const status = searchParams.get('status');
  // 'Claim This School' on a school's page: /claim-school?school=<slug> names the school for the form.
  // Only a well-formed slug is looked up: the value goes into the request path.
  const schoolSlug = /^[\w-]{1,255}$/.test(searchParams.get('school') ?? '') ? searchParams.get('school') : null;
  const school = useGetSchoolBySlugQuery({ slug: schoolSlug ?? '' }, { skip: !schoolSlug || status === 'success' });
  // Issue 36: no plan is chosen for the claimant; only one they picked themselves (kept for this tab) is.
  const [planType, setPlanType] = useState<PlanType | null>(() => loadClaimPlan());
  // A claim recorded without a checkout (nothing to pay): the page says the team will verify it.
  const [received, setReceived] = useState<string | null>(null);
  const [planMissing, setPlanMissing] = useState(false);
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

  // The success panel (docs/product.md "Client behaviour") confirms the payment with the server first.
  if (status === 'success') return <CheckoutReturnPanel sessionId={checkoutSessionId(searchParams)} />;
  if (received !== null) return <ClaimReceivedPanel schoolName={received} />;

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
        {/* Issue 36: what claiming costs, said before any form is filled (the prices are the plans' own). */}
        <Alert severity="info" sx={{ mb: 3 }} data-testid="claim-cost">
          <AlertTitle>Claiming comes with a Premium plan</AlertTitle>
          {plans.data?.length
            ? `A claimed listing is a Premium listing: ${formatPlanPrices(plans.data)}. Choose your plan below; you pay on the next page, after sending your claim.`
            : 'A claimed listing is a paid Premium listing. Choose your plan below; you pay on the next page, after sending your claim.'}
        </Alert>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ display: 'grid', gap: 3 }}>
              <BenefitsCard />
              <PricingCard
                plans={plans.data}
                isLoading={plans.isLoading}
                planType={planType}
                missing={planMissing}
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
                  within 24-48 hours. Claiming includes the Premium plan you choose
                  {plans.data?.length ? ` (${formatPlanPrices(plans.data)})` : ''}, paid on the next page.
                </Typography>
                <ClaimForm
                  planType={planType}
                  schoolName={school.data?.name}
                  submit={(body) => claim({ claimWithSubscriptionRequest: body }).unwrap()}
                  onPlanMissing={() => {
                    setPlanMissing(true);
                    document.getElementById('pricing')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                  }}
                  onReceived={(name) => {
                    clearClaimDraft();
                    setReceived(name);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

/** The claim needed no checkout: the claimant is told only that the team verifies it (issue 36). */
function ClaimReceivedPanel({ schoolName }: { schoolName: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <StatePanel
        headingLevel="h1"
        icon={<CheckCircleIcon sx={{ color: 'success.main' }} />}
        title="Claim Request Submitted!"
        description={`Thank you! We have received your claim for ${schoolName}. Our team verifies every request, typically within 24-48 hours, and will e-mail you once it is decided.`}
        actions={
          <Button component={RouterLink} to={paths.home.href()} variant="contained">
            Return to Homepage
          </Button>
        }
      />
    </Container>
  );
}
