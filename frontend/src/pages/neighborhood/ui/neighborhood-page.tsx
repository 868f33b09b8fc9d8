import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import ParkIcon from '@mui/icons-material/Park';
import SchoolIcon from '@mui/icons-material/School';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ArticleCard } from '@/entities/article';
import { RatingBadge, RatingsSource, ratingsSourced } from '@/entities/neighborhood';
import { SchoolCard, SchoolCardSkeleton, uniqueSchools } from '@/entities/school';
import {
  useGetNeighborhoodQuery,
  useListArticlesQuery,
  useSearchSchoolsQuery,
  type HttpError,
  type NeighborhoodResponse,
} from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { formatCount, formatCurrency, formatPercent, formatTuitionRangeIfComplete } from '@/shared/lib/format';
import { recordPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { CallToAction, SectionHeading, StatePanel } from '@/shared/ui';

/** docs/product.md "Pages and addresses": schools fetched for a neighborhood page, skeletons shown meanwhile. */
const NEIGHBORHOOD_SCHOOL_LIMIT = 50;
const SCHOOL_SKELETONS = 6;
/**
 * 'Local Education Insights' (docs/product.md "Pages and addresses"): at most six articles whose title names the neighborhood or
 * Las Vegas, or whose category is LOCAL NEWS, newest first. The API picks them (`relatedTo`): the page
 * fetched 100 articles to pick six, and carried them all in its server-rendered state.
 */
const RELATED_ARTICLES = 6;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      justifyContent="space-between"
      alignItems="center"
      sx={{ py: 1.25, borderBottom: 1, borderColor: '#edf1f5', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
        {children}
      </Box>
    </Stack>
  );
}

function InfoCard({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mb: 1.5 }}>
          <Box aria-hidden sx={{ display: 'flex', p: 1, borderRadius: 2, bgcolor: '#e8eef5', color: 'primary.main' }}>
            {icon}
          </Box>
          <Typography id={id} variant="h3" component="h2">
            {title}
          </Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

function HeroStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 120 }}>
      <Typography component="dt" sx={{ color: '#dbe6f1' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontSize: '1.9rem', fontWeight: 800 }}>
        {children}
      </Box>
    </Box>
  );
}

