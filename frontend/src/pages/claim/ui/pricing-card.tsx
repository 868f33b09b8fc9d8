import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Radio,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { planCardPrice, perInterval, yearlySavings } from '@/features/subscription-billing';
import type { SubscriptionPlanResponse } from '@/shared/api';
import type { PlanType } from '../model/claim-form';

export interface PricingCardProps {
  plans: SubscriptionPlanResponse[] | undefined;
  isLoading: boolean;
  /** Null until the claimant picks one (issue 36: nothing is chosen for them). */
  planType: PlanType | null;
  /** The claim form was sent without a plan: the card says so. */
  missing?: boolean;
  onPlanTypeChange: (planType: PlanType) => void;
}

/**
 * The pricing card (anchor #pricing, linked from 'Learn About Premium'): the
 * two plans as selectable cards, none chosen until the claimant picks one,
 * with the saving computed from the prices.
 */
export function PricingCard({ plans, isLoading, planType, missing = false, onPlanTypeChange }: PricingCardProps) {
  const savings = yearlySavings(plans);
  const ordered = [...(plans ?? [])].sort((a, b) => (a.interval === 'yearly' ? -1 : b.interval === 'yearly' ? 1 : 0));
  const features = (plans?.find((p) => p.interval === planType) ?? plans?.[0])?.features ?? [];

  return (
    <Card id="pricing" variant="outlined" sx={{ borderRadius: 3, scrollMarginTop: 96 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          Premium Listing Pricing
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Choose how you would like to pay. Cancel anytime; 30-day money-back guarantee.
        </Typography>
        {missing && !planType && (
          <Alert severity="error" sx={{ mb: 1.5 }} id="plan-missing">
            Please select a subscription plan
          </Alert>
        )}
        <Stack
          spacing={1.5}
          role="radiogroup"
          aria-label="Subscription plan"
          aria-required
          aria-describedby={missing && !planType ? 'plan-missing' : undefined}
        >
          {isLoading &&
            [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={88} data-testid="plan-skeleton" />)}
          {ordered.map((plan) => {
            const selected = plan.interval === planType;
            const inputId = `plan-${plan.interval}`;
            return (
              <Card
                key={plan.id}
                variant="outlined"
                sx={{
                  borderWidth: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? '#f0f6fc' : 'background.paper',
                }}
              >
                <CardActionArea onClick={() => onPlanTypeChange(plan.interval)} aria-labelledby={`${inputId}-label`}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 2 }}>
                    <Radio
                      checked={selected}
                      value={plan.interval}
                      onChange={() => onPlanTypeChange(plan.interval)}
                      slotProps={{ input: { id: inputId, 'aria-labelledby': `${inputId}-label` } }}
                    />
                    {/* Below sm the price and the chip go under the title: a 390 px row is too narrow for all four. */}
                    <Box
                      sx={{
                        flex: 1,
                        minWidth: 0,
                        display: 'grid',
                        alignItems: 'center',
                        columnGap: 1.5,
                        rowGap: 0.5,
                        gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto auto' },
                        gridTemplateAreas: { xs: '"title title" "price chip"', sm: '"title price chip"' },
                      }}
                    >
                      <Box sx={{ gridArea: 'title' }}>
                        <Typography id={`${inputId}-label`} sx={{ fontWeight: 700 }}>
                          {plan.name}
                        </Typography>
                        {plan.interval === 'yearly' && savings && (
                          <Typography variant="body2" color="success.main">
                            Save {planCardPrice(savings.cents)} per year
                          </Typography>
                        )}
                      </Box>
                      <Box
                        sx={{
                          gridArea: 'price',
                          display: 'flex',
                          flexDirection: { xs: 'row', sm: 'column' },
                          alignItems: { xs: 'baseline', sm: 'flex-end' },
                          columnGap: 0.75,
                        }}
                      >
                        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.1 }}>
                          {planCardPrice(plan.price)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          per {perInterval(plan.interval)}
                        </Typography>
                      </Box>
                      {plan.interval === 'yearly' && savings && (
                        <Chip
                          size="small"
                          color="success"
                          label={`Save ${savings.percent}%`}
                          sx={{ gridArea: 'chip', justifySelf: 'end' }}
                        />
                      )}
                    </Box>
                  </Stack>
                </CardActionArea>
              </Card>
            );
          })}
        </Stack>
        {features.length > 0 && (
          <List dense sx={{ mt: 1 }} aria-label="Included with Premium">
            {features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
