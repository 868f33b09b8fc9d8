import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface CallToActionLink {
  label: string;
  href: string;
}

export interface CallToActionProps {
  title: string;
  description?: ReactNode;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
}

/** The closing band of a page: a heading and one or two buttons. */
export function CallToAction({ title, description, primary, secondary }: CallToActionProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ background: 'linear-gradient(135deg, #0d3b66 0%, #14547f 100%)', color: '#fff', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {description && (
          <Typography component="div" sx={{ color: '#dbe6f1', fontSize: '1.1rem', mb: 4 }}>
            {description}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
          <Button component={RouterLink} to={primary.href} variant="contained" color="secondary" size="large">
            {primary.label}
          </Button>
          {secondary && (
            <Button
              component={RouterLink}
              to={secondary.href}
              variant="outlined"
              size="large"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#fff' } }}
            >
              {secondary.label}
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
