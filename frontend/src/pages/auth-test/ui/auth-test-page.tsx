import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useSession } from '@/shared/auth';
import { paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { BUILD_INFO } from '../model/build-info';

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * `/auth-test` (docs/product.md "Signed-in screens"): the session as the server sees it, with the login
 * and logout navigations, and the build's mode and version. Never secrets or
 * environment variables.
 */
export function AuthTestPage() {
  usePageMeta({ title: 'Authentication Test', description: 'Check your sign-in status.' });
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const status =
    session.status === 'loading'
      ? 'Checking...'
      : session.status === 'signed-in'
        ? 'Authenticated'
        : 'Not authenticated';
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || '—' : '—';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Authentication Test
      </Typography>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
                Status
              </Typography>
              <Chip
                label={status}
                color={session.status === 'signed-in' ? 'success' : 'default'}
                aria-label={`Authentication status: ${status}`}
              />
            </Stack>
            <Rows
              rows={[
                ['User ID', user?.id ?? '—'],
                ['Email', user?.email ?? '—'],
                ['Name', name],
                ['Role', user?.role ?? '—'],
                [
                  'Profile image',
                  user?.profileImageUrl ? (
                    <Avatar src={user.profileImageUrl} alt={`Profile image of ${name}`} />
                  ) : (
                    'None'
                  ),
                ],
              ]}
            />
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button href={paths.apiLogin.href()} variant="contained" startIcon={<LoginIcon />}>
                Login
              </Button>
              <Button href={paths.apiLogout.href()} variant="outlined" startIcon={<LogoutIcon />}>
                Logout
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
              Environment &amp; Debug
            </Typography>
            <Rows
              rows={[
                ['Mode', BUILD_INFO.mode],
                ['Version', BUILD_INFO.version],
                ['Session check', 'GET /api/auth/user'],
              ]}
            />
          </CardContent>
        </Card>
      </Stack>
    </Container>
  );
}
