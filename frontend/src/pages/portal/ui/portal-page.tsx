import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PortalBillingTab } from '@/features/subscription-billing';
import { useListPortalSchoolsQuery } from '@/shared/api/signed-in';
import { useLogout, useSession, type SessionUser } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { StatePanel, TabbedPanel } from '@/shared/ui';
import { PortalOverview } from './portal-overview';
import { PortalSchoolsTab } from './portal-schools-tab';
import { PortalSettings } from './portal-settings';
import { useSignInRedirect } from './use-sign-in-redirect';

const TABS = ['Overview', 'Schools', 'Billing', 'Settings'] as const;
type TabName = (typeof TABS)[number];

function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }} role="status" aria-label="Loading portal">
      <CircularProgress />
    </Box>
  );
}

/** /portal: the signed-in user's schools (docs/product.md "Signed-in screens"). */
export function PortalPage() {
  usePageMeta({ title: `School Portal | ${APP_NAME}`, description: 'Manage your school listing.' });
  const session = useSession();
  const redirect = useSignInRedirect(paths.portal.href());

  useEffect(() => {
    if (session.status === 'signed-out') redirect('Please log in to access the portal.');
  }, [session.status, redirect]);

  if (session.status !== 'signed-in') return <Spinner />;
  return <PortalForUser user={session.user} onUnauthorized={redirect} />;
}

function PortalForUser({ user, onUnauthorized }: { user: SessionUser; onUnauthorized: (text: string) => void }) {
  const logout = useLogout();
  const [searchParams] = useSearchParams();
  // `/portal?tab=billing` (a refusal's 'Go to the billing page', a receipt's 'View billing') opens that tab.
  const [tab, setTab] = useState<TabName>(() => (searchParams.get('tab') === 'billing' ? 'Billing' : 'Overview'));
  const {
    data: links,
    isLoading,
    error,
  } = useListPortalSchoolsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const unauthorized = (error as { status?: unknown } | undefined)?.status === 401;

  useEffect(() => {
    if (unauthorized) onUnauthorized('Please log in to access the portal.');
  }, [unauthorized, onUnauthorized]);

  if (isLoading || unauthorized) return <Spinner />;
  if (error || !links) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <StatePanel
          role="alert"
          title="Unable to Load Your Schools"
          description="Please try again later."
          actions={
            <Button variant="contained" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          }
        />
      </Container>
    );
  }
  if (!links.length) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <StatePanel
          icon={<AddBusinessIcon />}
          title="No Schools Found"
          description="You don't have access to any schools yet. Please claim your school first."
          actions={
            <Button component={RouterLink} to={paths.claimSchool.href()} variant="contained">
              Claim Your School
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            School Portal
          </Typography>
          <Typography color="text.secondary">Welcome back, {user.firstName || user.email}</Typography>
        </Box>
        <Button variant="outlined" onClick={() => void logout()}>
          Logout
        </Button>
      </Stack>
      <TabbedPanel idPrefix="portal" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'Overview' && <PortalOverview links={links} />}
        {tab === 'Schools' && <PortalSchoolsTab links={links} onUnauthorized={onUnauthorized} />}
        {tab === 'Billing' && <PortalBillingTab schools={links} />}
        {tab === 'Settings' && <PortalSettings user={user} />}
      </TabbedPanel>
    </Container>
  );
}
