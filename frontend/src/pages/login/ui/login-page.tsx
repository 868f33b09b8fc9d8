import LockIcon from '@mui/icons-material/Lock';
import { Box, Card, CardContent, Container, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { useSignInMutation, type SessionUserResponse } from '@/shared/api';
import { landingPathFor, useRememberSignedInUser, useSession } from '@/shared/auth';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { LoginForm } from './login-form';

/** `/login` (spec 001 §2): 'School Portal Access', the sign-in form and the way to claim a school. */
export function LoginPage() {
  usePageMeta({ title: 'School Portal Access', description: 'Sign in to manage your school listing.' });
  const session = useSession();
  const navigate = useNavigate();
  const rememberUser = useRememberSignedInUser();
  const [signIn] = useSignInMutation();

  const onSignedIn = (user: SessionUserResponse) => {
    // The header switches at once; the mutation's tag invalidation then refetches the user (spec 001 §4).
    rememberUser(user);
    navigate(landingPathFor(user.role), { replace: true });
  };

  if (session.status === 'signed-in') return <Navigate to={landingPathFor(session.user.role)} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack spacing={1} alignItems="center" sx={{ mb: 4, textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={{
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderRadius: '50%',
                p: 1.5,
                display: 'flex',
              }}
            >
              <LockIcon />
            </Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.2rem' } }}>
              School Portal Access
            </Typography>
            <Typography color="text.secondary">
              Sign in to manage your school&apos;s listing, or to moderate the directory.
            </Typography>
          </Stack>
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
        </CardContent>
      </Card>
    </Container>
  );
}
