import {
  Alert,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '@/shared/api';
import { useListIgnoredListingRemindersQuery, useSendDueListingRemindersMutation } from '@/shared/api/signed-in';
import { paths } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { useToast } from '@/shared/ui';

/**
 * The operator's list of owners who ignored three listing reminders in a row (issue 44), under the Approvals tab
 * (the tab bar has no room for another tab), with 'Send due reminders now': the worker's daily run, at once.
 */
export function AdminListingReminders() {
  const { toast } = useToast();
  const { data, error, isLoading } = useListIgnoredListingRemindersQuery();
  const [send, sending] = useSendDueListingRemindersMutation();

  const sendNow = async () => {
    try {
      const { remindedSchools: n } = await send().unwrap();
      toast({
        title:
          n === 0 ? 'No reminder is due.' : `Reminders sent to the owners of ${n} ${n === 1 ? 'school' : 'schools'}.`,
      });
    } catch (failure) {
      toast({
        title: errorText(failure, 'The reminders could not be sent. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="admin-listing-reminders-title" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id="admin-listing-reminders-title">
        Listings not confirmed
      </Typography>
      <Typography color="text.secondary">
        Every six months the owners of each claimed school are asked by e-mail to confirm their listing. These owners
        ignored three reminders in a row.
      </Typography>
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={sending.isLoading} onClick={sendNow}>
        Send due reminders now
      </Button>
      {error ? (
        <Alert severity="error">{errorText(error, 'The list could not be loaded.')}</Alert>
      ) : isLoading ? (
        <Typography>Loading…</Typography>
      ) : !data?.length ? (
        <Typography data-testid="ignored-reminders-empty">No owner ignored three reminders.</Typography>
      ) : (
        <Table size="small" aria-label="Owners who ignored three reminders">
          <TableHead>
            <TableRow>
              <TableCell>School</TableCell>
              <TableCell>Owner e-mail</TableCell>
              <TableCell>Reminders sent</TableCell>
              <TableCell>Last reminder</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.schoolId}>
                <TableCell>
                  <Link component={RouterLink} to={paths.school.href(row.schoolSlug)}>
                    {row.schoolName}
                  </Link>
                </TableCell>
                <TableCell>{row.ownerEmails.join(', ') || '—'}</TableCell>
                <TableCell>{row.remindersSent}</TableCell>
                <TableCell>{formatLongDate(row.lastReminderAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
