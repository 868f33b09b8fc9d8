import { Box, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface DocumentLayoutProps {
  /** Shown above the sections, e.g. the effective date. */
  intro?: ReactNode;
  sections: DocumentSection[];
}

/**
 * Long-form pages (privacy, disclaimer): numbered sections with an "On this
 * page" list of in-page links beside them on wide screens.
 */
export function DocumentLayout({ intro, sections }: DocumentLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Paper
            component="nav"
            aria-label="On this page"
            variant="outlined"
            sx={{ p: 3, position: 'sticky', top: 96, borderRadius: 3 }}
          >
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              On this page
            </Typography>
            <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`} color="text.primary">
                    {section.title}
                  </Link>
                </li>
              ))}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {intro && <Box sx={{ mb: 4 }}>{intro}</Box>}
          <Stack spacing={5}>
            {sections.map((section, index) => (
              <Box key={section.id} component="section" id={section.id} aria-labelledby={`${section.id}-title`}>
                <Typography
                  id={`${section.id}-title`}
                  variant="h3"
                  component="h2"
                  sx={{ mb: 1.5, scrollMarginTop: 96 }}
                >
                  {index + 1}. {section.title}
                </Typography>
                <Box
                  sx={{
                    color: 'text.secondary',
                    '& p': { mt: 0, mb: 1.5, lineHeight: 1.7 },
                    // Links inside running text are underlined so they do not rely on colour alone.
                    '& a': { textDecoration: 'underline' },
                    '& li': { mb: 0.75, lineHeight: 1.6 },
                  }}
                >
                  {section.body}
                </Box>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
