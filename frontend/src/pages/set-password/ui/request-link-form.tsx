import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast, FormTextField } from '@/shared/ui';
import { requestLinkSchema, serverMessage, type RequestLinkValues } from '../model/set-password-form';

export interface RequestLinkFormProps {
  /** Calls `POST /api/auth/password-reset/request` (always 202 for a valid e-mail). */
  requestLink: (email: string) => Promise<{ message: string }>;
}

/** "Forgot your password?": asks for the e-mail, then says what happens next. */
export function RequestLinkForm({ requestLink }: RequestLinkFormProps) {
  const { toast } = useToast();
  const [sent, setSent] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<RequestLinkValues>({ resolver: zodResolver(requestLinkSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await requestLink(values.email.trim())).message);
    } catch (error) {
      toast({
        title: 'Request Failed',
        description: serverMessage(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  });

  if (sent) {
    return (
      <Alert icon={<MarkEmailReadIcon />} severity="success" role="status">
        {sent}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request a password link">
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          id="request-link-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Link'}
        </Button>
      </Stack>
    </Box>
  );
}
