import LockIcon from '@mui/icons-material/Lock';
import { Badge, Box, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { SchoolEditForm } from '@/features/school-edit-form';
import { DashboardBillingTab } from '@/features/subscription-billing';
import { errorText } from '@/shared/api';
import { useGetMySchoolQuery, useSubmitArticleMutation, useSubmitProfileChangesMutation } from '@/shared/api/signed-in';
import {
  useGetDashboardSubscriptionQuery,
  useGetPortalLeadSummaryQuery,
  useListMyPendingChangesQuery,
  useListPortalSchoolsQuery,
} from '@/shared/api/signed-in';
import { useSession } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { SelectField, StatePanel, TabbedPanel, useToast } from '@/shared/ui';
import { AnalyticsTab } from './analytics-tab';
import { ArticleForm } from './article-form';
import type { DashboardTab } from '../model/dashboard-tab';
import { tabFromUrl, withSchool, withTab } from '../model/dashboard-url';
import { DashboardOverview } from './dashboard-overview';
import { LeadsTab } from './leads-tab';
import { OpenHousesTab } from './open-houses-tab';
import { CorrectionsTab } from './corrections-tab';
import { CostsTab } from './costs-tab';
import { PendingChangesList } from './pending-changes-list';
import { ReviewsTab } from './reviews-tab';
import { profileSavedToast } from '../model/profile-toast';

const TABS: DashboardTab[] = [
  'Overview',
  'Leads',
  'Reviews',
  'Corrections',
  'Analytics',
  'Open houses',
  'Profile',
  'Costs',
  'Articles',
  'Pending',
  'Billing',
];

/** The open tab lives in the URL (`?tab=leads`), so a link (the portal's lead count) can open it and reloads keep it. */
function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = (next: DashboardTab) => setParams((current) => withTab(current, next), { replace: true });
  return [tabFromUrl(params, TABS), setTab];
}

/**
 * Which of the owner's schools the dashboard is about (`?school=12`): an owner of several campuses
 * switches between them; without it, the server's default (their oldest link).
 */
function useDashboardSchool(): [number | undefined, (schoolId: number) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('school'));
  const setSchool = (schoolId: number) => setParams((current) => withSchool(current, schoolId), { replace: false });
  return [Number.isInteger(wanted) && wanted > 0 ? wanted : undefined, setSchool];
}

function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }} role="status" aria-label="Loading dashboard">
      <CircularProgress />
    </Box>
  );
}

/** `signedOut`: the visitor may well be an owner who has not signed in yet, so 'Sign In' comes first. */
export function AccessDenied({ signedOut = false }: { signedOut?: boolean }) {
  const location = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <StatePanel
        icon={<LockIcon />}
        role="alert"
        headingLevel="h1"
        title="Access Denied"
        description="School Administrator Access Required"
        actions={
          <>
            {signedOut && (
              // Back to the very tab and lead asked for (a mailed link to ?tab=leads&lead=…), not the overview.
              <Button
                component={RouterLink}
                to={paths.login.href(`${location.pathname}${location.search}`)}
                variant="contained"
              >
                Sign In
              </Button>
            )}
            <Button component={RouterLink} to={paths.claimSchool.href()} variant={signedOut ? 'outlined' : 'contained'}>
              Claim Your School
            </Button>
            <Button component={RouterLink} to={paths.home.href()} variant="outlined">
              Back to Home
            </Button>
          </>
        }
      />
    </Container>
  );
}

/** /school-dashboard (role school_admin, docs/product.md "Signed-in screens"). */
export function SchoolDashboardPage() {
  usePageMeta({ title: `School Dashboard | ${APP_NAME}`, description: 'Manage your school profile and submissions.' });
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <AccessDenied signedOut />;
  if (session.user.role !== 'school_admin') return <AccessDenied />;
  return <Dashboard />;
}

