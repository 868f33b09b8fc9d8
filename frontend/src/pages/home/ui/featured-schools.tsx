import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Container, Grid, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SchoolCard, SchoolCardSkeleton, uniqueSchools } from '@/entities/school';
import { SchoolMap } from '@/features/school-map';
import { useSearchSchoolsQuery } from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { SectionHeading } from '@/shared/ui';

export const HOME_FEATURED_SCHOOLS = 3;

/**
 * 'Latest {product}': 3 real schools, premium ones first (the directory's order), and their map. The demo
 * seed's invented listings are never featured here (issue 35): they would stand above every real school.
 */
export function FeaturedSchools() {
  const { data, isLoading, isError } = useSearchSchoolsQuery({ limit: HOME_FEATURED_SCHOOLS, excludeExamples: true });
  const schools = uniqueSchools(data?.schools).slice(0, HOME_FEATURED_SCHOOLS);

  return (
    <Container component="section" aria-labelledby="featured-title" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="featured-title"
        title={`Latest ${APP_NAME}`}
        subtitle="Featured schools from across the valley."
        action={
          <Button component={RouterLink} to={paths.schools.href()} endIcon={<ArrowForwardIcon />} variant="outlined">
            View All Schools
          </Button>
        }
      />
      {isError ? (
        <Alert
          severity="error"
          variant="outlined"
          sx={{ borderRadius: 3, alignItems: 'center' }}
          action={
            <Button component={RouterLink} to={paths.contact.href()} size="small" variant="outlined" color="error">
              Contact Us
            </Button>
          }
        >
          Unable to load schools. Please refresh the page or contact us for assistance.
        </Alert>
      ) : isLoading ? (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            Loading Schools...
          </Typography>
          <Grid container spacing={3}>
            {Array.from({ length: HOME_FEATURED_SCHOOLS }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                <SchoolCardSkeleton />
              </Grid>
            ))}
          </Grid>
        </>
      ) : schools.length === 0 ? (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: 3 }}>
          No featured schools available at this time.{' '}
          <Link component={RouterLink} to={paths.schools.href()}>
            Browse all schools
          </Link>
          .
        </Alert>
      ) : (
        <>
          <Grid container spacing={3}>
            {schools.map((school) => (
              <Grid key={school.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <SchoolCard school={school} />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ mt: 5 }}>
            {/* Titled for what shows: a map (a Google key, or the keyless map's tiles), else the list. */}
            <SchoolMap
              schools={schools}
              height={420}
              label="Map of featured schools"
              title={{ map: 'Find Them on the Map', list: 'Where to Find Them' }}
            />
          </Box>
        </>
      )}
    </Container>
  );
}
