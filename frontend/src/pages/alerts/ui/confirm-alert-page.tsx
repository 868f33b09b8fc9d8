import { Alert, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useConfirmAlertMutation } from '@/shared/api';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';

/**
 * The confirmation link of an alert (`?token=`). Opening it confirms nothing:
 * mail scanners open links too, so only the button's POST confirms.
 */
export function ConfirmAlertPage() {
  usePageMeta({ title: 'Confirm your school alert', description: 'Confirm your e-mail alert for new schools.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, confirmed] = useConfirmAlertMutation();

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Confirm your school alert
      </Typography>
      {!token ? (
        <Alert severity="error" role="alert">
          This link is not valid. Please use the link from your confirmation e-mail.
        </Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {confirmed.error && (
                <Alert severity="error" role="alert">
                  {errorText(confirmed.error, 'Something went wrong. Please try again.')}
                </Alert>
              )}
              {confirmed.data ? (
                <>
                  <Alert severity="success" role="status">
                    Your alert is confirmed. We&apos;ll e-mail you {confirmed.data.frequency} when something is new for:{' '}
                    {confirmed.data.searchSummary}.
                  </Alert>
                  <Button href={confirmed.data.manageUrl}>Manage my alerts</Button>
                </>
              ) : (
                <>
                  <Typography>
                    Press Confirm to start receiving e-mails about new schools matching your saved search. If you did
                    not ask for this, ignore the e-mail: unconfirmed alerts are deleted after 7 days.
                  </Typography>
                  <Button
                    variant="contained"
                    disabled={confirmed.isLoading}
                    onClick={() => void confirm({ alertTokenRequest: { token } })}
                  >
                    Confirm
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
