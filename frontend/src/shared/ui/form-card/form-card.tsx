import { Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FormCardProps {
  /** Shown in a filled circle above the title. */
  icon: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  description: ReactNode;
  /** The form and the links under it. */
  children: ReactNode;
}

/** A narrow centred card holding one form, headed by an icon, the page title and a line of help. */
export function FormCard({ icon, title, description, children }: FormCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack spacing={1} alignItems="center" sx={{ mb: 4, textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={{
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderRadius: '50%',
                p: 1.5,
                display: 'flex',
              }}
            >
              {icon}
            </Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.2rem' } }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{description}</Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
