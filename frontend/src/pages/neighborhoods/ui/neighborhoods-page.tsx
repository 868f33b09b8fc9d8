import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { Box, Button, Card, CardContent, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RatingBadge, RatingsSource, ratingsSourced } from '@/entities/neighborhood';
import { useGetStatsQuery, useListNeighborhoodsQuery, type NeighborhoodResponse } from '@/shared/api';
import { paths } from '@/shared/config';
import { formatCount, formatCurrency, formatTuitionRangeIfComplete } from '@/shared/lib/format';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { CallToAction, CoverImage, PageHero, StatePanel } from '@/shared/ui';

/** Shown in the hero when the stats call has no answer (docs/product.md "Display rules"). */
const DEFAULT_COMMUNITIES = 5;
const DEFAULT_SCHOOLS = 10;

function Stat({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ py: 0.75, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {children}
      </Box>
    </Box>
  );
}

function NeighborhoodCard({ neighborhood }: { neighborhood: NeighborhoodResponse }) {
  const tuition = formatTuitionRangeIfComplete(neighborhood.averageTuitionMin, neighborhood.averageTuitionMax);
  const schoolsQuery = new URLSearchParams({ neighborhoods: neighborhood.name }).toString();
  return (
    <Card
      component="article"
      aria-labelledby={`nb-${neighborhood.id}`}
      elevation={0}
      data-testid="neighborhood-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        border: 1,
        borderColor: '#dbe3ec',
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: 6 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CoverImage src={neighborhood.imageUrl} alt={`${neighborhood.name}, ${neighborhood.city}`} />
        <Chip
          label={neighborhood.city}
          size="small"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            bgcolor: 'rgba(255,255,255,0.95)',
            color: 'primary.dark',
            fontWeight: 700,
          }}
        />
      </Box>
      <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={`nb-${neighborhood.id}`} component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
          {neighborhood.name}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ mb: 2, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {neighborhood.description ||
            `Premium community in ${neighborhood.city} with excellent educational opportunities.`}
        </Typography>
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
          <Stat label="Population">{formatCount(neighborhood.population)}</Stat>
          <Stat label="Median Income">{formatCurrency(neighborhood.medianHouseholdIncome)}</Stat>
          {/* A letter grade only with its source and date (issue 35). */}
          {ratingsSourced(neighborhood) && (
            <Stat label="Safety">
              <RatingBadge grade={neighborhood.crimeRating} label="Safety" />
            </Stat>
          )}
          <Stat label="Private Schools">{formatCount(neighborhood.schoolCount)}</Stat>
          {tuition && (
            <Stat label="Average Tuition" wide>
              {tuition}
            </Stat>
          )}
        </Box>
        <RatingsSource neighborhood={neighborhood} sx={{ mt: -1, mb: 2 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25} sx={{ mt: 'auto' }}>
          <Button
            component={RouterLink}
            to={paths.neighborhood.href(neighborhood.name)}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            aria-label={`Explore ${neighborhood.name}`}
            fullWidth
          >
            Explore
          </Button>
          <Button
            component={RouterLink}
            to={paths.schools.href(schoolsQuery)}
            variant="outlined"
            aria-label={`View schools in ${neighborhood.name}`}
            fullWidth
            sx={{ whiteSpace: 'nowrap' }}
          >
            View Schools
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CardSkeleton() {
  return (
    <Card elevation={0} aria-hidden sx={{ borderRadius: 3, border: 1, borderColor: '#dbe3ec' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <CardContent sx={{ p: 3 }}>
        <Skeleton variant="text" height={36} width="60%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" height={80} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={36} />
      </CardContent>
    </Card>
  );
}

export function NeighborhoodsPage() {
  usePageMeta(staticPageMeta('neighborhoods'));
  const { data: neighborhoods, isLoading, isError } = useListNeighborhoodsQuery();
  const { data: stats } = useGetStatsQuery();
  const communities = stats?.neighborhoodCount ?? DEFAULT_COMMUNITIES;
  const schools = stats?.schoolCount ?? DEFAULT_SCHOOLS;

  return (
    <>
      <PageHero
        title="Las Vegas Neighborhoods"
        subtitle="Find the community that fits your family, then discover the private schools nearby."
      >
        <Stack direction="row" spacing={{ xs: 4, md: 8 }} justifyContent="center" component="dl" sx={{ m: 0 }}>
          {[
            { value: communities, label: 'Communities' },
            { value: schools, label: 'Private Schools' },
          ].map((item) => (
            <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" sx={{ color: '#dbe6f1' }}>
                {item.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '2.4rem', fontWeight: 800 }}>
                {formatCount(item.value)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </PageHero>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {isError ? (
          <StatePanel
            role="alert"
            icon={<ErrorOutlineIcon />}
            title="Unable to Load Neighborhoods"
            description="Please try again later."
          />
        ) : isLoading ? (
          <Grid container spacing={3} aria-busy="true" aria-label="Loading neighborhoods">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                <CardSkeleton />
              </Grid>
            ))}
          </Grid>
        ) : !neighborhoods || neighborhoods.length === 0 ? (
          <StatePanel
            icon={<HomeWorkIcon />}
            title="No Neighborhoods Yet"
            description="Neighborhood guides are on the way. In the meantime, browse the directory."
            actions={
              <Button component={RouterLink} to={paths.schools.href()} variant="contained">
                Browse Schools
              </Button>
            }
          />
        ) : (
          <Grid container spacing={3}>
            {neighborhoods.map((neighborhood) => (
              <Grid key={neighborhood.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <NeighborhoodCard neighborhood={neighborhood} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>

      <CallToAction
        title="Ready to Compare Schools?"
        description="Search every private school in the valley, or read our guides for local families."
        primary={{ label: 'Browse All Schools', href: paths.schools.href() }}
        secondary={{ label: 'Read Our Guides', href: paths.articles.href() }}
      />
    </>
  );
}
