import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id?: string;
  title: string;
  subtitle?: ReactNode;
  /** Right-hand side, e.g. a 'View All' link. */
  action?: ReactNode;
  align?: 'left' | 'center';
}

/** An h2 with an optional lead line, used to open each page section. */
export function SectionHeading({ id, title, subtitle, action, align = 'left' }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: align === 'center' ? 'center' : 'space-between',
        textAlign: align,
        gap: 2,
        mb: 4,
      }}
    >
      <Box sx={{ maxWidth: 760, mx: align === 'center' ? 'auto' : 0 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ mb: subtitle ? 1 : 0 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ fontSize: '1.05rem' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
