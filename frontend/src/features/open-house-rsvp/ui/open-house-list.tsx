import { Button, Grid } from '@mui/material';
import { useState } from 'react';
import { OpenHouseCard } from '@/entities/open-house';
import type { OpenHouseResponse } from '@/shared/api';
import { RsvpDialog } from './rsvp-dialog';

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
      {open && <RsvpDialog openHouse={open} onClose={() => setOpen(null)} />}
    </>
  );
}
