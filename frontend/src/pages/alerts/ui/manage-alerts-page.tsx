import { Alert, Button, Card, CardContent, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import {
  errorText,
  useChangeManagedAlertMutation,
  useDeleteAllManagedAlertsMutation,
  useDeleteManagedAlertMutation,
  useListManagedAlertsQuery,
  type AlertFrequency,
} from '@/shared/api';
import { usePageMeta } from '@/shared/lib/page-meta';

/** Every alert of the address the mailed manage link names (`?token=`): change how often, delete one or all. */
export function ManageAlertsPage() {
  usePageMeta({ title: 'Your school alerts', description: 'Manage your e-mail alerts for new schools.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const list = useListManagedAlertsQuery({ token }, { skip: !token });
  const [change, changing] = useChangeManagedAlertMutation();
  const [remove, removing] = useDeleteManagedAlertMutation();
  const [removeAll, removingAll] = useDeleteAllManagedAlertsMutation();
  const problem = list.error ?? changing.error ?? removing.error ?? removingAll.error;
  const busy = changing.isLoading || removing.isLoading || removingAll.isLoading;

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
