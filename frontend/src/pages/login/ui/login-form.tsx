import { zodResolver } from '@hookform/resolvers/zod';
import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { SessionUserResponse, SignInRequest } from '@/shared/api';
import { useToast, FormTextField } from '@/shared/ui';
import {
  EMPTY_LOGIN_FORM,
  loginFailureText,
  loginFormSchema,
  welcomeName,
  type LoginFormValues,
} from '../model/login-form';

export interface LoginFormProps {
  /** Calls `POST /api/login`; resolves with the user, rejects with the call's error. */
  signIn: (body: SignInRequest) => Promise<SessionUserResponse>;
  /** After the success toast: the page redirects by role. */
  onSignedIn: (user: SessionUserResponse) => void;
}

/** E-mail and password, 'Sign In' ('Signing in...' while pending), the toasts of docs/product.md "Forms, messages and notices". */
export function LoginForm({ signIn, onSignedIn }: LoginFormProps) {
  const { toast } = useToast();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginFormValues, unknown, ReturnType<typeof loginFormSchema.parse>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: EMPTY_LOGIN_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await signIn(values);
      toast({ title: 'Login Successful', description: `Welcome back, ${welcomeName(user)}!` });
      onSignedIn(user);
    } catch (error) {
      toast({ title: 'Login Failed', description: loginFailureText(error), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="password"
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} startIcon={<LoginIcon />}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </Box>
  );
}
