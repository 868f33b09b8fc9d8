import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import QueueIcon from '@mui/icons-material/Queue';
import { Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isAdminRole, useLogout, useSession } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { TabbedPanel, useToast } from '@/shared/ui';
import { AdminApprovalsTab } from './admin-approvals-tab';
import { AdminArticlesTab } from './admin-articles-tab';
import { AdminClaimsTab } from './admin-claims-tab';
import { AdminOverview } from './admin-overview';
import { AdminSchoolsTab } from './admin-schools-tab';

const TABS = ['Overview', 'Schools', 'Articles', 'Approvals', 'Claims'] as const;
type TabName = (typeof TABS)[number];

function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }} role="status" aria-label="Loading admin dashboard">
      <CircularProgress />
    </Box>
  );
}

/** /admin-dashboard and /admin (role admin or super_admin, spec 001 §2). */
export function AdminDashboardPage() {
  usePageMeta({ title: `Admin Dashboard | ${APP_NAME}` });
  const session = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const allowed = session.status === 'signed-in' && isAdminRole(session.user.role);

  useEffect(() => {
    if (session.status === 'loading' || allowed) return;
    toast({ title: 'Access Denied', description: 'Admin access required', variant: 'destructive' });
    navigate(paths.login.href(), { replace: true });
  }, [session.status, allowed, toast, navigate]);

  if (!allowed) return <Spinner />;
  return <AdminDashboard />;
}

function AdminDashboard() {
  const logout = useLogout();
  const [tab, setTab] = useState<TabName>('Overview');
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
          <Typography color="text.secondary">Schools, articles, approvals and claims</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.home.href()} startIcon={<ArrowBackIcon />} variant="outlined">
            Back to Site
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
        {tab === 'Approvals' && <AdminApprovalsTab />}
        {tab === 'Claims' && <AdminClaimsTab />}
      </TabbedPanel>
    </Container>
  );
}
