import { Button, Grid } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { OpenHouseCard } from '@/entities/open-house';
import { UnclaimedNote } from '@/entities/school';
import type { OpenHouseResponse } from '@/shared/api';
import { NEEDS_SCRIPT_CLASS, NoScriptNote } from '@/shared/ui';

// The form opens on a click: its dialog and fields are not part of the page's first load (issue 21).
const RsvpDialog = lazy(() => import('./rsvp-dialog').then((module) => ({ default: module.RsvpDialog })));

/**
 * Open house cards, each with its RSVP (or waitlist) button. The RSVP form is a dialog: without JavaScript
 * the buttons show as disabled and a note above the cards says why.
 */
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
      {openHouses.some((openHouse) => openHouse.status === 'scheduled' && openHouse.school.takesRsvps) && (
        <NoScriptNote>
          RSVPs need JavaScript, which is turned off in your browser. Turn it on and reload the page to reserve your
          seats.
        </NoScriptNote>
      )}
      <Grid container spacing={2}>
        {openHouses.map((openHouse) => (
          <Grid key={openHouse.id} size={{ xs: 12, sm: columns === 1 ? 12 : 6, md: 12 / columns }}>
            <OpenHouseCard
              openHouse={openHouse}
              showSchool={showSchool}
              action={
                openHouse.status === 'scheduled' &&
                (!openHouse.school.takesRsvps ? (
                  // Nobody at the school would hear of the RSVP: none is offered (issue 35).
                  <UnclaimedNote
                    schoolName={openHouse.school.name}
                    phone={openHouse.school.phone}
                    website={openHouse.school.website}
                    what="RSVPs"
                  />
                ) : (
                  <Button
                    variant="contained"
                    onClick={() => setOpen(openHouse)}
                    aria-label={`RSVP to ${openHouse.title}`}
                    className={NEEDS_SCRIPT_CLASS}
                  >
                    {openHouse.seatsLeft === 0 ? 'Join the waitlist' : 'RSVP'}
                  </Button>
                ))
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
