import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkCardProps {
  icon?: ReactNode;
  title: string;
  text: ReactNode;
  href: string;
  label: string;
  headingLevel?: 'h2' | 'h3';
}

/** A card that sends the reader somewhere: icon, title, a line of text and one button. */
export function LinkCard({ icon, title, text, href, label, headingLevel = 'h3' }: LinkCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderRadius: 3, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}
    >
      <CardContent sx={{ p: 3.5, display: 'flex', flexDirection: 'column', height: '100%' }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              display: 'inline-flex',
              alignSelf: 'flex-start',
              p: 1.25,
              borderRadius: 2,
              bgcolor: '#e8eef5',
              color: 'primary.main',
              mb: 2,
            }}
          >
            {icon}
          </Box>
        )}
        <Typography variant="h3" component={headingLevel} gutterBottom>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mb: 2.5, flex: 1 }}>
          {text}
        </Typography>
        <Box>
          <Button component={RouterLink} to={href} variant="contained">
            {label}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
