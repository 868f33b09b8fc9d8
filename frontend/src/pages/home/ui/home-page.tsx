import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';

export function HomePage() {
  usePageMeta({
    title: `${APP_NAME} | Find Private Schools in Las Vegas`,
    description:
      'Search and compare private schools across the Las Vegas valley by grades, tuition, type and neighborhood.',
  });
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          Find the Right Private School in Las Vegas
        </Typography>
        <Typography sx={{ mb: 4, fontSize: '1.15rem' }}>
          Compare tuition, grades, programs and neighborhoods across the valley, free for families.
        </Typography>
        <Button component={RouterLink} to={paths.schools.href()} color="secondary" variant="contained" size="large">
          Browse All Schools
        </Button>
      </Container>
    </Box>
  );
}
