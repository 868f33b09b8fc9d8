import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'The page you were looking for does not exist.' });
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for doesn&apos;t exist or has moved.
      </Typography>
      <Button component={RouterLink} to={paths.home.href()} variant="contained">
        Go Home
      </Button>
    </Container>
  );
}
