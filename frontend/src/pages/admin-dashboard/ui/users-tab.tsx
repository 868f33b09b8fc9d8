import CancelIcon from '@mui/icons-material/Cancel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/MailOutline';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/shared/api';
import {
  useChangeUserRoleMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useLinkUserSchoolMutation,
  useListUsersForAdminQuery,
  useResendPasswordLinkMutation,
  useUnlinkUserSchoolMutation,
  type AdminUserResponse,
  type ChangeUserRoleRequest,
} from '@/shared/api/signed-in';
import { useSession } from '@/shared/auth';
import { useToast } from '@/shared/ui';
import { formatDateTime, personName, ROLE_LABELS } from '../model/people';
import { useSchoolOptions } from '../model/school-options';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { ListState, Pager, SearchBox } from './list-controls';

const LIMIT = 20;
type Role = ChangeUserRoleRequest['role'];
const ROLES = Object.keys(ROLE_LABELS) as Role[];
/** Roles that open the admin dashboard. */
const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];

/** Users tab: every account with its role, schools and last sign-in; invite, disable, enable, links. */
export function UsersTab() {
  const session = useSession();
  const myId = session.status === 'signed-in' ? session.user.id : null;
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<'active' | 'disabled' | ''>('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, isError, isFetching } = useListUsersForAdminQuery(
    { search: query || undefined, role: role || undefined, status: status || undefined, page, limit: LIMIT },
    { refetchOnMountOrArgChange: true },
  );
  const [disabling, setDisabling] = useState<AdminUserResponse | null>(null);
  const [linking, setLinking] = useState<AdminUserResponse | null>(null);
  const [inviting, setInviting] = useState(false);
  const items = data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchBox
          label="Search users by name or email"
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label="Role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role | '');
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All roles</MenuItem>
          {ROLES.filter((r) => r !== 'super_admin').map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as 'active' | 'disabled' | '');
            setPage(1);
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="disabled">Disabled</MenuItem>
        </TextField>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setInviting(true)}
          sx={{ flexShrink: 0, alignSelf: { md: 'center' } }}
        >
          Invite
        </Button>
      </Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!isFetching && !items.length}
        search={query}
        noun="users"
        emptyText="No users found"
      />
      {items.map((user) => (
        <UserCard
          key={user.id}
          user={user}
          isMe={user.id === myId}
          onDisable={() => setDisabling(user)}
          onAddSchool={() => setLinking(user)}
        />
      ))}
      {data && <Pager page={page} limit={LIMIT} total={data.total} onChange={setPage} />}
      <DisableDialog user={disabling} onClose={() => setDisabling(null)} />
      <LinkSchoolDialog user={linking} onClose={() => setLinking(null)} />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}