function SchoolsInNeighborhood({ name }: { name: string }) {
  const { data, isLoading, isError } = useSearchSchoolsQuery({
    neighborhoods: [name],
    limit: NEIGHBORHOOD_SCHOOL_LIMIT,
  });
  const schools = uniqueSchools(data?.schools);
  return (
    <Box component="section" aria-labelledby="schools-title" sx={{ mb: { xs: 7, md: 9 } }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
        <Typography id="schools-title" variant="h2">
          Private Schools in {name}
        </Typography>
        {data && (
          <Chip
            label={`${data.total}${data.totalIsLowerBound ? '+' : ''}`}
            color="primary"
            aria-label={`${data.total}${data.totalIsLowerBound ? ' or more' : ''} schools`}
            sx={{ fontWeight: 800 }}
          />
        )}
      </Stack>
      {isError ? (
        <StatePanel
          role="alert"
          icon={<ErrorOutlineIcon />}
          title="Unable to Load Schools"
          description="Please try again later."
          headingLevel="h3"
        />
      ) : isLoading ? (
        <Grid container spacing={3} aria-busy="true" aria-label="Loading schools">
          {Array.from({ length: SCHOOL_SKELETONS }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <SchoolCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : schools.length === 0 ? (
        <StatePanel
          icon={<SchoolIcon />}
          headingLevel="h3"
          title="No Private Schools Listed"
          description={`We don't list any private schools in ${name} yet.`}
          actions={
            <Button component={RouterLink} to={paths.schools.href()} variant="contained">
              Browse All Schools
            </Button>
          }
        />
      ) : (
        <Grid container spacing={3}>
          {schools.map((school) => (
            <Grid key={school.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <SchoolCard school={school} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

function LocalInsights({ name }: { name: string }) {
  const { data, isLoading, isError } = useListArticlesQuery({ relatedTo: name, limit: RELATED_ARTICLES });
  const articles = data?.articles ?? [];
  if (isLoading) return null;
  return (
    <Box component="section" aria-labelledby="insights-title">
      <SectionHeading
        id="insights-title"
        title="Local Education Insights"
        action={
          <Button component={RouterLink} to={paths.articles.href()} variant="outlined">
            All Articles
          </Button>
        }
      />
      {isError || articles.length === 0 ? (
        <Typography color="text.secondary">
          {isError ? 'Unable to load articles at this time.' : 'No local articles yet.'}{' '}
          <Link component={RouterLink} to={paths.articles.href()}>
            Browse all articles
          </Link>
          .
        </Typography>
      ) : (
        <Grid container spacing={3}>
          {articles.map((article) => (
            <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ArticleCard article={article} variant="read-more" />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

function NeighborhoodProfile({ neighborhood }: { neighborhood: NeighborhoodResponse }) {
  const { name, city } = neighborhood;
  const tuition = formatTuitionRangeIfComplete(neighborhood.averageTuitionMin, neighborhood.averageTuitionMax);
  // The letter grades only with their source and date (issue 35); without them they are not shown.
  const sourced = ratingsSourced(neighborhood);
  const schoolsQuery = new URLSearchParams({ neighborhoods: name }).toString();
  return (
    <>
      <Box
        component="header"
        sx={{
          color: '#fff',
          py: { xs: 7, md: 10 },
          background: 'linear-gradient(135deg, #0a2540 0%, #0d3b66 100%)',
          ...(neighborhood.imageUrl && {
            backgroundImage: `linear-gradient(120deg, rgba(10,37,64,0.93) 0%, rgba(13,59,102,0.8) 60%, rgba(13,59,102,0.55) 100%), url("${neighborhood.imageUrl}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }),
        }}
      >
        <Container maxWidth="lg">
          <Button
            component={RouterLink}
            to={paths.neighborhoods.href()}
            startIcon={<ArrowBackIcon />}
            sx={{ color: '#dbe6f1', mb: 2 }}
          >
            All Neighborhoods
          </Button>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
            {name}
          </Typography>
          <Typography sx={{ color: '#ffd9a8', fontWeight: 700, fontSize: '1.1rem', mb: 2 }}>{city}, Nevada</Typography>
          <Typography sx={{ color: '#dbe6f1', fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760, mb: 4 }}>
            {neighborhood.description || `Discover private schools and community insights in ${name}`}
          </Typography>
          <Stack direction="row" spacing={{ xs: 3, md: 6 }} useFlexGap flexWrap="wrap" component="dl" sx={{ m: 0 }}>
            <HeroStat label="Population">{formatCount(neighborhood.population)}</HeroStat>
            <HeroStat label="Private Schools">{formatCount(neighborhood.schoolCount)}</HeroStat>
            {sourced && (
              <HeroStat label="Safety Rating">
                <RatingBadge grade={neighborhood.crimeRating} rule="page" label="Safety rating" />
              </HeroStat>
            )}
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={3} sx={{ mb: 4 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <InfoCard id="demographics-title" title="Demographics" icon={<GroupsIcon />}>
              <Row label="Population">{formatCount(neighborhood.population)}</Row>
              <Row label="Median Income">{formatCurrency(neighborhood.medianHouseholdIncome)}</Row>
              <Row label="Median Home Value">{formatCurrency(neighborhood.medianHomeValue)}</Row>
              {sourced && (
                <Row label="Safety Rating">
                  <RatingBadge grade={neighborhood.crimeRating} rule="page" label="Safety rating" />
                </Row>
              )}
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <InfoCard id="education-title" title="Education" icon={<SchoolIcon />}>
              <Row label="Private Schools">{formatCount(neighborhood.schoolCount)}</Row>
              {tuition && <Row label="Average Tuition">{tuition}</Row>}
              {sourced && (
                <Row label="Public School Rating">
                  <RatingBadge grade={neighborhood.publicSchoolRating} rule="page" label="Public school rating" />
                </Row>
              )}
              {neighborhood.collegeReadinessRate !== null && (
                <Row label="College Readiness">{formatPercent(neighborhood.collegeReadinessRate)}</Row>
              )}
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <InfoCard id="lifestyle-title" title="Lifestyle" icon={<ParkIcon />}>
              {neighborhood.walkabilityScore !== null && (
                <Row label="Walkability">{neighborhood.walkabilityScore}/100</Row>
              )}
              {neighborhood.averageCommute !== null && (
                <Row label="Average Commute">{neighborhood.averageCommute} min</Row>
              )}
              {/* Issue 36: no rating shows no row; the old 'Excellent' default praised guides nobody had rated.
                  Issue 35: grades show only with their source and date. */}
              {sourced && neighborhood.familyFriendlyRating?.trim() && (
                <Row label="Family Friendly">
                  <RatingBadge grade={neighborhood.familyFriendlyRating} rule="page" label="Family friendly" />
                </Row>
              )}
              {sourced && neighborhood.weatherRating && (
                <Row label="Weather">
                  <RatingBadge grade={neighborhood.weatherRating} rule="page" label="Weather rating" />
                </Row>
              )}
            </InfoCard>
          </Grid>
        </Grid>
        <RatingsSource neighborhood={neighborhood} sx={{ mt: -2, mb: 4 }} />

        {(neighborhood.nearbyAmenities.length > 0 || neighborhood.recreationOptions.length > 0) && (
          <Grid container spacing={3} sx={{ mb: { xs: 7, md: 9 } }}>
            {neighborhood.nearbyAmenities.length > 0 && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography
                  variant="h6"
                  component="h2"
                  sx={{ fontWeight: 700, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <LocalActivityIcon color="primary" aria-hidden /> Nearby Amenities
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {neighborhood.nearbyAmenities.map((item) => (
                    <Chip key={item} label={item} variant="outlined" />
                  ))}
                </Stack>
              </Grid>
            )}
            {neighborhood.recreationOptions.length > 0 && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography
                  variant="h6"
                  component="h2"
                  sx={{ fontWeight: 700, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <WbSunnyIcon color="primary" aria-hidden /> Recreation
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {neighborhood.recreationOptions.map((item) => (
                    <Chip key={item} label={item} variant="outlined" />
                  ))}
                </Stack>
              </Grid>
            )}
          </Grid>
        )}

        <SchoolsInNeighborhood name={name} />
        <LocalInsights name={name} />
      </Container>

      <CallToAction
        title={`Find Your School in ${name}`}
        description="See every private school in this community, or compare other neighborhoods."
        primary={{ label: `View Schools in ${name}`, href: paths.schools.href(schoolsQuery) }}
        secondary={{ label: 'Explore Other Neighborhoods', href: paths.neighborhoods.href() }}
      />
    </>
  );
}

export function NeighborhoodPage() {
  const { name: rawName = '' } = useParams();
  // React Router hands over the decoded segment.
  const name = rawName.trim();
  const {
    data: neighborhood,
    error,
    isLoading,
  } = useGetNeighborhoodQuery({ idOrName: encodeURIComponent(name) }, { skip: !name });
  const status = (error as HttpError | undefined)?.status;
  const notFound = !isLoading && (!name || status === 404 || status === 400 || (!error && !neighborhood));

  usePageMeta({
    ...(neighborhood
      ? recordPageMeta.neighborhood(neighborhood)
      : notFound
        ? recordPageMeta.notFound('neighborhood')
        : {
            title: `Neighborhood Guide | ${APP_NAME}`,
            description: `Private schools, demographics and family life in ${name}, Las Vegas.`,
          }),
    canonicalPath: paths.neighborhood.href(neighborhood?.name ?? name),
  });

  if (isLoading) {
    return (
      <Box aria-busy="true" aria-label="Loading neighborhood">
        <Box sx={{ bgcolor: '#0a2540', py: 8 }}>
          <Container maxWidth="lg">
            <Skeleton variant="text" height={70} width="40%" sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
            <Skeleton variant="text" width="60%" sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
          </Container>
        </Box>
        <Container maxWidth="lg" sx={{ py: 6 }}>
          <Grid container spacing={3}>
            {Array.from({ length: 3 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
    );
  }

  if (neighborhood) return <NeighborhoodProfile neighborhood={neighborhood} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      {notFound ? (
        <StatePanel
          headingLevel="h1"
          icon={<HomeWorkIcon />}
          title="Neighborhood Not Found"
          description={`We couldn't find information about "${name}".`}
          actions={
            <Button
              component={RouterLink}
              to={paths.neighborhoods.href()}
              variant="contained"
              startIcon={<ArrowBackIcon />}
            >
              View All Neighborhoods
            </Button>
          }
        />
      ) : (
        <StatePanel
          role="alert"
          headingLevel="h1"
          icon={<ErrorOutlineIcon />}
          title="Unable to Load Neighborhoods"
          description="Please try again later."
          actions={
            <>
              <Button variant="contained" onClick={() => window.location.reload()}>
                Try Again
              </Button>
              <Button component={RouterLink} to={paths.neighborhoods.href()} variant="outlined">
                View All Neighborhoods
              </Button>
            </>
          }
        />
      )}
    </Container>
  );
}
