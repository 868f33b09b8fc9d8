import { Typography, type SxProps, type Theme } from '@mui/material';
import { ratingsSourceText, type RatingsProvenance } from '../model/ratings';

/** The source and date of a neighborhood's letter grades, under them; nothing when they are not shown. */
export function RatingsSource({ neighborhood, sx }: { neighborhood: RatingsProvenance; sx?: SxProps<Theme> }) {
  const text = ratingsSourceText(neighborhood);
  if (!text) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      data-testid="ratings-source"
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Typography>
  );
}
