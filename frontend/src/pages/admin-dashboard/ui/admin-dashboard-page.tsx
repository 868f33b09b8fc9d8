import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import QueueIcon from '@mui/icons-material/Queue';
import { Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { ReviewQueueCount } from './review-queue-count';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isAdminRole, useLogout, useSession } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { TabbedPanel, useToast } from '@/shared/ui';
import { AdminAnalyticsTab } from './admin-analytics-tab';
import { AdminApprovalsTab } from './admin-approvals-tab';
import { AdminArticlesTab } from './admin-articles-tab';
import { AdminBillingTab } from './admin-billing-tab';
import { AdminClaimsTab } from './admin-claims-tab';
import { AdminDataTab } from './admin-data-tab';
import { AdminLeadsTab } from './admin-leads-tab';
import { AdminNeighborhoodsTab } from './admin-neighborhoods-tab';
import { AdminReviewsTab } from './admin-reviews-tab';
import { AdminCorrections } from './admin-corrections';
import { AdminListingReminders } from './admin-listing-reminders';
import { AdminOverview } from './admin-overview';
import { AdminSchoolsTab } from './admin-schools-tab';
import { AuditLogTab } from './audit-log-tab';
import { ContactInboxTab } from './contact-inbox-tab';
import { UsersTab } from './users-tab';

const TABS = [
  'Overview',
  'Schools',
  'Articles',
  'Neighborhoods',
  'Approvals',
  'Claims',
  'Reviews',
  'Leads',
  'Billing',
  'Analytics',
  'Users',
  'Inbox',
  'Audit',
  'Data',
] as const;
type TabName = (typeof TABS)[number];

/** `?tab=claims` → 'Claims'; a missing or unknown value is the Overview. */
function tabFromUrl(value: string | null): TabName {
  return TABS.find((tab) => tab.toLowerCase() === value?.toLowerCase()) ?? 'Overview';
}

/**
 * The active tab lives in the URL (`?tab=schools`): a reload keeps it, a link
 * can point at it, and each change is a history entry, so Back returns to the
 * tab before.
 */
function useTabInUrl(): [TabName, (tab: TabName) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabFromUrl(params.get('tab'));
  const setTab = (next: TabName) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'Overview') updated.delete('tab');
      else updated.set('tab', next.toLowerCase());
      return updated;
    });
  return [tab, setTab];
}

function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }} role="status" aria-label="Loading admin dashboard">
      <CircularProgress />
    </Box>
  );
}

/** /admin-dashboard and /admin (role admin or super_admin, docs/product.md "Signed-in screens"). */
export function AdminDashboardPage() {
  usePageMeta({ title: `Admin Dashboard | ${APP_NAME}` });
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { toast } = useToast();
  const allowed = session.status === 'signed-in' && isAdminRole(session.user.role);

  useEffect(() => {
    if (session.status === 'loading' || allowed) return;
    toast({ title: 'Access Denied', description: 'Admin access required', variant: 'destructive' });
    // Signed out: sign-in brings the admin back to this page and tab. Signed in without the role: /login
    // forwards them to their own dashboard (a `next` back here would only send them round in a circle).
    const next = session.status === 'signed-out' ? `${pathname}${search}` : undefined;
    navigate(paths.login.href(next), { replace: true });
  }, [session.status, allowed, toast, navigate, pathname, search]);

  if (!allowed) return <Spinner />;
  return <AdminDashboard />;
}

function AdminDashboard() {
  const logout = useLogout();
  const [tab, setTab] = useTabInUrl();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            Admin Dashboard
          </Typography>
          <Typography color="text.secondary">Schools, articles, neighborhoods, people, mail and claims</Typography>
          <ReviewQueueCount onOpen={setTab} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.home.href()} startIcon={<ArrowBackIcon />} variant="outlined">
            Back to Site
          </Button>
          <Button component={RouterLink} to={paths.account.href()} variant="outlined">
            Your Profile
          </Button>
          <Button
            href={paths.queueDashboard.href()}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<QueueIcon />}
          >
            Queue Dashboard
          </Button>
          <Button variant="contained" onClick={() => void logout()}>
            Logout
          </Button>
        </Stack>
      </Stack>
      <TabbedPanel idPrefix="admin" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'Overview' && <AdminOverview />}
        {tab === 'Schools' && <AdminSchoolsTab />}
        {tab === 'Articles' && <AdminArticlesTab />}
        {tab === 'Neighborhoods' && <AdminNeighborhoodsTab />}
        {tab === 'Approvals' && (
          <>
            <AdminApprovalsTab />
            <AdminCorrections />
            <AdminListingReminders />
          </>
        )}
        {tab === 'Claims' && <AdminClaimsTab />}
        {tab === 'Reviews' && <AdminReviewsTab />}
        {tab === 'Leads' && <AdminLeadsTab />}
        {tab === 'Billing' && <AdminBillingTab />}
        {tab === 'Users' && <UsersTab />}
        {tab === 'Inbox' && <ContactInboxTab />}
        {tab === 'Audit' && <AuditLogTab />}
        {tab === 'Data' && <AdminDataTab />}
        {tab === 'Analytics' && <AdminAnalyticsTab />}
      </TabbedPanel>
    </Container>
  );
}
