import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { PasswordSetResponse } from '@/shared/api';
import { PASSWORD_HINT } from '@/shared/lib/password-rules';
import { useToast, FormTextField } from '@/shared/ui';
import {
  EMPTY_SET_PASSWORD,
  serverFieldError,
  serverMessage,
  setPasswordSchema,
  type SetPasswordValues,
} from '../model/set-password-form';

export interface SetPasswordFormProps {
  /** Calls `POST /api/auth/password-reset/confirm` (which signs the person in); rejects with the call's error. */
  setPassword: (password: string) => Promise<PasswordSetResponse>;
  /** After the success toast, with the now signed-in user. */
  onDone: (answer: PasswordSetResponse) => void;
}

/** The new password twice; on success a toast and on to the person's dashboard, signed in. */
export function SetPasswordForm({ setPassword, onDone }: SetPasswordFormProps) {
  const { toast } = useToast();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SetPasswordValues>({ resolver: zodResolver(setPasswordSchema), defaultValues: EMPTY_SET_PASSWORD });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await setPassword(values.password);
      toast({ title: 'Password Set', description: answer.message });
      onDone(answer);
    } catch (error) {
      const fieldMessage = serverFieldError(error, 'password');
      if (fieldMessage) setError('password', { type: 'server', message: fieldMessage });
      toast({
        title: 'Could Not Set Password',
        description: fieldMessage ?? serverMessage(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof SetPasswordValues, label: string, helper?: string) => (
    <FormTextField
      control={control}
      name={name}
      id={`set-password-${name}`}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      helperText={helper}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Set password">
      <Stack spacing={2.5}>
        {field('password', 'New Password', PASSWORD_HINT)}
        {field('confirmPassword', 'Confirm Password')}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set Password'}
        </Button>
      </Stack>
    </Box>
  );
}
