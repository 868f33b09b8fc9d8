import DirectionsIcon from '@mui/icons-material/Directions';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { formatDistance } from '@/shared/lib/format';
import { trackedClick } from '@/shared/lib/analytics';
import { directionsUrl, fullAddress, type MapLocation } from '../model/map-location';

export interface MapFallbackProps {
  locations: MapLocation[];
  height: number;
}

/**
 * Shown in place of the map when there is no map to draw (no Google key and no tiles, no WebGL, a
 * script or style that cannot load) and before the page's script runs (docs/decisions/maps-without-a-key.md): the same places
 * as a list, each with directions, named by its own heading as the list it is.
 */
export function MapFallback({ locations, height }: MapFallbackProps) {
  const headingId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={headingId}
      data-testid="map-fallback"
      sx={{
        borderRadius: 3,
        border: 1,
        borderColor: '#d5dee8',
        overflow: 'hidden',
        background: 'linear-gradient(180deg, #eef3f8 0%, #ffffff 100%)',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        sx={{ px: 2.5, py: 1.75, borderBottom: 1, borderColor: '#d5dee8', bgcolor: '#e3ebf4' }}
      >
        <PlaceIcon sx={{ color: '#c62828' }} aria-hidden />
        <Typography component="h3" id={headingId} sx={{ fontWeight: 700 }}>
          {locations.length === 1 ? 'Location' : `School Locations (${locations.length})`}
        </Typography>
      </Stack>
      {locations.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          No school locations to show yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: Math.max(height - 56, 160), overflowY: 'auto' }}
        >
          {locations.map((location) => (
            <Stack
              component="li"
              key={location.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              alignItems={{ xs: 'flex-start', sm: 'center' }}
              justifyContent="space-between"
              sx={{ px: 2.5, py: 1.75, borderBottom: 1, borderColor: '#e6ecf2', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Stack direction="row" spacing={1.5} alignItems="flex-start">
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.6,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: '#dc2626',
                    border: '2px solid #fff',
                    boxShadow: '0 0 0 1px #dc2626',
                    flexShrink: 0,
                  }}
                />
                <Box>
                  {location.slug ? (
                    <Link component={RouterLink} to={paths.school.href(location.slug)} sx={{ fontWeight: 700 }}>
                      {location.name}
                    </Link>
                  ) : (
                    <Typography sx={{ fontWeight: 700 }}>{location.name}</Typography>
                  )}
                  {fullAddress(location) && (
                    <Typography variant="body2" color="text.secondary">
                      {fullAddress(location)}
                    </Typography>
                  )}
                  {location.distanceMiles !== null && (
                    <Typography variant="body2" sx={{ fontWeight: 700, color: '#1b5e20' }} data-testid="map-distance">
                      {formatDistance(location.distanceMiles)} away
                    </Typography>
                  )}
                </Box>
              </Stack>
              <Button
                {...trackedClick('click_directions')}
                href={directionsUrl(location)}
                target="_blank"
                rel="noopener noreferrer"
                size="small"
                variant="outlined"
                startIcon={<DirectionsIcon />}
                aria-label={`Get Directions to ${location.name} (opens in a new tab)`}
                sx={{ flexShrink: 0 }}
              >
                Get Directions
              </Button>
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
