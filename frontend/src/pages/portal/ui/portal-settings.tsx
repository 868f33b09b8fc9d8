import { Box, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useChangePasswordMutation } from '@/shared/api';
import type { SessionUser } from '@/shared/auth';
import { paths } from '@/shared/config';
import { ChangePasswordForm } from './change-password-form';

/** Settings tab: who is signed in (name and e-mail, changed on the profile page) and the password change. */
export function PortalSettings({ user }: { user: SessionUser }) {
  const [changePassword] = useChangePasswordMutation();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Account Settings
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 480, mt: 2 }}>
          <TextField label="Name" value={name || '—'} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
          <Typography color="text.secondary">
            You sign in with your e-mail and password. Your profile page changes your name and e-mail.
          </Typography>
          <Box>
            <Button component={RouterLink} to={paths.account.href()} variant="outlined">
              Change name or email
            </Button>
          </Box>
        </Stack>
        <Divider sx={{ my: 4 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          Change Password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Other devices signed in to your account are signed out when you change it.
        </Typography>
        <Stack sx={{ maxWidth: 480 }}>
          <ChangePasswordForm changePassword={(body) => changePassword({ changePasswordRequest: body }).unwrap()} />
        </Stack>
      </CardContent>
    </Card>
  );
}
