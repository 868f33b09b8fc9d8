import CheckIcon from '@mui/icons-material/Check';
import SchoolIcon from '@mui/icons-material/School';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { exactPrice, perInterval, planCardPrice, yearlySavings } from '@/features/subscription-billing';
import { errorText, useListSubscriptionPlansQuery, type SubscriptionPlanResponse } from '@/shared/api';
import { useCreateSubscriptionMutation, type CreateSubscriptionResponse } from '@/shared/api/signed-in';
import {
  useGetPortalSubscriptionQuery,
  useListPortalSchoolsQuery,
  type PortalSchoolLinkResponse,
} from '@/shared/api/signed-in';
import { useSession } from '@/shared/auth';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, StatePanel, useToast } from '@/shared/ui';
import { CREATE_FAILED, PAYMENT_SUCCESS, SIGN_IN_AGAIN, type PaymentOutcome } from '../model/payment-outcome';
import type { PaidSchoolState } from '@/features/subscription-billing';
import { SandboxPaymentForm } from './sandbox-payment-form';

// Stripe.js and its React bindings load only when a real (Stripe-mode) payment form is shown.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

const SIGN_IN_DELAY_MS = 500;

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function PlanCard({
  plan,
  savingsCents,
  onChoose,
  chosen,
}: {
  plan: SubscriptionPlanResponse;
  savingsCents: number | null;
  onChoose: () => void;
  chosen: boolean;
}) {
  const popular = plan.interval === 'yearly';
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        borderWidth: 2,
        borderColor: chosen || popular ? 'primary.main' : 'divider',
        position: 'relative',
      }}
    >
      {popular && <Chip label="Most Popular" color="primary" sx={{ position: 'absolute', top: 16, right: 16 }} />}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" component="h3">
          {plan.name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, mt: 1 }}>
          {planCardPrice(plan.price)}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            / {perInterval(plan.interval)}
          </Typography>
        </Typography>
        {popular && savingsCents !== null && (
          <Typography color="success.main" sx={{ fontWeight: 600 }}>
            Save {planCardPrice(savingsCents)} per year
          </Typography>
        )}
        <List dense>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button fullWidth variant={chosen ? 'contained' : 'outlined'} onClick={onChoose} aria-pressed={chosen}>
          Choose {plan.name}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * One of the owner's schools to subscribe. A school that already has a running subscription is not offered a
 * plan again (docs/decisions/one-subscription-per-school.md): it says so and links to where it is managed.
 */
function SchoolChoice({
  link,
  selected,
  disabled,
  onChoose,
}: {
  link: PortalSchoolLinkResponse;
  selected: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const status = useGetPortalSubscriptionQuery({ schoolId: link.schoolId }).data?.subscription?.status;
  const subscribed = status === 'active' || status === 'trialing';
  const place = `${link.school.city}, ${link.school.zipCode}`;
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} disabled={disabled || subscribed} onClick={onChoose}>
        <ListItemIcon>
          <SchoolIcon />
        </ListItemIcon>
        <ListItemText primary={link.school.name} secondary={subscribed ? `${place} · Already subscribed` : place} />
      </ListItemButton>
      {subscribed && (
        <Button component={RouterLink} to={paths.portal.href('billing')} size="small" sx={{ flexShrink: 0, ml: 1 }}>
          Manage in Billing
        </Button>
      )}
    </ListItem>
  );
}

