import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { durationText, formatOpenHouseTime } from '@/entities/open-house';
import { errorText } from '@/shared/api';
import {
  useCancelOpenHouseMutation,
  useCreateOpenHouseMutation,
  useDuplicateOpenHouseMutation,
  useListSchoolOpenHousesQuery,
  useUpdateOpenHouseMutation,
  type OwnerOpenHouseResponse,
} from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { formValuesOf, newOpenHouseValues, requestOf } from '../model/open-house-form';
import { OpenHouseAttendeesDialog } from './open-house-attendees-dialog';
import { OpenHouseFormDialog } from './open-house-form-dialog';

/** The dashboard's 'Open houses' tab (premium schools): create, edit, duplicate, cancel; attendees and check-in. */
export function OpenHousesTab({
  schoolId,
  isPremium,
  gradeSpan,
}: {
  schoolId: number;
  isPremium: boolean;
  /** The school's grades as a span: a new open house's grades default to it. */
  gradeSpan: { gradeMin: number | null; gradeMax: number | null };
}) {
  const { toast } = useToast();
  const list = useListSchoolOpenHousesQuery({ schoolId }, { skip: !isPremium });
  const [create] = useCreateOpenHouseMutation();
  const [update] = useUpdateOpenHouseMutation();
  const [duplicate] = useDuplicateOpenHouseMutation();
  const [cancel] = useCancelOpenHouseMutation();
  const [editing, setEditing] = useState<OwnerOpenHouseResponse | 'new' | null>(null);
  const [attendees, setAttendees] = useState<OwnerOpenHouseResponse | null>(null);
  const [cancelling, setCancelling] = useState<OwnerOpenHouseResponse | null>(null);

  if (!isPremium)
    return (
      <Alert severity="info">
        Open houses are a premium feature. Upgrade your listing to publish open houses and take RSVPs.
      </Alert>
    );

  const failed = (error: unknown) =>
    toast({
      title: 'Something went wrong',
      description: errorText(error, 'Please try again later.'),
      variant: 'destructive',
    });

  return (
    <Stack spacing={2}>
      {/* The button goes under the text on a phone: beside it, it was squeezed onto three lines. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            Open houses
          </Typography>
          <Typography color="text.secondary">
            Families RSVP on your school page and on /open-houses; each RSVP also reaches your Leads inbox.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          New open house
        </Button>
      </Stack>
      {list.isError && <Alert severity="error">{errorText(list.error, 'Unable to load your open houses.')}</Alert>}
      {list.data?.length === 0 && <Alert severity="info">No open houses yet. Create your first one.</Alert>}
      {list.data?.map((openHouse) => {
        const past = new Date(openHouse.endsAt).getTime() < Date.now();
        const cancelled = openHouse.status === 'cancelled';
        return (
          <Card key={openHouse.id} variant="outlined" component="article" aria-label={openHouse.title}>
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="h6" component="h3">
                      {openHouse.title}
                    </Typography>
                    {cancelled && <Chip size="small" color="error" label="Cancelled" />}
                    {past && !cancelled && <Chip size="small" label="Past" />}
                  </Stack>
                  <Typography variant="body2">
                    {formatOpenHouseTime(openHouse.startsAt, openHouse.endsAt)} (
                    {durationText(openHouse.durationMinutes)})
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {openHouse.format === 'virtual' ? `Virtual · ${openHouse.virtualUrl}` : openHouse.address} · Grades{' '}
                    {openHouse.grades}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {openHouse.confirmedCount} / {openHouse.capacity} seats booked · {openHouse.waitlistCount} on the
                    waitlist · {openHouse.checkedInCount} checked in
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => setAttendees(openHouse)}>
                    Attendees
                  </Button>
                  {!cancelled && !past && (
                    <Button size="small" onClick={() => setEditing(openHouse)}>
                      Edit
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() =>
                      void duplicate({ schoolId, id: openHouse.id })
                        .unwrap()
                        .then(
                          () =>
                            toast({
                              title: 'Open house duplicated',
                              description: 'The copy is one week later. Edit it as you need.',
                            }),
                          failed,
                        )
                    }
                  >
                    Duplicate
                  </Button>
                  {!cancelled && !past && (
                    <Button size="small" color="error" onClick={() => setCancelling(openHouse)}>
                      Cancel event
                    </Button>
                  )}
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      {editing && (
        <OpenHouseFormDialog
          title={editing === 'new' ? 'New open house' : 'Edit open house'}
          initial={editing === 'new' ? newOpenHouseValues(gradeSpan) : formValuesOf(editing)}
          familiesSignedUp={editing !== 'new' && editing.confirmedCount + editing.waitlistCount > 0}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            if (editing === 'new') await create({ schoolId, openHouseDetailsRequest: requestOf(values) }).unwrap();
            else await update({ schoolId, id: editing.id, openHouseDetailsRequest: requestOf(values) }).unwrap();
            toast({
              title: editing === 'new' ? 'Open house published' : 'Open house updated',
              description: 'Families can RSVP now.',
            });
            setEditing(null);
          }}
        />
      )}
      {attendees && (
        <OpenHouseAttendeesDialog schoolId={schoolId} openHouse={attendees} onClose={() => setAttendees(null)} />
      )}
      {cancelling && (
        <Dialog open onClose={() => setCancelling(null)} aria-labelledby="cancel-open-house-title">
          <DialogTitle id="cancel-open-house-title">Cancel this open house?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Everyone who RSVPed or is on the waitlist for &quot;{cancelling.title}&quot; will be told by e-mail. This
              cannot be undone.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCancelling(null)}>Keep it</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() =>
                void cancel({ schoolId, id: cancelling.id })
                  .unwrap()
                  .then(
                    () => toast({ title: 'Open house cancelled', description: 'Families are being told by e-mail.' }),
                    failed,
                  )
                  .finally(() => setCancelling(null))
              }
            >
              Cancel open house
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
