import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { StatePanel } from '@/shared/ui';

/**
 * docs/product.md "Subscriptions": 'No Active Subscription' and 'Choose a Plan'. A school can be premium without one (an admin's
 * Premium switch, or the demo's example listings): it is told so instead of being offered what it has.
 */
export function NoSubscription({ premium = false }: { premium?: boolean }) {
  return (
    <StatePanel
      headingLevel="h3"
      icon={<CardMembershipIcon />}
      title="No Active Subscription"
      description={
        premium
          ? 'Your premium listing was granted by the Vegas Private Schools team, with nothing to pay. A plan keeps it premium should that grant end.'
          : 'This school has no premium subscription. Choose a plan to unlock the premium listing.'
      }
      actions={
        <Button component={RouterLink} to={paths.subscription.href()} variant="contained">
          Choose a Plan
        </Button>
      }
    />
  );
}
