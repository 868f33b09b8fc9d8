import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useListOpenHouseAttendeesQuery, type OwnerOpenHouseResponse } from '@/shared/api/signed-in';
import { useCheckInAttendeeMutation } from '@/shared/api/signed-in';
import { attendeesExportHref, rsvpStatusLabel } from '../model/open-house-form';

/** Who is coming (confirmed, then the waitlist in order, then cancellations), check-in on the day, CSV export. */
export function OpenHouseAttendeesDialog({
  schoolId,
  openHouse,
  onClose,
}: {
  schoolId: number;
  openHouse: OwnerOpenHouseResponse;
  onClose: () => void;
}) {
  const { data, isLoading } = useListOpenHouseAttendeesQuery({ schoolId, id: openHouse.id });
  const [checkIn] = useCheckInAttendeeMutation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="attendees-title">
      <DialogTitle id="attendees-title">Attendees: {openHouse.title}</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <Typography>Loading…</Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary">No RSVPs yet.</Typography>
        ) : (
          <Table size="small" aria-label="Attendees">
            <TableHead>
              <TableRow>
                <TableCell>Checked in</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Party</TableCell>
                <TableCell>Grade</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((attendee) => (
                <TableRow key={attendee.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={!!attendee.checkedInAt}
                      disabled={attendee.status !== 'confirmed' || attendee.erased}
                      onChange={(event) =>
                        void checkIn({
                          schoolId,
                          id: openHouse.id,
                          rsvpId: attendee.id,
                          checkInRequest: { checkedIn: event.target.checked },
                        })
                      }
                      slotProps={{ input: { 'aria-label': `Checked in: ${attendee.name || 'erased RSVP'}` } }}
                    />
                  </TableCell>
                  <TableCell>{attendee.erased ? <em>Erased</em> : attendee.name}</TableCell>
                  <TableCell>{attendee.email}</TableCell>
                  <TableCell>{attendee.partySize}</TableCell>
                  <TableCell>{attendee.childGrade}</TableCell>
                  <TableCell>{rsvpStatusLabel(attendee.status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button component="a" href={attendeesExportHref(schoolId, openHouse.id)} download startIcon={<DownloadIcon />}>
          Export CSV
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
