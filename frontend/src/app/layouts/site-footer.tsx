import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME, paths } from '@/shared/config';
import { scrollToTopSoon } from '@/shared/ui';

const FOOTER_COLUMNS: { heading: string; links: { label: string; href: string; external?: boolean }[] }[] = [
  {
    heading: 'Find Schools',
    links: [
      { label: 'All Schools', href: paths.schools.href() },
      { label: 'Faith-Based Schools', href: paths.schools.href('schoolTypes=Faith-Based') },
      { label: 'Montessori Schools', href: paths.schools.href('schoolTypes=Montessori') },
      { label: 'College Prep Schools', href: paths.schools.href('schoolTypes=College%20Prep') },
      { label: 'STEM Focus Schools', href: paths.schools.href('schoolTypes=STEM%20Focus') },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Articles & Guides', href: paths.articles.href() },
      { label: 'Open Houses', href: paths.openHouses.href() },
      { label: 'Opportunity Scholarship', href: paths.opportunityScholarship.href() },
      { label: 'Admission Tips', href: paths.admissionTips.href() },
      { label: 'Parent Tips', href: paths.parentTips.href() },
    ],
  },
  {
    heading: 'About',
    links: [
      { label: 'About Us', href: paths.about.href() },
      { label: 'Contact', href: paths.contact.href() },
      { label: 'Privacy Policy', href: paths.privacy.href() },
      { label: 'Disclaimer', href: paths.disclaimer.href() },
      { label: 'Review Guidelines', href: paths.reviewGuidelines.href() },
      { label: 'School Login', href: paths.apiLogin.href(), external: true },
    ],
  },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#0a2540', color: '#e8eef5', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
              {APP_NAME}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: '#c7d3e0' }}>
              The free guide to private schools across Las Vegas, Henderson and Summerlin.
            </Typography>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.heading} size={{ xs: 12, sm: 4, md: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.heading}
              </Typography>
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.external ? (
                      <Link href={link.href} color="inherit">
                        {link.label}
                      </Link>
                    ) : (
                      <Link component={RouterLink} to={link.href} color="inherit" onClick={scrollToTopSoon}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, color: '#c7d3e0' }}>
          © {year} {APP_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
