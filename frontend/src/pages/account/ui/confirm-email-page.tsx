import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText, useConfirmOwnEmailChangeMutation } from '@/shared/api';
import { useSession } from '@/shared/auth';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { FormCard } from '@/shared/ui';

/**
 * `/confirm-email?token=…`: the link mailed to a new address. The change happens only when the button is
 * pressed (a POST): a mail scanner opening the link changes nothing.
 */
export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm Your New Email', canonicalPath: paths.confirmEmail.href() });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [confirm, { isLoading }] = useConfirmOwnEmailChangeMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const next = session.status === 'signed-in' ? paths.account.href() : paths.login.href();

  return (
    <FormCard
      icon={<MarkEmailReadIcon />}
      title="Confirm Your New Email"
      description="Press the button to sign in with this address from now on."
    >
      <Stack spacing={2}>
        {done ? (
          <>
            <Alert severity="success" role="status">
              {done}
            </Alert>
            <Button component={RouterLink} to={next} variant="contained">
              {session.status === 'signed-in' ? 'Back to your profile' : 'Sign in'}
            </Button>
          </>
        ) : (
          <>
            {(failure || !token) && (
              <Alert severity="error">
                {failure ?? 'This link is invalid or has expired. Please request a new one.'}
              </Alert>
            )}
            <Button
              variant="contained"
              disabled={!token || isLoading}
              startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
              onClick={() =>
                confirm({ confirmEmailChangeRequest: { token } })
                  .unwrap()
                  .then(
                    (answer) => setDone(answer.message),
                    (error: unknown) => setFailure(errorText(error, 'Please try again.')),
                  )
              }
            >
              Confirm my new email
            </Button>
          </>
        )}
      </Stack>
    </FormCard>
  );
}
