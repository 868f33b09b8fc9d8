import { Box, Container, Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkCard, type LinkCardProps } from '../link-card';
import { SectionHeading } from '../section-heading';

export interface PageSectionProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Link cards side by side on wide screens, three to a row at most. */
  links?: LinkCardProps[];
  /** A full-width tinted band with a centred heading, e.g. the closing section of a page. */
  band?: boolean;
  children?: ReactNode;
}

/** A titled section of a page: an h2 with an optional lead line, then link cards and/or other content. */
export function PageSection({ id, title, subtitle, links, band, children }: PageSectionProps) {
  const content = (
    <>
      <SectionHeading id={id} title={title} subtitle={subtitle} align={band ? 'center' : 'left'} />
      {links && (
        <Grid container spacing={3}>
          {links.map((link) => (
            <Grid key={link.title} size={{ xs: 12, md: 12 / Math.min(links.length, 3) }}>
              <LinkCard {...link} />
            </Grid>
          ))}
        </Grid>
      )}
      {children}
    </>
  );
  return (
    <Box component="section" aria-labelledby={id} sx={band ? { bgcolor: '#eef3f8', py: { xs: 6, md: 8 } } : undefined}>
      {band ? <Container maxWidth="lg">{content}</Container> : content}
    </Box>
  );
}
