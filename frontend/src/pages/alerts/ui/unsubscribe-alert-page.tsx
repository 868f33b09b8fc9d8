import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useUnsubscribeAlertMutation } from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';

/**
 * The List-Unsubscribe address of an alert mail, opened in a browser (the API's GET leads here). Opening
 * it stops nothing, as mail scanners open links too: the button sends the same one-click POST a mail app does.
 */
export function UnsubscribeAlertPage() {
  usePageMeta({ title: 'Stop this school alert', description: 'Stop the e-mails of a saved school search.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, result] = useUnsubscribeAlertMutation();

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Stop this school alert
      </Typography>
      {!token ? (
        <Alert severity="error" role="alert">
          This link is not valid. Please use the unsubscribe link from your most recent alert e-mail.
        </Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {result.error && (
                <Alert severity="error" role="alert">
                  {errorText(result.error, 'Something went wrong. Please try again.')}
                </Alert>
              )}
              {result.data ? (
                <Alert severity="success" role="status">
                  You are unsubscribed: this alert is deleted and sends no more e-mails.
                </Alert>
              ) : (
                <>
                  <Typography>
                    Press Unsubscribe to delete this saved search and stop its e-mails. Other alerts of your address
                    stay; the &apos;Manage your alerts&apos; link in any alert e-mail lists them all.
                  </Typography>
                  <Button
                    variant="contained"
                    disabled={result.isLoading}
                    onClick={() =>
                      void unsubscribe({ token, oneClickUnsubscribeBody: { 'List-Unsubscribe': 'One-Click' } })
                    }
                  >
                    Unsubscribe
                  </Button>
                </>
              )}
              <Button component={RouterLink} to={paths.schools.href()}>
                Browse schools
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