/** /subscription (docs/product.md "Signed-in screens"): plan → school → 'Complete Your Subscription' with the payment form. */
export function SubscriptionPage() {
  usePageMeta({ title: 'Premium Subscription', description: 'Choose a premium plan for your school listing.' });
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const navigate = useNavigate();
  const { toast } = useToast();
  const plans = useListSubscriptionPlansQuery();
  const schools = useListPortalSchoolsQuery(undefined, { skip: !signedIn });
  const [createSubscription, creating] = useCreateSubscriptionMutation();
  const [plan, setPlan] = useState<SubscriptionPlanResponse | null>(null);
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [payment, setPayment] = useState<CreateSubscriptionResponse | null>(null);
  // One subscription per school: the server's refusal, said under the school list with the way to billing.
  const [refusal, setRefusal] = useState<string | null>(null);

  if (session.status === 'loading') return <Spinner label="Loading" />;
  if (!signedIn) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <StatePanel
          headingLevel="h1"
          title="Premium Subscription"
          description="Please log in to choose a subscription for your school."
          actions={
            <Button variant="contained" href={paths.apiLogin.href()}>
              Log In
            </Button>
          }
        />
      </Container>
    );
  }

  const savings = yearlySavings(plans.data);

  const chooseSchool = async (id: number) => {
    if (!plan) return;
    setSchoolId(id);
    setPayment(null);
    setRefusal(null);
    try {
      setPayment(await createSubscription({ createSubscriptionRequest: { planId: plan.id, schoolId: id } }).unwrap());
    } catch (error) {
      setSchoolId(null);
      if ((error as { status?: unknown }).status === 401) {
        toast({ title: 'Unauthorized', description: SIGN_IN_AGAIN, variant: 'destructive' });
        window.setTimeout(() => window.location.assign(paths.apiLogin.href()), SIGN_IN_DELAY_MS);
        return;
      }
      // One subscription per school: the refusal is said once, under the school list, with the way to billing.
      if ((error as { status?: unknown }).status === 409) return setRefusal(errorText(error, CREATE_FAILED));
      toast({ title: 'Error', description: CREATE_FAILED, variant: 'destructive' });
    }
  };

  const paymentDone = (outcome: PaymentOutcome) => {
    if (!outcome.ok) {
      toast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    toast(PAYMENT_SUCCESS);
    // The subscription is recorded when the provider's webhook arrives, a moment after the payment: the portal
    // waits for it instead of showing the status from before.
    navigate(paths.portal.href(), { state: { paidSchoolId: schoolId } satisfies PaidSchoolState });
  };

  const links = schools.data ?? [];
  return (
    <>
      <PageHero title="Premium Subscription" subtitle="Give your school a premium listing that families notice." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.6rem', mb: 3 }}>
          Choose Your Plan
        </Typography>
        {plans.isLoading ? (
          <Spinner label="Loading plans" />
        ) : (
          <Grid container spacing={3}>
            {(plans.data ?? []).map((p) => (
              <Grid key={p.id} size={{ xs: 12, md: 6 }}>
                <PlanCard
                  plan={p}
                  savingsCents={savings?.cents ?? null}
                  chosen={plan?.id === p.id}
                  onChoose={() => {
                    setPlan(p);
                    setSchoolId(null);
                    setPayment(null);
                    setRefusal(null);
                  }}
                />
              </Grid>
            ))}
          </Grid>
        )}

        {plan && (
          <Box sx={{ mt: 5 }}>
            {schools.isLoading ? (
              <Spinner label="Loading your schools" />
            ) : links.length === 0 ? (
              <StatePanel
                icon={<SchoolIcon />}
                title="No Schools Found"
                description="You don't have access to any schools yet. Please claim your school first."
                actions={
                  <Button component={RouterLink} to={paths.claimSchool.href()} variant="contained">
                    Claim Your School
                  </Button>
                }
              />
            ) : (
              <Card variant="outlined" sx={{ borderRadius: 3 }}>
                <CardContent>
                  <Typography variant="h3" component="h2" gutterBottom>
                    Select School
                  </Typography>
                  <List aria-label="Your schools">
                    {links.map((link) => (
                      <SchoolChoice
                        key={link.schoolId}
                        link={link}
                        selected={schoolId === link.schoolId}
                        disabled={creating.isLoading}
                        onChoose={() => chooseSchool(link.schoolId)}
                      />
                    ))}
                  </List>
                  {refusal && (
                    <Alert
                      severity="info"
                      action={
                        <Button component={RouterLink} to={paths.portal.href('billing')} color="inherit" size="small">
                          Go to billing
                        </Button>
                      }
                    >
                      {refusal}
                    </Alert>
                  )}
                </CardContent>
              </Card>
            )}
          </Box>
        )}

        {creating.isLoading && <Spinner label="Preparing payment" />}
        {plan && payment && schoolId !== null && (
          <Card variant="outlined" sx={{ borderRadius: 3, mt: 4, maxWidth: 640, mx: 'auto' }}>
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <Typography variant="h3" component="h2" gutterBottom>
                Complete Your Subscription
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mb: 3, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
                <Typography color="text.secondary">
                  {exactPrice(plan.price)} per {perInterval(plan.interval)}
                </Typography>
              </Stack>
              {payment.mode === 'stripe' ? (
                <Suspense fallback={<Spinner label="Loading payment form" />}>
                  <StripePaymentForm
                    publishableKey={payment.publishableKey}
                    clientSecret={payment.clientSecret}
                    onDone={paymentDone}
                  />
                </Suspense>
              ) : (
                <SandboxPaymentForm
                  clientSecret={payment.clientSecret}
                  amount={exactPrice(plan.price)}
                  onDone={paymentDone}
                />
              )}
            </CardContent>
          </Card>
        )}
      </Container>
    </>
  );
}
