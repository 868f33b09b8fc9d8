import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoIcon from '@mui/icons-material/Info';
import MapIcon from '@mui/icons-material/Map';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Box,
  Button,
  Chip,
  Container,
  Grid,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CompareToggle } from '@/features/compare-picker';
import { ExampleListingChip, ScholarshipBadge, UnclaimedNote, askSchoolHref } from '@/entities/school';
import { SchoolMap } from '@/features/school-map';
import { ShortlistButton } from '@/features/shortlist';
import { SuggestCorrection } from '@/features/suggest-correction';
import {
  useGetSchoolBySlugQuery,
  useListSubscriptionPlansQuery,
  useSubmitLeadMutation,
  type HttpError,
  type SchoolPageResponse,
  type SchoolResponse,
} from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { useCanonicalSlug } from '@/shared/lib/canonical-slug';
import { formatPlanPrices } from '@/shared/lib/format';
import { trackClicksWithin, trackSchoolEvent } from '@/shared/lib/analytics';
import { recordPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { CoverImage, NoScriptNote, StatePanel } from '@/shared/ui';
import type { LeadType } from '../model/lead-form';
import { AdmissionsSection } from './admissions-section';
import { FactSource, SchoolProfileBlock } from './fact-source';
import { LeadActionsCard, LeadStickyBar } from './lead-actions';
import { NeighborhoodProfileCard } from './neighborhood-card';
import { BlockCard, PhotoGallery, SocialLinksCard, VideosCard } from './premium-blocks';
import { SchoolOpenHouses } from './school-open-houses';
import { SchoolReviews } from './school-reviews';
import { SchoolSidebar } from './school-sidebar';
import { TuitionCostsSection } from './tuition-costs-section';
import { isLocated, schoolQueryArg } from '../model/page-queries';

/**
 * The request form's code (the form library and its schema, about 40 KB compressed) is fetched when a
 * family first opens it, not with the page.
 */
const LeadRequestDialog = lazy(() => import('./lead-request-dialog').then((m) => ({ default: m.LeadRequestDialog })));

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A school nobody manages yet: its people are invited to claim the listing. */
function ClaimBox({ school }: { school: SchoolResponse }) {
  const plans = useListSubscriptionPlansQuery();
  return (
    <Paper
      component="section"
      aria-labelledby="claim-title"
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        background: 'linear-gradient(135deg, #fff7ea 0%, #fdebd7 100%)',
        border: 1,
        borderColor: '#f3d2a6',
      }}
    >
      <Typography id="claim-title" variant="h3" component="h2" gutterBottom>
        Are you affiliated with {school.name}?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {/* A listing already premium (granted by the site's team) is not offered what it has. */}
        {school.isPremium
          ? 'Claim this listing to keep its information accurate and manage its premium profile.'
          : 'Claim this listing to keep its information accurate, and add photos, videos and social links that help families get to know your school.'}{' '}
        {/* Issue 36: claiming is a paid plan, said before any form (the prices are the plans' own). */}
        <Box component="strong" sx={{ color: 'text.primary' }} data-testid="claim-price">
          {plans.data?.length
            ? `Claiming comes with a Premium plan: ${formatPlanPrices(plans.data)}.`
            : 'Claiming comes with a paid Premium plan.'}
        </Box>
        {school.isPremium && ' A school that already pays for one is not charged again.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component={RouterLink}
          to={paths.claimSchool.hrefForSchool(school.slug)}
          variant="contained"
          color="secondary"
        >
          Claim This School
        </Button>
        {!school.isPremium && (
          <Button
            component={RouterLink}
            to={paths.claimSchool.href('pricing')}
            variant="outlined"
            color="secondary"
            startIcon={<WorkspacePremiumIcon />}
          >
            Learn About Premium
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** A school with an active owner: no claim is offered (who manages it is never shown). */
function ManagedNote({ schoolName }: { schoolName: string }) {
  return (
    <Stack
      component="section"
      aria-label="Listing management"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', px: 0.5, color: 'text.secondary' }}
    >
      <VerifiedIcon color="primary" fontSize="small" aria-hidden />
      <Typography variant="body2">Managed by the school: {schoolName} keeps this listing up to date.</Typography>
    </Stack>
  );
}

/** How a family asks about an admissions fact the school has not reported: its request form, else its contacts. */
function askOf(school: SchoolResponse, takesLeads: boolean, open: (type: LeadType) => void) {
  if (takesLeads) return { onClick: () => open('information') };
  const href = askSchoolHref(school);
  return href ? { href } : null;
}

function SchoolProfile({ school }: { school: SchoolPageResponse }) {
  const located = isLocated(school);
  // Only a premium listing that someone receives requests for offers them (issue 35); the others keep the
  // contact block, and a premium listing nobody receives requests for says so instead of taking them.
  const takesLeads = school.takesRequests;
  const [leadType, setLeadType] = useState<LeadType | null>(null);
  // Mounted from the first opening on: it keeps what was sent after closing, and closes with its animation.
  const [leadDialogMounted, setLeadDialogMounted] = useState(false);
  if (leadType !== null && !leadDialogMounted) setLeadDialogMounted(true);
  const [submitLead] = useSubmitLeadMutation();
  useEffect(() => trackSchoolEvent('profile_view', school.id), [school.id]);
  return (
    // Clicks on links marked `data-track` (website, phone, e-mail, directions, social, video) count for the school.
    <Box sx={{ display: 'contents' }} onClickCapture={trackClicksWithin(school.id)}>
      <Box component="header" sx={{ bgcolor: '#0a2540', color: '#fff' }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 }, pb: { xs: 4, md: 6 } }}>
          <Button
            component={RouterLink}
            to={paths.schools.href()}
            startIcon={<ArrowBackIcon />}
            sx={{ color: '#dbe6f1', mb: 2 }}
          >
            Back to Directory
          </Button>
          <Grid container spacing={4} alignItems="center">
            <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 2, md: 1 } }}>
              {(school.isPremium || school.isExample) && (
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
                  {school.isPremium && (
                    <Chip
                      icon={<WorkspacePremiumIcon />}
                      label="Premium School"
                      sx={{
                        bgcolor: '#f5b942',
                        color: '#3b2500',
                        fontWeight: 800,
                        '& .MuiChip-icon': { color: '#3b2500' },
                      }}
                    />
                  )}
                  {school.isExample && <ExampleListingChip onDark />}
                </Stack>
              )}
              {school.isExample && (
                <Typography sx={{ color: '#dbe6f1', mb: 2 }} data-testid="example-listing-note">
                  An invented school that shows what a listing can hold: its name, facts and pictures are examples, not
                  a real school.
                </Typography>
              )}
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1.5 }}>
                {school.name}
              </Typography>
              <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ color: '#dbe6f1', mb: 2.5 }}>
                <PlaceIcon fontSize="small" sx={{ mt: 0.3 }} aria-hidden />
                <Typography>
                  {school.address}, {school.city}, NV {school.zipCode}
                </Typography>
              </Stack>
              {school.admissions.acceptsOpportunityScholarship && (
                <Box sx={{ mb: 2.5 }}>
                  <ScholarshipBadge onDark />
                </Box>
              )}
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                flexWrap="wrap"
                component="ul"
                aria-label="Grades and features"
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {school.grades && (
                  <li>
                    <Chip
                      icon={<SchoolIcon />}
                      label={`Grades ${school.grades}`}
                      sx={{
                        bgcolor: '#fff',
                        color: 'primary.dark',
                        fontWeight: 700,
                        '& .MuiChip-icon': { color: 'primary.main' },
                      }}
                    />
                  </li>
                )}
                {school.features.map((feature) => (
                  <li key={feature}>
                    <Chip label={feature} sx={{ bgcolor: 'rgba(255,255,255,0.14)', color: '#fff' }} />
                  </li>
                ))}
              </Stack>
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2.5 }}>
                <ShortlistButton school={school} variant="button" onDark />
                <Box sx={{ color: '#fff', '& .MuiCheckbox-root': { color: '#fff' } }}>
                  <CompareToggle school={school} />
                </Box>
              </Stack>
              <NoScriptNote>
                The shortlist and comparing schools need JavaScript, which is turned off in your browser.
              </NoScriptNote>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
              <CoverImage
                src={school.imageUrl}
                alt={`${school.name} campus`}
                priority
                sx={{ borderRadius: 3, boxShadow: 8 }}
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              {school.description && (
                <BlockCard id="about-title" title={`About ${school.name}`} icon={<InfoIcon />}>
                  <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }}>{school.description}</Typography>
                  <FactSource provenance={school.factSources.about} testId="about-source" />
                </BlockCard>
              )}

              <BlockCard id="details-title" title="School Details" icon={<SchoolIcon />}>
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}
                >
                  {school.grades && <Detail label="Grade Levels" value={school.grades} />}
                  {school.schoolType && <Detail label="School Type" value={school.schoolType} />}
                  {school.religiousAffiliation && (
                    <Detail label="Religious Affiliation" value={school.religiousAffiliation} />
                  )}
                  <Detail label="Location" value={`${school.city}, NV ${school.zipCode}`} />
                </Box>
                {school.features.length > 0 && (
                  <>
                    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
                      Key Features
                    </Typography>
                    <List
                      dense
                      disablePadding
                      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                    >
                      {school.features.map((feature) => (
                        <ListItem key={feature} disableGutters>
                          <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
                            <CheckCircleIcon fontSize="small" />
                          </ListItemIcon>
                          <ListItemText primary={feature} />
                        </ListItem>
                      ))}
                    </List>
                  </>
                )}
                <FactSource provenance={school.factSources.details} testId="details-source" />
              </BlockCard>

              <SchoolProfileBlock profile={school.schoolProfile} />

              {/* The blocks below the fold, and the sidebar, each in a boundary of their own: React takes the
                  server's HTML over one boundary at a time, so a phone's CPU commits them in separate short
                  tasks rather than one long one. */}
              <Suspense>
                <AdmissionsSection
                  admissions={school.admissions}
                  ask={askOf(school, takesLeads, setLeadType)}
                  source={<FactSource provenance={school.factSources.admissions} testId="admissions-source" />}
                />
                <TuitionCostsSection school={school} ask={askOf(school, takesLeads, setLeadType)} />
                {school.isPremium && <SchoolOpenHouses slug={school.slug} />}
              </Suspense>

              {school.isPremium && (
                <Suspense>
                  <SocialLinksCard school={school} />
                  <VideosCard school={school} />
                  <PhotoGallery school={school} />
                </Suspense>
              )}

              <Suspense>
                <SchoolReviews schoolId={school.id} schoolName={school.name} />
              </Suspense>

              {located && (
                <BlockCard id="location-title" title="Location" icon={<MapIcon />}>
                  <SchoolMap
                    schools={[school]}
                    height={360}
                    label={`Map showing ${school.name}`}
                    center={{ lat: school.latitude as number, lng: school.longitude as number }}
                    zoom={14}
                  />
                </BlockCard>
              )}

              <Suspense>
                {school.managed ? <ManagedNote schoolName={school.name} /> : <ClaimBox school={school} />}

                {(school.neighborhoodId !== null || school.neighborhoodName) && (
                  <NeighborhoodProfileCard
                    neighborhoodId={school.neighborhoodId}
                    neighborhoodName={school.neighborhoodName}
                  />
                )}
              </Suspense>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <Suspense>
                <SchoolSidebar
                  school={school}
                  correction={<SuggestCorrection school={school} />}
                  contactSource={<FactSource provenance={school.factSources.contact} testId="contact-source" />}
                  actions={
                    takesLeads ? (
                      <LeadActionsCard schoolName={school.name} contact={school} onOpen={setLeadType} />
                    ) : (
                      school.isPremium && (
                        <UnclaimedNote
                          headingId="unclaimed-title"
                          schoolName={school.name}
                          phone={school.phone}
                          website={school.website}
                          what="requests"
                        />
                      )
                    )
                  }
                />
              </Suspense>
            </Box>
          </Grid>
        </Grid>
      </Container>
      {takesLeads && (
        <>
          <LeadStickyBar contact={school} onOpen={setLeadType} />
          {leadDialogMounted && (
            <Suspense fallback={null}>
              <LeadRequestDialog
                school={school}
                type={leadType}
                onOpen={setLeadType}
                onClose={() => setLeadType(null)}
                send={(body) => submitLead({ slug: school.slug, submitLeadRequest: body }).unwrap()}
              />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading school">
      <Box sx={{ bgcolor: '#0a2540', py: 6 }}>
        <Container maxWidth="lg">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Skeleton variant="text" height={60} sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
              <Skeleton variant="text" width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={280} sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
            </Grid>
          </Grid>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Skeleton variant="rounded" height={220} sx={{ mb: 3 }} />
            <Skeleton variant="rounded" height={220} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

export function SchoolDetailsPage() {
  const { slug = '' } = useParams();
  const { data: school, error, isLoading } = useGetSchoolBySlugQuery(schoolQueryArg(slug));
  const status = (error as HttpError | undefined)?.status;
  const notFound = !isLoading && (status === 404 || status === 400 || (!error && !school));
  useCanonicalSlug(slug, school?.slug, paths.school.href);

  usePageMeta({
    ...(school
      ? recordPageMeta.school(school)
      : notFound
        ? recordPageMeta.notFound('school')
        : { title: `School Profile | ${APP_NAME}`, description: `Private school profile on ${APP_NAME}.` }),
    canonicalPath: paths.school.href(school?.slug ?? slug),
  });

  if (isLoading) return <DetailSkeleton />;
  if (school) return <SchoolProfile school={school} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      {notFound ? (
        <StatePanel
          headingLevel="h1"
          icon={<SchoolIcon />}
          title="School Not Found"
          description="The school you're looking for doesn't exist or has been removed."
          actions={
            <>
              <Link
                component={RouterLink}
                to={paths.schools.href()}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 2 }}
              >
                <ArrowBackIcon fontSize="small" aria-hidden /> Back to Directory
              </Link>
              <Button component={RouterLink} to={paths.schools.href()} variant="contained">
                Browse All Schools
              </Button>
            </>
          }
        />
      ) : (
        <StatePanel
          role="alert"
          headingLevel="h1"
          icon={<ErrorOutlineIcon />}
          title="Unable to Load School"
          description="Something went wrong while loading this school. Please try again in a moment."
          actions={
            <>
              <Button variant="contained" onClick={() => window.location.reload()}>
                Try Again
              </Button>
              <Button component={RouterLink} to={paths.schools.href()} variant="outlined">
                Browse All Schools
              </Button>
            </>
          }
        />
      )}
    </Container>
  );
}
