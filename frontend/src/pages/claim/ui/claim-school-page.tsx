import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useClaimWithSubscriptionMutation, useListSubscriptionPlansQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, StatePanel } from '@/shared/ui';
import { DEFAULT_PLAN, type PlanType } from '../model/claim-form';
import { BenefitsCard } from './benefits-card';
import { ClaimForm } from './claim-form';
import { PricingCard } from './pricing-card';

/** Shown when the checkout returns (`?status=success`), DECISIONS.md. */
function ClaimSubmittedPanel() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <StatePanel
        headingLevel="h1"
        icon={<CheckCircleIcon sx={{ color: 'success.main' }} />}
        title="Claim Request Submitted!"
        description={
          <>
            Thank you! We have received your payment and your claim request. Our team verifies every request, typically
            within 24-48 hours. Once approved, we will e-mail you a link to set your password and reach your school
            portal.
          </>
        }
        actions={
          <Button component={RouterLink} to={paths.home.href()} variant="contained">
            Return to Homepage
          </Button>
        }
      />
    </Container>
  );
}

/** /claim-school (spec 001 §2): benefits, pricing with the plan toggle, and the claim request form. */
export function ClaimSchoolPage() {
  usePageMeta({
    title: 'Claim Your School | Premium School Profiles',
    description: 'Claim your school profile, choose a premium plan and manage your listing.',
  });
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const status = searchParams.get('status');
  const [planType, setPlanType] = useState<PlanType>(DEFAULT_PLAN);
  const plans = useListSubscriptionPlansQuery();
  const [claim] = useClaimWithSubscriptionMutation();

  // A link to /claim-school#pricing lands on the pricing card once the page has rendered.
  useEffect(() => {
    if (hash !== '#pricing' || status === 'success') return;
    const timer = window.setTimeout(() => document.getElementById('pricing')?.scrollIntoView({ block: 'start' }), 50);
    return () => window.clearTimeout(timer);
  }, [hash, status]);

  if (status === 'success') return <ClaimSubmittedPanel />;

  return (
    <>
      <PageHero
        title="Claim Your School Profile"
        subtitle="Take charge of your school's listing, reach more families and unlock premium features."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {status === 'cancelled' && (
          <Alert severity="info" sx={{ mb: 3 }}>
            Checkout was cancelled and nothing was charged. You can submit your claim again whenever you are ready.
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
                onPlanTypeChange={setPlanType}
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
