import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { errorText, fieldErrorsOf } from '@/shared/api';
import { useInviteUserMutation, type InviteUserRequest } from '@/shared/api/signed-in';
import { useToast } from '@/shared/ui';
import { useSchoolOptions, type SchoolOption } from '../model/school-options';

type InvitedAs = InviteUserRequest['role'];

/**
 * 'Invite' (issue 36): a new admin, or a person to manage a school beside its owner. The person gets an
 * e-mail with a one-time link to choose a password (a week); someone who already has an account gets the
 * school and a mail to sign in.
 */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [invite, { isLoading }] = useInviteUserMutation();
  const [role, setRole] = useState<InvitedAs>('school_admin');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [input, setInput] = useState('');
  const [school, setSchool] = useState<SchoolOption | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { options, loading } = useSchoolOptions(input, !open || role !== 'school_admin');

  const close = () => {
    setEmail('');
    setFirstName('');
    setLastName('');
    setInput('');
    setSchool(null);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const send = async () => {
    const problems: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) problems.email = 'Please enter a valid email';
    if (role === 'school_admin' && !school) problems.schoolId = 'Please choose the school';
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length) return;
    try {
      await invite({
        inviteUserRequest: {
          email: email.trim(),
          role,
          firstName: firstName.trim() || null,
          lastName: lastName.trim() || null,
          ...(role === 'school_admin' && school ? { schoolId: school.id } : {}),
        },
      }).unwrap();
      toast({
        title: 'Invitation Sent',
        description: `${email.trim()} has an e-mail with a link to set up the account.`,
      });
      close();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(errorText(error, 'Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="invite-user-title">
      <DialogTitle id="invite-user-title">Invite someone</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            They get an e-mail with a one-time link to choose a password, valid for 7 days.
          </DialogContentText>
          <TextField
            select
            size="small"
            label="Invite as"
            value={role}
            onChange={(event) => setRole(event.target.value as InvitedAs)}
          >
            <MenuItem value="school_admin">Owner of a school</MenuItem>
            <MenuItem value="admin">Admin</MenuItem>
          </TextField>
          {role === 'school_admin' && (
            <Autocomplete
              options={options}
              loading={loading}
              value={school}
              onChange={(_event, value) => setSchool(value)}
              inputValue={input}
              onInputChange={(_event, value) => setInput(value)}
              filterOptions={(x) => x}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="School"
                  size="small"
                  required
                  error={!!errors.schoolId}
                  helperText={errors.schoolId ?? 'They manage it beside its current owners'}
                />
              )}
            />
          )}
          <TextField
            size="small"
            label="Email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!errors.email}
            helperText={errors.email}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              label="First name"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              error={!!errors.firstName}
              helperText={errors.firstName}
              fullWidth
            />
            <TextField
              size="small"
              label="Last name"
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              error={!!errors.lastName}
              helperText={errors.lastName}
              fullWidth
            />
          </Stack>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void send()}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
