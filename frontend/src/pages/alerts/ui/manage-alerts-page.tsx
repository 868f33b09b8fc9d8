import { Alert, Button, Card, CardContent, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  errorText,
  useChangeManagedAlertMutation,
  useDeleteAllManagedAlertsMutation,
  useDeleteManagedAlertMutation,
  useKeepManagedAlertMutation,
  useListManagedAlertsQuery,
  type AlertFrequency,
} from '@/shared/api';
import { usePageMeta } from '@/shared/lib/page-meta';
import { AlertFiltersForm } from './alert-filters-form';

const LAPSE_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Every alert of the address the mailed manage link names (`?token=`): change how often or the search
 * itself, keep an alert another 12 months, delete one or all.
 */
export function ManageAlertsPage() {
  usePageMeta({ title: 'Your school alerts', description: 'Manage your e-mail alerts for new schools.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const list = useListManagedAlertsQuery({ token }, { skip: !token });
  const [change, changing] = useChangeManagedAlertMutation();
  const [remove, removing] = useDeleteManagedAlertMutation();
  const [removeAll, removingAll] = useDeleteAllManagedAlertsMutation();
  const [keep, keeping] = useKeepManagedAlertMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const problem =
    list.error ?? (editing ? undefined : changing.error) ?? removing.error ?? removingAll.error ?? keeping.error;
  const busy = changing.isLoading || removing.isLoading || removingAll.isLoading || keeping.isLoading;

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your school alerts
      </Typography>
      {!token ? (
        <Alert severity="error" role="alert">
          This link is not valid. Please use the link from your most recent e-mail.
        </Alert>
      ) : (
        <Stack spacing={2}>
          {problem && (
            <Alert severity="error" role="alert">
              {errorText(problem, 'Something went wrong. Please try again.')}
            </Alert>
          )}
          {list.data && (
            <>
              <Typography>
                Alerts for <strong>{list.data.email}</strong>
              </Typography>
              {removingAll.data && (
                <Alert severity="success" role="status">
                  We deleted every alert of this address.
                </Alert>
              )}
              {list.data.alerts.length === 0 ? (
                <Typography color="text.secondary">There are no alerts for this address.</Typography>
              ) : (
                list.data.alerts.map((alert) => (
                  <Card key={alert.id} variant="outlined" data-testid="managed-alert">
                    <CardContent>
                      <Stack spacing={1.5}>
                        <Typography variant="h6" component="h2">
                          {alert.searchSummary}
                        </Typography>
                        {!alert.confirmed && (
                          <Alert severity="info">
                            Not confirmed yet: nothing is sent, and it is deleted 7 days after you saved it.
                          </Alert>
                        )}
                        {alert.lapsesAt && (
                          <Stack
                            direction={{ xs: 'column', sm: 'row' }}
                            spacing={2}
                            alignItems={{ sm: 'center' }}
                            data-testid="alert-lapse"
                          >
                            <Typography color={alert.lapsesSoon ? 'warning.main' : 'text.secondary'}>
                              {alert.lapsesSoon ? 'Ends' : 'Kept until'} {LAPSE_DATE.format(new Date(alert.lapsesAt))}
                              {alert.lapsesSoon ? ' unless you keep it.' : '.'}
                            </Typography>
                            <Button
                              size="small"
                              variant={alert.lapsesSoon ? 'contained' : 'text'}
                              disabled={busy}
                              onClick={() => void keep({ id: alert.id, token })}
                            >
                              Keep this alert
                            </Button>
                          </Stack>
                        )}
                        {editing === alert.id && (
                          <AlertFiltersForm alert={alert} token={token} onDone={() => setEditing(null)} />
                        )}
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                          <TextField
                            select
                            size="small"
                            label="How often"
                            value={alert.frequency}
                            disabled={busy}
                            onChange={(event) =>
                              void change({
                                id: alert.id,
                                token,
                                changeAlertRequest: { frequency: event.target.value as AlertFrequency },
                              })
                            }
                            sx={{ minWidth: 140 }}
                          >
                            <MenuItem value="daily">Daily</MenuItem>
                            <MenuItem value="weekly">Weekly</MenuItem>
                          </TextField>
                          <Button href={alert.searchUrl}>See matching schools</Button>
                          {editing !== alert.id && (
                            <Button disabled={busy} onClick={() => setEditing(alert.id)}>
                              Edit search
                            </Button>
                          )}
                          <Button color="error" disabled={busy} onClick={() => void remove({ id: alert.id, token })}>
                            Delete
                          </Button>
                        </Stack>
                      </Stack>
                    </CardContent>
                  </Card>
                ))
              )}
              {list.data.alerts.length > 0 && (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => void removeAll({ token })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Delete all my alerts
                </Button>
              )}
              <Typography variant="caption" color="text.secondary">
                Deleting removes the saved search and the e-mails we stored for it. Deleting all removes this address
                from our alerts.
              </Typography>
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}