function useFailureToast() {
  const { toast } = useToast();
  return (error: unknown) =>
    toast({ title: 'Update Failed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
}

function UserCard({
  user,
  isMe,
  onDisable,
  onAddSchool,
}: {
  user: AdminUserResponse;
  isMe: boolean;
  onDisable: () => void;
  onAddSchool: () => void;
}) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const [changeRole, roleState] = useChangeUserRoleMutation();
  const [enable, enableState] = useEnableUserMutation();
  const [resend, resendState] = useResendPasswordLinkMutation();
  const [unlink] = useUnlinkUserSchoolMutation();
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const name = personName(user);

  const setRole = (role: Role) =>
    changeRole({ id: user.id, changeUserRoleRequest: { role } })
      .unwrap()
      .then(
        (saved) => toast({ title: 'Role Changed', description: `${name} is now ${ROLE_LABELS[saved.role]}.` }),
        failed,
      );
  // Admin rights reach every school, person and payment: granting or taking them is never one click.
  const requestRole = (role: Role) => {
    if (role === user.role) return;
    if (!ADMIN_ROLES.includes(role) && !ADMIN_ROLES.includes(user.role)) return void setRole(role);
    setConfirming(
      ADMIN_ROLES.includes(role)
        ? {
            title: `Make ${name} ${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role]}?`,
            description: `${name} (${user.email}) will be able to edit every school, approve claims and changes, manage people and see every lead.`,
            confirmLabel: `Make ${ROLE_LABELS[role]}`,
            run: () => void setRole(role),
          }
        : {
            title: `Remove ${name}'s admin rights?`,
            description: `${name} will no longer reach the admin dashboard and will be a ${ROLE_LABELS[role]}.`,
            confirmLabel: 'Change Role',
            run: () => void setRole(role),
          },
    );
  };
  const removeLink = (school: { id: number; name: string }) =>
    unlink({ id: user.id, schoolId: school.id })
      .unwrap()
      .then(
        () => toast({ title: 'School Link Removed', description: `${name} no longer manages ${school.name}.` }),
        failed,
      );

  return (
    <>
      <Card variant="outlined" data-testid={`admin-user-${user.id}`}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={0.75} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h3">
                  {name}
                </Typography>
                {user.isActive ? (
                  <Chip size="small" color="success" variant="outlined" label="Active" />
                ) : (
                  <Chip size="small" color="error" label="Disabled" />
                )}
                {!user.hasPassword && <Chip size="small" variant="outlined" label="No password yet" />}
                {isMe && <Chip size="small" variant="outlined" label="You" />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Last sign-in: {formatDateTime(user.lastSignInAt, 'never')} · Joined {formatDateTime(user.createdAt)}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  Schools:
                </Typography>
                {user.schools.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    none
                  </Typography>
                )}
                {user.schools.map((school) => (
                  <Chip
                    key={school.id}
                    size="small"
                    label={school.name}
                    onDelete={() =>
                      setConfirming({
                        title: `Remove ${school.name} from ${name}?`,
                        description: `${name} will no longer manage ${school.name}: its dashboard, leads and billing close to them at once.`,
                        confirmLabel: 'Remove School',
                        run: () => void removeLink(school),
                      })
                    }
                    deleteIcon={<CancelIcon role="button" aria-label={`Remove ${school.name} from ${name}`} />}
                  />
                ))}
                <Button size="small" startIcon={<LinkIcon />} onClick={onAddSchool}>
                  Add school
                </Button>
              </Stack>
            </Stack>
            <Stack spacing={1} sx={{ flexShrink: 0, minWidth: { md: 220 } }}>
              <TextField
                select
                size="small"
                label="Role"
                value={user.role}
                disabled={roleState.isLoading}
                slotProps={{ htmlInput: { 'aria-label': `Role of ${name}` } }}
                onChange={(event) => requestRole(event.target.value as Role)}
              >
                {ROLES.map((r) => (
                  <MenuItem key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </MenuItem>
                ))}
              </TextField>
              {user.isActive ? (
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  disabled={isMe}
                  title={isMe ? 'You cannot disable your own account' : undefined}
                  onClick={onDisable}
                >
                  Disable
                </Button>
              ) : (
                <Button
                  variant="contained"
                  size="small"
                  disabled={enableState.isLoading}
                  onClick={() =>
                    enable({ id: user.id })
                      .unwrap()
                      .then(
                        () => toast({ title: 'Account Enabled', description: `${name} can sign in again.` }),
                        failed,
                      )
                  }
                >
                  Enable
                </Button>
              )}
              <Button
                size="small"
                startIcon={<MailIcon />}
                disabled={!user.isActive || resendState.isLoading}
                onClick={() =>
                  resend({ id: user.id })
                    .unwrap()
                    .then(
                      () =>
                        toast({
                          title: 'Link Sent',
                          description: `A link to set a password is on its way to ${user.email}.`,
                        }),
                      failed,
                    )
                }
              >
                Send password link
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

function DisableDialog({ user, onClose }: { user: AdminUserResponse | null; onClose: () => void }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const [disable, { isLoading }] = useDisableUserMutation();
  const name = user ? personName(user) : '';
  return (
    <Dialog open={!!user} onClose={onClose} aria-labelledby="disable-user-title">
      <DialogTitle id="disable-user-title">Disable {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {name} is signed out everywhere at once and cannot sign in until an admin enables the account again. Their
          schools and history are kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={isLoading}
          onClick={() => {
            if (!user) return;
            disable({ id: user.id })
              .unwrap()
              .then(() => {
                toast({ title: 'Account Disabled', description: `${name} has been signed out everywhere.` });
                onClose();
              }, failed);
          }}
        >
          Disable account
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LinkSchoolDialog({ user, onClose }: { user: AdminUserResponse | null; onClose: () => void }) {
  const { toast } = useToast();
  const [input, setInput] = useState('');
  const [choice, setChoice] = useState<{ id: number; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { options, loading } = useSchoolOptions(input, !user);
  const [link, { isLoading }] = useLinkUserSchoolMutation();
  const close = () => {
    setInput('');
    setChoice(null);
    setError(null);
    onClose();
  };
  return (
    <Dialog open={!!user} onClose={close} maxWidth="sm" fullWidth aria-labelledby="link-school-title">
      <DialogTitle id="link-school-title">Link a school to {user ? personName(user) : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            The account can then manage the school in the portal. A plain user becomes a School Admin.
          </DialogContentText>
          <Autocomplete
            options={options}
            loading={loading}
            value={choice}
            onChange={(_event, value) => setChoice(value)}
            inputValue={input}
            onInputChange={(_event, value) => setInput(value)}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label="School" size="small" />}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!choice || isLoading}
          onClick={() => {
            if (!user || !choice) return;
            link({ id: user.id, schoolLinkRequest: { schoolId: choice.id } })
              .unwrap()
              .then(
                () => {
                  toast({ title: 'School Linked', description: `${personName(user)} now manages ${choice.label}.` });
                  close();
                },
                (e: unknown) => setError(errorText(e, 'Please try again.')),
              );
          }}
        >
          Link school
        </Button>
      </DialogActions>
    </Dialog>
  );
}
