import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { errorText, type ChangePasswordRequest } from '@/shared/api';
import { PASSWORD_HINT, serverFieldError } from '@/shared/lib/password-rules';
import { FormTextField, useToast } from '@/shared/ui';
import {
  EMPTY_CHANGE_PASSWORD,
  SERVER_FIELDS,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../model/change-password-form';

export interface ChangePasswordFormProps {
  /** Calls `POST /api/auth/password`; resolves with the server's message, rejects with the call's error. */
  changePassword: (body: ChangePasswordRequest) => Promise<{ message: string }>;
}

/** Current password, new password twice; the server's field messages show beside the fields. */
export function ChangePasswordForm({ changePassword }: ChangePasswordFormProps) {
  const { toast } = useToast();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      reset(EMPTY_CHANGE_PASSWORD);
      toast({ title: 'Password Changed', description: answer.message });
    } catch (error) {
      let fieldMessage: string | undefined;
      for (const field of SERVER_FIELDS) {
        const message = serverFieldError(error, field);
        if (message) setError(field, { type: 'server', message });
        fieldMessage ??= message;
      }
      toast({
        title: 'Could Not Change Password',
        description: fieldMessage ?? errorText(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string, helper?: string) => (
    <FormTextField
      control={control}
      name={name}
      id={`change-password-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      helperText={helper}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change password">
      <Stack spacing={2}>
        {field('currentPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password', PASSWORD_HINT)}
        {field('confirmPassword', 'Confirm New Password', 'new-password')}
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
