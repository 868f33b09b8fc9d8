import { Alert, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { SessionUser } from '@/shared/auth';

/** Settings tab: read-only account facts. */
export function PortalSettings({ user }: { user: SessionUser }) {
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
          <Alert severity="info">
            Account settings are managed through the authentication provider. To change your name or email, contact us;
            to change your password, use &quot;Forgot password&quot; on the sign-in page.
          </Alert>
        </Stack>
      </CardContent>
    </Card>
  );
}
