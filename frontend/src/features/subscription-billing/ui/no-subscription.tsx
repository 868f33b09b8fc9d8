import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { StatePanel } from '@/shared/ui';

export function NoSubscription() {
  return (
    <StatePanel
      headingLevel="h3"
      icon={<CardMembershipIcon />}
      title="No Active Subscription"
      description="This school has no premium subscription. Choose a plan to unlock the premium listing."
      actions={
        <Button component={RouterLink} to={paths.subscription.href()} variant="contained">
          Choose a Plan
        </Button>
      }
    />
  );
}
