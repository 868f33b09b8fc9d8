import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small line above the title, e.g. a category. */
  eyebrow?: ReactNode;
  /** Optional background image path; a dark overlay keeps the text readable (AA). */
  imageUrl?: string | null;
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** The banner at the top of every public page: one h1, generous spacing, the brand gradient. */
export function PageHero({ title, subtitle, eyebrow, imageUrl, children, align = 'center' }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-hero-title"
      sx={{
        position: 'relative',
        color: '#fff',
        py: { xs: 7, md: 10 },
        background: 'linear-gradient(135deg, #0a2540 0%, #0d3b66 55%, #14547f 100%)',
        overflow: 'hidden',
        ...(imageUrl && {
          backgroundImage: `linear-gradient(135deg, rgba(10,37,64,0.92) 0%, rgba(13,59,102,0.82) 60%, rgba(13,59,102,0.7) 100%), url("${imageUrl}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }),
      }}
    >
      <Container maxWidth="lg" sx={{ textAlign: align, position: 'relative' }}>
        {eyebrow && <Box sx={{ mb: 2 }}>{eyebrow}</Box>}
        <Typography id="page-hero-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            component="div"
            sx={{
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              color: '#dbe6f1',
              maxWidth: align === 'center' ? 760 : 820,
              mx: align === 'center' ? 'auto' : 0,
            }}
          >
            {subtitle}
          </Typography>
        )}
        {children && <Box sx={{ mt: 4 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
