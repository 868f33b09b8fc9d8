import { Button, Grid } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { OpenHouseCard } from '@/entities/open-house';
import type { OpenHouseResponse } from '@/shared/api';

// The form opens on a click: its dialog and fields are not part of the page's first load (issue 21).
const RsvpDialog = lazy(() => import('./rsvp-dialog').then((module) => ({ default: module.RsvpDialog })));

/** Open house cards, each with its RSVP (or waitlist) button. */
export function OpenHouseList({
  openHouses,
  showSchool = true,
  columns = 3,
}: {
  openHouses: OpenHouseResponse[];
  showSchool?: boolean;
  columns?: 1 | 2 | 3;
}) {
  const [open, setOpen] = useState<OpenHouseResponse | null>(null);
  return (
    <>
      <Grid container spacing={2}>
        {openHouses.map((openHouse) => (
          <Grid key={openHouse.id} size={{ xs: 12, sm: columns === 1 ? 12 : 6, md: 12 / columns }}>
            <OpenHouseCard
              openHouse={openHouse}
              showSchool={showSchool}
              action={
                openHouse.status === 'scheduled' && (
                  <Button
                    variant="contained"
                    onClick={() => setOpen(openHouse)}
                    aria-label={`RSVP to ${openHouse.title}`}
                  >
                    {openHouse.seatsLeft === 0 ? 'Join the waitlist' : 'RSVP'}
                  </Button>
                )
              }
            />
          </Grid>
        ))}
      </Grid>
      {open && (
        <Suspense fallback={null}>
          <RsvpDialog openHouse={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
