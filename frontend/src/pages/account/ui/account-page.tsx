import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorText, fieldErrorsOf, useRequestOwnEmailChangeMutation, useUpdateOwnProfileMutation } from '@/shared/api';
import { isAdminRole, useSession, type SessionUser } from '@/shared/auth';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { useToast } from '@/shared/ui';

/**
 * `/account` (issue 36): the signed-in person's own profile, for owners and admins alike: their name, and
 * their sign-in e-mail, which changes only once the link sent to the new address is opened.
 */
export function AccountPage() {
  usePageMeta({ title: `Your Profile | ${APP_NAME}`, canonicalPath: paths.account.href() });
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === 'signed-out') navigate(paths.login.href(paths.account.href()), { replace: true });
  }, [session.status, navigate]);
  if (session.status !== 'signed-in') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }} role="status" aria-label="Loading your profile">
        <CircularProgress />
      </Box>
    );
  }
  const user = session.user;
  const home = isAdminRole(user.role) ? paths.adminDashboard.href() : paths.portal.href();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Button component={RouterLink} to={home} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {isAdminRole(user.role) ? 'Back to Admin Dashboard' : 'Back to Portal'}
      </Button>
      <Typography variant="h2" component="h1" gutterBottom>
        Your Profile
      </Typography>
      <Stack spacing={3}>
        <NameCard key={`${user.firstName}|${user.lastName}`} user={user} />
        <EmailCard user={user} />
      </Stack>
    </Container>
  );
}

function NameCard({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  const [save, { isLoading }] = useUpdateOwnProfileMutation();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unchanged = firstName.trim() === (user.firstName ?? '') && lastName.trim() === (user.lastName ?? '');
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-name-title">
      <CardContent>
        <Typography id="profile-name-title" variant="h5" component="h2" gutterBottom>
          Name
        </Typography>
        <Box
          component="form"
          noValidate
          aria-label="Your name"
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            save({ updateProfileRequest: { firstName: firstName.trim() || null, lastName: lastName.trim() || null } })
              .unwrap()
              .then(
                () => toast({ title: 'Profile Saved', description: 'Your name has been updated.' }),
                (error: unknown) => {
                  setErrors(fieldErrorsOf(error));
                  toast({
                    title: 'Could Not Save',
                    description: errorText(error, 'Please try again.'),
                    variant: 'destructive',
                  });
                },
              );
          }}
        >
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="First name"
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
                autoComplete="given-name"
                error={!!errors.firstName}
                helperText={errors.firstName}
                fullWidth
              />
              <TextField
                label="Last name"
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
                autoComplete="family-name"
                error={!!errors.lastName}
                helperText={errors.lastName}
                fullWidth
              />
            </Stack>
            <Box>
              <Button type="submit" variant="contained" disabled={isLoading || unchanged}>
                Save name
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function EmailCard({ user }: { user: SessionUser }) {
  const [request, { isLoading }] = useRequestOwnEmailChangeMutation();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-email-title">
      <CardContent>
        <Typography id="profile-email-title" variant="h5" component="h2" gutterBottom>
          Email
        </Typography>
        <Typography color="text.secondary">
          You sign in with <strong>{user.email}</strong>. To change it, enter the new address: we send it a link, and
          the change happens when you open it. We also tell your current address.
        </Typography>
        <Box
          component="form"
          noValidate
          aria-label="Change your email"
          onSubmit={(event) => {
            event.preventDefault();
            const problems: Record<string, string> = {};
            if (!/^\S+@\S+\.\S+$/.test(newEmail.trim())) problems.newEmail = 'Please enter a valid email';
            if (!currentPassword) problems.currentPassword = 'Current password is required';
            setErrors(problems);
            setSent(null);
            if (Object.keys(problems).length) return;
            request({ requestEmailChangeRequest: { newEmail: newEmail.trim(), currentPassword } })
              .unwrap()
              .then(
                (answer) => {
                  setSent(answer.message);
                  setNewEmail('');
                  setCurrentPassword('');
                },
                (error: unknown) => {
                  const fields = fieldErrorsOf(error);
                  setErrors(Object.keys(fields).length ? fields : { newEmail: errorText(error, 'Please try again.') });
                },
              );
          }}
        >
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label="New email"
              type="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              autoComplete="email"
              required
              error={!!errors.newEmail}
              helperText={errors.newEmail}
            />
            <TextField
              label="Current password"
              type="password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              autoComplete="current-password"
              required
              error={!!errors.currentPassword}
              helperText={errors.currentPassword ?? 'Asked again so an open session alone cannot move your account'}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isLoading}>
                Send confirmation link
              </Button>
            </Box>
            {sent && (
              <Alert severity="success" role="status">
                {sent}
              </Alert>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
