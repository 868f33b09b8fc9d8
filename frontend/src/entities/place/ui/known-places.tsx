import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePlaceNames } from '../model/use-place-names';

/**
 * 'Places you can search': every known place as a link that searches around it, for a place that
 * was not found (any valley ZIP code works too).
 */
export function KnownPlaces({ hrefOf }: { hrefOf: (place: string) => string }) {
  const names = usePlaceNames();
  if (!names.length) return null;
  return (
    <Box component="section" aria-labelledby="known-places-title" sx={{ mt: 2, textAlign: 'left' }}>
      <Typography id="known-places-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Places you can search
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Any ZIP code of the Las Vegas valley, or one of these:
      </Typography>
      <Box
        component="ul"
        aria-label="Places you can search"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {names.map((name) => (
          <li key={name}>
            <Link component={RouterLink} to={hrefOf(name)} variant="body2">
              {name}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
