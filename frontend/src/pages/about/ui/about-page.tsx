import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME, paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { CallToAction, PageHero, SectionHeading } from '@/shared/ui';

const VALUES: { title: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Comprehensive',
    icon: <MenuBookIcon />,
    text: 'Complete school profiles in one place: grades served, tuition, programs, religious affiliation, contact details and location, from Pre-K through 12th grade.',
  },
  {
    title: 'Trusted',
    icon: <VerifiedIcon />,
    text: 'Verified information taken from the schools themselves. School representatives claim and maintain their own listings; our team checks every claim and reviews changes to a school’s name, address, type and photos before they go live.',
  },
  {
    title: 'Family-Focused',
    icon: <FamilyRestroomIcon />,
    text: 'Built for parents, not advertisers. Searching, comparing and reading our guides is free, with no sign-up and no sales calls.',
  },
];

const SEARCH_FEATURES = [
  'Filter by location, tuition range, grade levels, school type and special programs',
  'Interactive maps to see which schools are close to home or work',
  'Detailed profiles covering academics, extracurriculars and admission requirements',
  'Neighborhood guides with commute, safety and family-life data',
];

const PORTAL_FEATURES = [
  'Claim your school and manage its listing from a secure portal',
  'A direct connection with families through verified contact information',
  'Premium features that give your school more visibility: photos, videos, social links and a highlighted card',
  'Changes reviewed by our team within 24-48 hours',
];

const AREAS = [
  'Summerlin',
  'Henderson',
  'Green Valley',
  'Anthem',
  'Southwest Las Vegas',
  'Centennial',
  'Spring Valley',
  'Downtown Las Vegas',
  'North Las Vegas',
  'Paradise',
];
const TYPES = [
  'Faith-Based',
  'Montessori',
  'College Prep',
  'STEM Focus',
  'Classical',
  'Language Immersion',
  'Arts Focus',
  'Special Needs',
];

function FeatureList({ items }: { items: string[] }) {
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item} disableGutters alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 34, mt: 0.5, color: 'success.main' }}>
            <CheckCircleIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={item} slotProps={{ primary: { sx: { fontSize: '1rem' } } }} />
        </ListItem>
      ))}
    </List>
  );
}

export function AboutPage() {
  usePageMeta(staticPageMeta('about'));

  return (
    <>
      <PageHero
        title={`About ${APP_NAME}`}
        subtitle="The free, family-first guide to private education across the Las Vegas valley."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box
          component="section"
          aria-labelledby="mission-title"
          sx={{ maxWidth: 820, mx: 'auto', textAlign: 'center', mb: { xs: 6, md: 8 } }}
        >
          <Typography id="mission-title" variant="h2" gutterBottom>
            Our Mission
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', lineHeight: 1.7 }}>
            Choosing a school is one of the biggest decisions a family makes, and in a fast-growing metro like Las Vegas
            the options can feel overwhelming. Our mission is to simplify the private school search for local families:
            one trustworthy place to discover schools, compare what matters to you and reach the right people at each
            campus.
          </Typography>
        </Box>

        <Grid container spacing={3} component="section" aria-label="What makes us different">
          {VALUES.map((value) => (
            <Grid key={value.title} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 4 }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'inline-flex',
                      p: 1.5,
                      borderRadius: 2,
                      bgcolor: '#e8eef5',
                      color: 'primary.main',
                      mb: 2,
                    }}
                  >
                    {value.icon}
                  </Box>
                  <Typography variant="h3" component="h3" gutterBottom>
                    {value.title}
                  </Typography>
                  <Typography color="text.secondary">{value.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="offer-title" sx={{ bgcolor: '#eef3f8', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <SectionHeading
            id="offer-title"
            title="What We Offer"
            align="center"
            subtitle="Tools for the families who search and the schools who serve them."
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 4 }}>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
                    <ManageSearchIcon color="primary" aria-hidden />
                    <Typography variant="h3" component="h3">
                      Advanced School Search
                    </Typography>
                  </Stack>
                  <FeatureList items={SEARCH_FEATURES} />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 4 }}>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
                    <DashboardCustomizeIcon color="primary" aria-hidden />
                    <Typography variant="h3" component="h3">
                      School Portal System
                    </Typography>
                  </Stack>
                  <FeatureList items={PORTAL_FEATURES} />
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box component="section" aria-labelledby="directory-title" sx={{ mb: { xs: 6, md: 8 } }}>
          <SectionHeading
            id="directory-title"
            title="Our Directory"
            subtitle="Private schools from Pre-K through high school across Clark County, from faith-based academies to Montessori classrooms and college-preparatory campuses."
          />
          <Typography variant="h6" component="h3" gutterBottom>
            Communities we cover
          </Typography>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 3 }}>
            {AREAS.map((area) => (
              <Chip
                key={area}
                label={area}
                component={RouterLink}
                to={paths.neighborhood.href(area)}
                clickable
                variant="outlined"
              />
            ))}
          </Stack>
          <Typography variant="h6" component="h3" gutterBottom>
            School types you can filter by
          </Typography>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
            {TYPES.map((type) => (
              <Chip
                key={type}
                label={type}
                component={RouterLink}
                to={paths.schools.href(new URLSearchParams({ schoolTypes: type }).toString())}
                clickable
                color="primary"
                variant="outlined"
              />
            ))}
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="commitment-title">
          <SectionHeading id="commitment-title" title="Our Commitment" />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 4 }}>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
                    <WorkspacePremiumIcon color="secondary" aria-hidden />
                    <Typography variant="h3" component="h3">
                      Educational Excellence
                    </Typography>
                  </Stack>
                  <Typography color="text.secondary">
                    We highlight what makes each school distinctive, from small class sizes and accredited programs to
                    arts, athletics and STEM, so families can find an environment where their child will thrive.
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 4 }}>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
                    <HandshakeIcon color="secondary" aria-hidden />
                    <Typography variant="h3" component="h3">
                      Community Support
                    </Typography>
                  </Stack>
                  <Typography color="text.secondary">
                    We are part of the Las Vegas community. Our guides on admissions, neighborhoods and parenting are
                    written for local families, and the directory stays free for everyone who uses it.
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </Box>
      </Container>

      <CallToAction
        title="Ready to Find Your Perfect School?"
        description="Search the directory, or claim your school's listing to reach local families."
        primary={{ label: 'Browse Schools', href: paths.schools.href() }}
        secondary={{ label: 'School Administrators', href: paths.claimSchool.href() }}
      />
    </>
  );
}