function Dashboard() {
  const { toast } = useToast();
  const [tab, setTab] = useDashboardTab();
  const [requestedSchool, setSchool] = useDashboardSchool();
  const school = useGetMySchoolQuery({ schoolId: requestedSchool }, { refetchOnMountOrArgChange: true });
  const changes = useListMyPendingChangesQuery({ schoolId: requestedSchool }, { refetchOnMountOrArgChange: true });
  const subscription = useGetDashboardSubscriptionQuery(
    { schoolId: requestedSchool },
    { refetchOnMountOrArgChange: true },
  );
  // An owner of several schools picks one here (the portal lists the same links).
  const ownedSchools = useListPortalSchoolsQuery(undefined, { refetchOnMountOrArgChange: true }).data ?? [];
  const leadCounts = useGetPortalLeadSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [submitProfile] = useSubmitProfileChangesMutation();
  const [submitArticle] = useSubmitArticleMutation();

  // currentData: while another of the owner's schools loads, nothing of the previous one stays on screen.
  if (school.isLoading || (school.isFetching && !school.currentData)) return <Spinner />;
  const owned = school.currentData;
  if (!owned) {
    const status = (school.error as { status?: unknown } | undefined)?.status;
    if (status === 403 && requestedSchool !== undefined)
      // A link to a school that is not (or no longer) theirs: say so, and offer their own.
      return (
        <Container maxWidth="md" sx={{ py: 8 }}>
          <StatePanel
            role="alert"
            title="Not Your School"
            description={errorText(school.error, 'You do not have access to this school')}
            actions={
              <Button component={RouterLink} to={paths.schoolDashboard.href()} variant="contained">
                Open My Dashboard
              </Button>
            }
          />
        </Container>
      );
    const notLinked = status === 404;
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <StatePanel
          role={notLinked ? 'status' : 'alert'}
          title={notLinked ? 'No School Linked' : 'Unable to Load Your School'}
          description={
            notLinked
              ? 'No school is linked to your account yet. Claim your school to manage it here.'
              : 'Please try again later.'
          }
          actions={
            notLinked ? (
              <Button component={RouterLink} to={paths.claimSchool.href()} variant="contained">
                Claim Your School
              </Button>
            ) : (
              <Button variant="contained" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            )
          }
        />
      </Container>
    );
  }

  const pendingCount = (changes.data ?? []).filter((change) => change.status === 'pending').length;
  const schoolId = owned.id;
  const newLeads = leadCounts.data?.find((row) => row.schoolId === schoolId)?.newCount ?? 0;
  const failed = (error: unknown) =>
    toast({
      title: 'Submission Failed',
      description: errorText(error, 'Please try again later.'),
      variant: 'destructive',
    });

  return (
    // Keyed by the school: switching to another remounts every tab, so no form keeps the last school's values.
    <Container key={schoolId} maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" component="h1">
          School Dashboard
        </Typography>
        {ownedSchools.length > 1 ? (
          <SelectField
            id="dashboard-school"
            label="School"
            size="small"
            value={String(schoolId)}
            options={ownedSchools.map((link) => ({
              value: String(link.schoolId),
              // A hidden listing is still the owner's to edit; say it is not live.
              label: link.school.isActive ? link.school.name : `${link.school.name} (Draft)`,
            }))}
            onChange={(value) => setSchool(Number(value))}
            sx={{ mt: 1.5, minWidth: { sm: 320 } }}
          />
        ) : (
          <Typography color="text.secondary">{owned.name}</Typography>
        )}
      </Box>
      <TabbedPanel
        idPrefix="dashboard"
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={(name) =>
          name === 'Pending' ? (
            <Badge badgeContent={pendingCount} color="secondary" sx={{ pr: pendingCount ? 1.5 : 0 }}>
              Pending
            </Badge>
          ) : name === 'Leads' ? (
            <Badge badgeContent={newLeads} color="error" sx={{ pr: newLeads ? 1.5 : 0 }}>
              Leads
            </Badge>
          ) : (
            name
          )
        }
      >
        {tab === 'Overview' && (
          <DashboardOverview
            school={owned}
            subscription={subscription.data?.subscription}
            pendingCount={pendingCount}
            openTab={setTab}
          />
        )}
        {tab === 'Leads' && <LeadsTab schoolId={schoolId} schoolName={owned.name} acceptsLeads={owned.isPremium} />}
        {tab === 'Open houses' && <OpenHousesTab schoolId={schoolId} isPremium={owned.isPremium} gradeSpan={owned} />}
        {tab === 'Reviews' && <ReviewsTab schoolId={schoolId} />}
        {tab === 'Corrections' && <CorrectionsTab schoolId={schoolId} />}
        {tab === 'Analytics' && <AnalyticsTab schoolId={schoolId} />}
        {tab === 'Costs' && <CostsTab schoolId={schoolId} taught={owned} />}
        {tab === 'Profile' && (
          <Card variant="outlined">
            <CardContent>
              <SchoolEditForm
                school={owned}
                onSave={async (body) => {
                  try {
                    const outcome = await submitProfile({ schoolId, submitProfileChangesRequest: body }).unwrap();
                    toast(profileSavedToast(outcome.reviewedFields));
                    return outcome;
                  } catch (error) {
                    failed(error);
                    throw error;
                  }
                }}
              />
            </CardContent>
          </Card>
        )}
        {tab === 'Articles' && (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1} sx={{ mb: 3 }}>
                <Typography variant="h5" component="h2">
                  Submit a Guest Article
                </Typography>
                <Typography color="text.secondary">
                  Share your expertise with Las Vegas families. Articles are reviewed before publication, typically
                  within 24-48 hours.
                </Typography>
              </Stack>
              <ArticleForm
                submit={async (body) => {
                  try {
                    await submitArticle({ schoolId, submitArticleRequest: body }).unwrap();
                    toast({ title: 'Article Submitted', description: 'Your article has been submitted for review.' });
                  } catch (error) {
                    failed(error);
                    throw error;
                  }
                }}
              />
            </CardContent>
          </Card>
        )}
        {tab === 'Pending' && (changes.isLoading ? <Spinner /> : <PendingChangesList changes={changes.data ?? []} />)}
        {tab === 'Billing' && <DashboardBillingTab premium={owned.isPremium} schoolId={schoolId} />}
      </TabbedPanel>
    </Container>
  );
}
