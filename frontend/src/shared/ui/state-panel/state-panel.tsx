import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface StatePanelProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** 'alert' for errors so screen readers announce them; 'status' for empty states. */
  role?: 'alert' | 'status';
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** The one look for empty, error and not-found states. */
export function StatePanel({
  title,
  description,
  icon,
  actions,
  role = 'status',
  headingLevel = 'h2',
}: StatePanelProps) {
  return (
    <Paper
      variant="outlined"
      role={role}
      sx={{
        textAlign: 'center',
        px: { xs: 3, md: 6 },
        py: { xs: 5, md: 7 },
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={{
            display: 'inline-flex',
            p: 2,
            mb: 2,
            borderRadius: '50%',
            bgcolor: '#e8eef5',
            color: 'primary.main',
            '& svg': { fontSize: 40 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography component={headingLevel} variant="h3" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography component="div" color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
          {description}
        </Typography>
      )}
      {actions && (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
      )}
    </Paper>
  );
}
