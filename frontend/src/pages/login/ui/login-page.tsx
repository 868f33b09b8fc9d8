import LockIcon from '@mui/icons-material/Lock';
import { Box, Divider, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignInMutation, type SessionUserResponse } from '@/shared/api';
import { landingPathFor, safeReturnPath, useRememberSignedInUser, useSession } from '@/shared/auth';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { FormCard } from '@/shared/ui';
import { LoginForm } from './login-form';

/** `/login` (docs/product.md "Signed-in screens"): 'School Portal Access', the sign-in form and the way to claim a school. */
export function LoginPage() {
  usePageMeta({ title: 'School Portal Access', description: 'Sign in to manage your school listing.' });
  const session = useSession();
  const navigate = useNavigate();
  const rememberUser = useRememberSignedInUser();
  const [signIn] = useSignInMutation();
  // Where a signed-out visitor was going (/portal sends them here with ?next=/portal); else their dashboard.
  const returnTo = safeReturnPath(useSearchParams()[0].get('next'));

  // Where this page's own sign-in goes; the signed-in render below must not send them elsewhere.
  const [destination, setDestination] = useState<string | null>(null);

  const onSignedIn = (user: SessionUserResponse) => {
    const to = returnTo ?? landingPathFor(user.role);
    setDestination(to);
    // The header switches at once; the mutation's tag invalidation then refetches the user (docs/product.md "Who uses it").
    rememberUser(user);
    navigate(to, { replace: true });
  };

  // Arriving already signed in: their own dashboard. (Not `next`: a page that sends a signed-in person
  // here is one their role cannot open, and going back there would bounce them straight back.)
  if (session.status === 'signed-in') return <Navigate to={destination ?? landingPathFor(session.user.role)} replace />;

  return (
    <FormCard
      icon={<LockIcon />}
      title="School Portal Access"
      description="Sign in to manage your school's listing, or to moderate the directory."
    >
      <LoginForm signIn={(body) => signIn({ signInRequest: body }).unwrap()} onSignedIn={onSignedIn} />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to={paths.setPassword.href()}>
          Forgot your password?
        </Link>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography sx={{ textAlign: 'center' }} color="text.secondary">
        Don&apos;t have access yet?{' '}
        <Link component={RouterLink} to={paths.claimSchool.href()} sx={{ fontWeight: 600 }}>
          Claim your school
        </Link>
      </Typography>
    </FormCard>
  );
}
