import EventIcon from '@mui/icons-material/Event';
import LaptopIcon from '@mui/icons-material/Laptop';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { OpenHouseResponse } from '@/shared/api';
import { paths } from '@/shared/config';
import { durationText, formatOpenHouseTime } from '../model/open-house';

/** One open house: when (in the visitor's zone), where, for which grades, seats left; `action` holds the RSVP button. */
export function OpenHouseCard({
  openHouse,
  action,
  showSchool = true,
}: {
  openHouse: OpenHouseResponse;
  action?: ReactNode;
  showSchool?: boolean;
}) {
  const full = openHouse.seatsLeft === 0;
  return (
    <Card variant="outlined" component="article" aria-label={openHouse.title} sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <Chip
            size="small"
            icon={openHouse.format === 'virtual' ? <LaptopIcon /> : <PlaceIcon />}
            label={openHouse.format === 'virtual' ? 'Virtual' : 'In person'}
          />
          <Chip size="small" label={`Grades ${openHouse.grades}`} variant="outlined" />
          {openHouse.status === 'cancelled' ? (
            <Chip size="small" color="error" label="Cancelled" />
          ) : (
            <Chip
              size="small"
              color={full ? 'warning' : 'success'}
              label={full ? 'Full · waitlist open' : `${openHouse.seatsLeft} seats left`}
            />
          )}
        </Stack>
        <Typography variant="h6" component="h3">
          <Link component={RouterLink} to={paths.openHouse.href(openHouse.id)} underline="hover" color="inherit">
            {openHouse.title}
          </Link>
        </Typography>
        {showSchool && (
          // A paragraph: MUI renders subtitle2 as an <h6>, a heading four levels under the card's title.
          <Typography variant="subtitle2" component="p">
            {/* Underlined: beside the neighborhood's name its colour alone did not set it apart (axe: link-in-text-block). */}
            <Link component={RouterLink} to={paths.school.href(openHouse.school.slug)} underline="always">
              {openHouse.school.name}
            </Link>
            {openHouse.school.neighborhoodName ? ` · ${openHouse.school.neighborhoodName}` : ''}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EventIcon fontSize="small" color="action" />
          <Typography variant="body2" data-testid="open-house-time">
            {formatOpenHouseTime(openHouse.startsAt, openHouse.endsAt)} ({durationText(openHouse.durationMinutes)})
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {openHouse.format === 'virtual' ? 'Online (link sent after you RSVP)' : openHouse.address}
        </Typography>
        {openHouse.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {openHouse.description}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>{action}</Box>
      </CardContent>
    </Card>
  );
}
