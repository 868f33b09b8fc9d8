import KeyIcon from '@mui/icons-material/Key';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from '@/shared/api';
import { landingPathFor, useRememberSignedInUser } from '@/shared/auth';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { FormCard } from '@/shared/ui';
import { RequestLinkForm } from './request-link-form';
import { SetPasswordForm } from './set-password-form';

/**
 * `/set-password?token=…`: the page of the e-mailed one-time link (password
 * reset, or the first password after a claim is approved). Without a token it
 * asks for the e-mail to send a new link to.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const rememberUser = useRememberSignedInUser();
  const [confirm] = useConfirmPasswordResetMutation();
  const [request] = useRequestPasswordResetMutation();
  const title = token ? 'Set Your Password' : 'Reset Your Password';
  // The token stays out of the canonical URL (and so out of anything that copies it).
  usePageMeta({
    title,
    description: 'Choose a password for your school portal account.',
    canonicalPath: '/set-password',
  });

  return (
    <FormCard
      icon={<KeyIcon />}
      title={title}
      description={
        token
          ? 'Choose a new password for your account. The link works once and expires.'
          : "Enter your account's email and we will send you a link to set a new password."
      }
    >
      {token ? (
        <SetPasswordForm
          setPassword={(password) => confirm({ confirmPasswordResetRequest: { token, password } }).unwrap()}
          onDone={({ user }) => {
            // The server signed them in: the header switches at once, and they land where sign-in would take them.
            rememberUser(user);
            navigate(landingPathFor(user.role), { replace: true });
          }}
        />
      ) : (
        <RequestLinkForm requestLink={(email) => request({ requestPasswordResetRequest: { email } }).unwrap()} />
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.login.href()}>
          Back to sign in
        </Link>
      </Typography>
    </FormCard>
  );
}
